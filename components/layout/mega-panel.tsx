import { Mail, MapPin, Phone, Star, TrendingUp, Wrench } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link } from "@/components/i18n/link";
import { INSIGHTS_PATH } from "@/lib/seo/urls";
import { site } from "@/lib/site";
import { mailHref, telHref } from "./nav-links";

/** The Insights panel's links; `text` is a message of the catalogue's headerPanel. */
const INSIGHTS = [
  { icon: MapPin, text: "localities", href: `${INSIGHTS_PATH}#localities` },
  { icon: Star, text: "reviews", href: `${INSIGHTS_PATH}#reviews` },
  { icon: TrendingUp, text: "trends", href: `${INSIGHTS_PATH}#price-trends` },
  { icon: Wrench, text: "tools", href: `${INSIGHTS_PATH}#tools` },
] as const;

/** Dropdown body: link sections, the "INTRODUCING Insights" side panel, and a contact footer. */
export function MegaPanel({ children }: { children: React.ReactNode }) {
  const t = useTranslations("headerPanel");
  return (
    <div className="overflow-hidden rounded-b-2xl bg-white text-ink shadow-2xl ring-1 ring-slate-900/10">
      <div className="flex">
        <div className="flex-1 p-6">{children}</div>
        <aside
          aria-label={t("label")}
          className="w-56 shrink-0 bg-linear-to-br from-brand-700 to-brand-900 p-6 text-white lg:w-64"
        >
          <p className="text-xs font-bold tracking-widest text-accent-500">{t("introducing")}</p>
          <p className="mt-1 text-2xl font-bold">{t("title")}</p>
          <ul className="mt-4 space-y-3 text-sm text-brand-50">
            {INSIGHTS.map(({ icon: Icon, text, href }) => (
              <li key={text}>
                <Link
                  href={href}
                  className="flex items-center gap-2 hover:text-white hover:underline"
                >
                  <Icon aria-hidden="true" className="size-4 shrink-0 text-accent-500" />
                  {t(text)}
                </Link>
              </li>
            ))}
          </ul>
        </aside>
      </div>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2 border-t border-slate-200 bg-slate-50 px-6 py-3 text-sm text-slate-700">
        <span>{t("help")}</span>
        <a
          href={mailHref}
          className="inline-flex items-center gap-1.5 font-medium hover:text-brand-700"
        >
          <Mail aria-hidden="true" className="size-4" />
          {site.email}
        </a>
        <a
          href={telHref}
          className="inline-flex items-center gap-1.5 font-medium hover:text-brand-700"
        >
          <Phone aria-hidden="true" className="size-4" />
          {site.phoneDisplay}
        </a>
      </div>
    </div>
  );
}
