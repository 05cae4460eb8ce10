import { useLocale, useTranslations } from "next-intl";
import { SpriteIcon } from "@/components/ui/sprite-icon";
import { SiteAnchor } from "@/components/i18n/site-anchor";
import type { Crumb } from "@/lib/seo/json-ld";

/** Visible breadcrumbs (the same trail the page's BreadcrumbList JSON-LD describes). */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const t = useTranslations("listing");
  const locale = useLocale();
  return (
    <nav aria-label={t("breadcrumb")} className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="line-clamp-1 text-slate-800">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <SiteAnchor
                    href={crumb.path}
                    locale={locale}
                    className="hover:text-brand-700 hover:underline"
                  >
                    {crumb.name}
                  </SiteAnchor>
                  <SpriteIcon name="chevron-right" className="size-3.5" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
