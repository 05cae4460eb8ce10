"use client";

import { useTranslations } from "next-intl";

import { useLocalizedRouter } from "@/components/i18n/use-localized-router";
import { useRef } from "react";

import { carryFocusTo, useCarriedFocus } from "@/components/search/refine-focus";
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
  const router = useLocalizedRouter();
  const selectRef = useRef<HTMLSelectElement>(null);
  const t = useTranslations("search.results");
  useCarriedFocus(selectRef);
  return (
    <label className="flex items-center gap-2 text-sm text-slate-600">
      {t("sortBy")}
      <select
        ref={selectRef}
        name="sort"
        value={value}
        onChange={(e) => {
          const href = hrefs[e.target.value as SearchSort];
          if (!href) return;
          carryFocusTo(href, e.target);
          router.push(href, { scroll: false });
        }}
        className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-ink"
      >
        {SEARCH_SORTS.filter((s) => hrefs[s]).map((s) => (
          <option key={s} value={s}>
            {t(`sorts.${s}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
