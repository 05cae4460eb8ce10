"use client";

import { Link } from "@/components/i18n/link";
import type { NavLink } from "./nav-links";
import { useNavLabel } from "./use-nav-label";

/** A titled list of links inside a dropdown. */
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
            <MenuLink link={link} />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function MenuLink({ link }: { link: NavLink }) {
  const label = useNavLabel();
  return (
    <Link href={link.href} className="menu-link">
      {label(link)}
    </Link>
  );
}
