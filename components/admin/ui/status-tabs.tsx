import { Link } from "@/components/i18n/link";
import type { ReactNode } from "react";
import { withParams } from "@/lib/admin/search-params";
import { humanize } from "@/lib/format/labels";

export type TabLink = { key: string; href: string; active: boolean; children: ReactNode };

/** A strip of filter tabs as links; the current one is marked `aria-current="page"`. */
export function TabLinks({ label, tabs }: { label: string; tabs: TabLink[] }) {
  return (
    <nav aria-label={label} className="mb-3 flex flex-wrap gap-1.5">
      {tabs.map((tab) => (
        <Link
          key={tab.key}
          href={tab.href}
          aria-current={tab.active ? "page" : undefined}
          className={`rounded-full border px-3 py-1 text-sm ${
            tab.active
              ? "border-brand-600 bg-brand-600 text-white"
              : "border-slate-200 bg-white text-slate-700 hover:bg-slate-50"
          }`}
        >
          {tab.children}
        </Link>
      ))}
    </nav>
  );
}

/** Status tabs with counts; "All" clears the status filter. Keeps the other filters. */
export function StatusTabs({
  statuses,
  counts,
  current,
  params,
}: {
  statuses: readonly string[];
  counts: Partial<Record<string, number>>;
  current?: string;
  params: Record<string, string>;
}) {
  const total = Object.values(counts).reduce<number>((sum, n) => sum + (n ?? 0), 0);
  const tabs = [
    { value: undefined, label: "All", n: total },
    ...statuses.map((s) => ({ value: s, label: humanize(s), n: counts[s] ?? 0 })),
  ];
  return (
    <TabLinks
      label="Status"
      tabs={tabs.map((tab) => {
        const active = tab.value === current;
        return {
          key: tab.label,
          href: withParams(params, { status: tab.value, page: undefined }),
          active,
          children: (
            <>
              {tab.label}{" "}
              <span className={active ? "text-brand-100" : "text-slate-500"}>{tab.n}</span>
            </>
          ),
        };
      })}
    />
  );
}
