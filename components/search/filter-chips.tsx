import { useTranslations } from "next-intl";
import { Link } from "@/components/i18n/link";
import type { AppliedFilters } from "@/lib/search/applied-filters";
import type { FilterChip } from "@/lib/search/search-labels";
import {
  removeFilterHref,
  searchPageHref,
  withoutFilter,
  type SearchBasePath,
} from "@/lib/search/search-url";
import { SpriteIcon } from "@/components/ui/sprite-icon";

type Props = { basePath: SearchBasePath; applied: AppliedFilters; chips: FilterChip[] };

/** Active filters as removable chips; those read from the typed text say so. */
export function FilterChips({ basePath, applied, chips }: Props) {
  const t = useTranslations("search.results");
  const words = useTranslations("searchPage");
  if (chips.length === 0) return null;
  let cleared = applied;
  for (const chip of chips) cleared = withoutFilter(cleared, chip.key);
  return (
    <ul aria-label={words("activeFilters")} className="flex flex-wrap items-center gap-2">
      {chips.map((chip) => (
        <li key={chip.key}>
          <Link
            href={removeFilterHref(basePath, applied, chip.key)}
            aria-label={t("removeFilter", { label: chip.label })}
            title={chip.fromQuery ? t("fromText") : undefined}
            className={`inline-flex items-center gap-1 rounded-full border px-3 py-1 text-sm ${
              chip.fromQuery
                ? "border-accent-500 bg-amber-50 text-amber-900"
                : "border-brand-500 bg-brand-50 text-brand-900"
            }`}
          >
            {chip.label}
            <SpriteIcon name="x" className="size-3.5" />
          </Link>
        </li>
      ))}
      {chips.length > 1 && (
        <li>
          <Link
            href={searchPageHref(basePath, cleared)}
            className="text-sm text-slate-600 underline"
          >
            {t("clearAll")}
          </Link>
        </li>
      )}
    </ul>
  );
}
