import { useTranslations } from "next-intl";
import { SiteAnchor } from "@/components/i18n/site-anchor";
import { useSiteLocale } from "@/components/i18n/use-site-locale";
import { SpriteIcon } from "@/components/ui/sprite-icon";
import { INSIGHTS_PATH } from "@/lib/seo/urls";
import { site } from "@/lib/site";
import { mailHref, telHref } from "./nav-links";

/** The Insights panel's links; `text` is a message of the catalogue's headerPanel. */
const INSIGHTS = [
  { icon: "map-pin", text: "localities", href: `${INSIGHTS_PATH}#localities` },
  { icon: "star", text: "reviews", href: `${INSIGHTS_PATH}#reviews` },
  { icon: "trending-up", text: "trends", href: `${INSIGHTS_PATH}#price-trends` },
  { icon: "wrench", text: "tools", href: `${INSIGHTS_PATH}#tools` },
] as const;

/**
 * Dropdown body: link sections, the "INTRODUCING Insights" side panel, and a contact footer. In
 * every public page's HTML three times (hidden until a menu opens), so its icons come from the
 * sprite and its links' styles from one class each (app/globals.css), not repeated utilities.
 */
export function MegaPanel({ children }: { children: React.ReactNode }) {
  const t = useTranslations("headerPanel");
  const locale = useSiteLocale();
  return (
    <div className="mega-panel">
      <div className="flex">
        <div className="flex-1 p-6">{children}</div>
        <aside aria-label={t("label")} className="mega-insights">
          <p className="text-xs font-bold tracking-widest text-accent-500">{t("introducing")}</p>
          <p className="mt-1 text-2xl font-bold">{t("title")}</p>
          <ul className="mt-4 space-y-3 text-sm text-brand-50">
            {INSIGHTS.map(({ icon, text, href }) => (
              <li key={text}>
                <SiteAnchor href={href} locale={locale}>
                  <SpriteIcon name={icon} />
                  {t(text)}
                </SiteAnchor>
              </li>
            ))}
          </ul>
        </aside>
      </div>
      <div className="mega-contact">
        <span>{t("help")}</span>
        <a href={mailHref}>
          <SpriteIcon name="mail" />
          {site.email}
        </a>
        <a href={telHref}>
          <SpriteIcon name="phone" />
          {site.phoneDisplay}
        </a>
      </div>
    </div>
  );
}
