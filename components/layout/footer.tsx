import { cacheLife } from "next/cache";
import { SiteAnchor } from "@/components/i18n/site-anchor";
import { getTranslations } from "next-intl/server";
import { LanguageSwitch } from "@/components/i18n/language-switch";
import type { Locale } from "@/lib/i18n/locales";
import { phraseFor } from "@/lib/i18n/phrase";
import { site, siteAddress } from "@/lib/site";
import { CurrentYear } from "./current-year";
import { Logo } from "./logo";
import {
  FOOTER_QUICK_LINKS,
  FOOTER_SERVICE_LINKS,
  mailHref,
  type NavLink,
  telHref,
} from "./nav-links";
import { SocialIcon } from "./social-icons";
import { SpriteIcon } from "@/components/ui/sprite-icon";

function LinkColumn({
  title,
  links,
  locale,
  phrase,
}: {
  title: string;
  links: NavLink[];
  locale: Locale;
  phrase: (english: string) => string;
}) {
  return (
    <div>
      <h2 className="footer-heading">{title}</h2>
      <ul className="footer-links">
        {links.map((link) => (
          <li key={link.label}>
            <SiteAnchor href={link.href} locale={locale}>
              {phrase(link.label)}
            </SiteAnchor>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Public footer: who we are, quick and service links, social links, contact, credit, ©. */
/** The year the shell was rendered; the shell is cached, so the browser corrects it (CurrentYear). */
async function renderYear(): Promise<number> {
  "use cache";
  cacheLife("days");
  return new Date().getFullYear();
}

export async function Footer({ locale }: { locale: Locale }) {
  const year = await renderYear();
  const t = await getTranslations({ locale, namespace: "footer" });
  const home = (await getTranslations({ locale, namespace: "site" }))("home", { name: site.name });
  const phrase = phraseFor(locale);
  const address = siteAddress(locale);
  return (
    <footer className="bg-brand-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-6 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr]">
        <div>
          <SiteAnchor
            href="/"
            locale={locale}
            aria-label={home}
            className="inline-block text-white"
          >
            <Logo />
          </SiteAnchor>
          <p className="mt-4 max-w-sm text-sm leading-relaxed">{t("about", { name: site.name })}</p>
          <ul className="mt-6 flex gap-3" aria-label={t("social")}>
            {site.social.map((social) => (
              <li key={social.label}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t("onSocial", { name: site.name, network: social.label })}
                  className="social-link"
                >
                  <SocialIcon name={social.label} className="size-4.5" />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <LinkColumn
          title={t("quickLinks")}
          links={FOOTER_QUICK_LINKS}
          locale={locale}
          phrase={phrase}
        />
        <LinkColumn
          title={t("services")}
          links={FOOTER_SERVICE_LINKS}
          locale={locale}
          phrase={phrase}
        />

        <div>
          <h2 className="footer-heading">{t("contactUs")}</h2>
          <ul className="footer-contact">
            <li>
              <SpriteIcon name="map-pin" />
              <address className="not-italic">
                {address.line1}
                <br />
                {address.city}, {address.state} {address.pin}
                <br />
                {address.country}
              </address>
            </li>
            <li>
              <SpriteIcon name="phone" />
              <a href={telHref}>{site.phoneDisplay}</a>
            </li>
            <li>
              <SpriteIcon name="mail" />
              <a href={mailHref}>{site.email}</a>
            </li>
          </ul>
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-6 py-5 text-xs text-slate-400 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © <CurrentYear serverYear={year} /> {site.name}. {t("rights")}
          </p>
          <LanguageSwitch />
          <p>{t("credit")}</p>
        </div>
      </div>
    </footer>
  );
}
