"use client";

import { SiteAnchor } from "@/components/i18n/site-anchor";
import { useSiteLocale } from "@/components/i18n/use-site-locale";
import type { NavLink } from "./nav-links";
import { useNavLabel } from "./use-nav-label";

/** A titled list of links inside a dropdown (plain site links: `<SiteAnchor>` says why). */
export function MenuSection({
  id,
  title,
  links,
  columns = 1,
}: {
  id: string;
  title: string;
  links: NavLink[];
  columns?: 1 | 2;
}) {
  const locale = useSiteLocale();
  const label = useNavLabel();
  return (
    <div>
      <p id={id} className="text-xs font-bold tracking-widest text-slate-600">
        {title}
      </p>
      <ul
        aria-labelledby={id}
        className={columns === 2 ? "mt-3 grid grid-cols-2 gap-x-4 gap-y-1" : "mt-3 space-y-1"}
      >
        {links.map((link) => (
          <li key={link.label}>
            <SiteAnchor href={link.href} locale={locale} className="menu-link">
              {label(link)}
            </SiteAnchor>
          </li>
        ))}
      </ul>
    </div>
  );
}
