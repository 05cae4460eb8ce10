import { cacheLife } from "next/cache";
import Link from "next/link";
import { site } from "@/lib/site";
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

function LinkColumn({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <div>
      <h2 className="footer-heading">{title}</h2>
      <ul className="footer-links">
        {links.map((link) => (
          <li key={link.label}>
            <Link href={link.href}>{link.label}</Link>
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

export async function Footer() {
  const year = await renderYear();
  const { address } = site;
  return (
    <footer className="bg-brand-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-6 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr]">
        <div>
          <Link href="/" aria-label={`${site.name} home`} className="inline-block text-white">
            <Logo />
          </Link>
          <p className="mt-4 max-w-sm text-sm leading-relaxed">
            {site.name} is the property platform that connects buyers, sellers and agents with
            verified flats, land and plots, offices, shops and new projects across India.
          </p>
          <ul className="mt-6 flex gap-3" aria-label="Social media">
            {site.social.map((social) => (
              <li key={social.label}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${site.name} on ${social.label}`}
                  className="social-link"
                >
                  <SocialIcon name={social.label} className="size-4.5" />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <LinkColumn title="Quick Links" links={FOOTER_QUICK_LINKS} />
        <LinkColumn title="Services" links={FOOTER_SERVICE_LINKS} />

        <div>
          <h2 className="footer-heading">Contact Us</h2>
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
            © <CurrentYear serverYear={year} /> {site.name}. All rights reserved.
          </p>
          <p>{site.credit}</p>
        </div>
      </div>
    </footer>
  );
}
