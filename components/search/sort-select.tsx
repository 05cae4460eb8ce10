"use client";

import { useRouter } from "next/navigation";
import { SORT_LABELS } from "@/lib/validation/search-options";
import { SEARCH_SORTS, type SearchSort } from "@/lib/validation/search-options";

/** Sort order; each option's URL is computed on the server, so this only navigates. */
export function SortSelect({
  value,
  hrefs,
}: {
  value: SearchSort;
  /** The orders offered, each with its URL. */
  hrefs: Partial<Record<SearchSort, string>>;
}) {
  const router = useRouter();
  return (
    <label className="flex items-center gap-2 text-sm text-slate-600">
      Sort by
      <select
        value={value}
        onChange={(e) => {
          const href = hrefs[e.target.value as SearchSort];
          if (href) router.push(href, { scroll: false });
        }}
        className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-ink"
      >
        {SEARCH_SORTS.filter((s) => hrefs[s]).map((s) => (
          <option key={s} value={s}>
            {SORT_LABELS[s]}
          </option>
        ))}
      </select>
    </label>
  );
}
