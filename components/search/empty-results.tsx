import { useTranslations } from "next-intl";
import { Link } from "@/components/i18n/link";
import { SearchX } from "lucide-react";
import type { AppliedFilters } from "@/lib/search/applied-filters";
import type { FilterChip } from "@/lib/search/search-labels";
import { removeFilterHref, type SearchBasePath } from "@/lib/search/search-url";

type Props = { basePath: SearchBasePath; applied: AppliedFilters; chips: FilterChip[] };

/** No match: say so, and offer links that each drop one filter to widen the search. */
export function EmptyResults({ basePath, applied, chips }: Props) {
  const t = useTranslations("search.results");
  return (
    <section className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
      <SearchX className="mx-auto size-10 text-slate-400" aria-hidden />
      <h2 className="mt-3 text-lg font-semibold">{t("noMatch")}</h2>
      {chips.length > 0 ? (
        <>
          <p className="mt-1 text-slate-600">{t("widen")}</p>
          <ul className="mt-4 flex flex-wrap justify-center gap-2">
            {chips.map((chip) => (
              <li key={chip.key}>
                <Link
                  href={removeFilterHref(basePath, applied, chip.key)}
                  className="inline-block rounded-full border border-brand-500 px-3 py-1 text-sm text-brand-700 hover:bg-brand-50"
                >
                  {t("without", { label: chip.label })}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-1 text-slate-600">
          {t("tryAnother")}{" "}
          <Link href="/search" className="text-brand-700 underline">
            {t("newSearch")}
          </Link>
          .
        </p>
      )}
    </section>
  );
}
