import Link from "next/link";
import { withParams } from "@/lib/admin/search-params";
import { humanize } from "@/lib/format/labels";

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
    <nav aria-label="Status" className="mb-3 flex flex-wrap gap-1.5">
      {tabs.map((tab) => {
        const active = tab.value === current;
        return (
          <Link
            key={tab.label}
            href={withParams(params, { status: tab.value, page: undefined })}
            aria-current={active ? "page" : undefined}
            className={`rounded-full border px-3 py-1 text-sm ${
              active
                ? "border-brand-600 bg-brand-600 text-white"
                : "border-slate-200 bg-white text-slate-700 hover:bg-slate-50"
            }`}
          >
            {tab.label}{" "}
            <span className={active ? "text-brand-100" : "text-slate-400"}>{tab.n}</span>
          </Link>
        );
      })}
    </nav>
  );
}
