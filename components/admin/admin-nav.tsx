"use client";

import { Link } from "@/components/i18n/link";
import { usePathname } from "next/navigation";
import { ADMIN_NAV } from "./admin-nav-items";

/** The sidebar links; the current screen (or its detail pages) is highlighted. */
export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const pathname = usePathname();
  const isCurrent = (href: string) => {
    if (pathname === href) return true;
    // /admin/properties/123 belongs to "All properties", /admin/sallers/7 to "Sellers".
    const base = href.replace(/\/(all|manage)$/, "");
    return (
      base !== href &&
      pathname.startsWith(`${base}/`) &&
      /^\d+$/.test(pathname.slice(base.length + 1))
    );
  };
  return (
    <nav aria-label="Admin" className="space-y-5">
      {ADMIN_NAV.map((group) => (
        <div key={group.title}>
          <p className="px-3 text-xs font-semibold uppercase tracking-wide text-slate-400">
            {group.title}
          </p>
          <ul className="mt-1 space-y-0.5">
            {group.items.map((item) => {
              const current = isCurrent(item.href) || pathname.startsWith(`${item.href}/`);
              return (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    onClick={onNavigate}
                    aria-current={current ? "page" : undefined}
                    className={`block rounded-md px-3 py-1.5 text-sm ${
                      current
                        ? "bg-brand-600 font-medium text-white"
                        : "text-slate-200 hover:bg-slate-800 hover:text-white"
                    }`}
                  >
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
