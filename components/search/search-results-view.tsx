import { SaveSearchSlot } from "@/components/alerts/save-search-slot";
import { PropertyCard } from "@/components/property/property-card";
import { EmptyResults } from "@/components/search/empty-results";
import { FilterChips } from "@/components/search/filter-chips";
import { NearMeButton } from "@/components/search/near-me-button";
import { SearchFilters } from "@/components/search/search-filters";
import { SearchPagination } from "@/components/search/search-pagination";
import { SortSelect } from "@/components/search/sort-select";
import { formatIndianNumber } from "@/lib/format/money";
import type { AppliedFilters } from "@/lib/search/applied-filters";
import { lastPage, resultCountText, searchHeading } from "@/lib/search/search-labels";
import type { SearchResult } from "@/lib/search/search-properties";
import { searchPageHref, sortHref, type SearchBasePath } from "@/lib/search/search-url";
import { SEARCH_SORTS, type SearchParamErrors, type SearchSort } from "@/lib/validation/search";

type Props = {
  basePath: SearchBasePath;
  /** The search, or null when the database could not answer. */
  result: SearchResult | null;
  /** Applied filters (also when the search failed, for the heading and the filter form). */
  applied: AppliedFilters;
  /** URL values that were ignored, by field. */
  errors: SearchParamErrors;
};

/** Heading, count, chips, filters, cards and pagination: shared by /search-results and /properties. */
export function SearchResultsView({ basePath, result, applied, errors }: Props) {
  const heading = searchHeading(applied);
  const last = result ? lastPage(result.total) : 1;
  const hrefFor = (page: number) => searchPageHref(basePath, applied, page);
  // Nearest first only when there is a centre to measure from.
  const sorts = SEARCH_SORTS.filter((s) => s !== "distance" || applied.centre);
  const sortHrefs = Object.fromEntries(
    sorts.map((s) => [s, sortHref(basePath, applied, s)]),
  ) as Partial<Record<SearchSort, string>>;
  const nearMeHref = searchPageHref(basePath, {
    ...applied,
    city: undefined,
    state: undefined,
    locality: undefined,
    lat: undefined,
    lon: undefined,
    centre: undefined,
    bounds: undefined,
    sort: "distance",
  });
  const ignored = Object.entries(errors);
  return (
    <div className="grid gap-6 md:grid-cols-[280px_1fr]">
      {result && result.page > 1 && <link rel="prev" href={hrefFor(result.page - 1)} />}
      {result && result.page < last && <link rel="next" href={hrefFor(result.page + 1)} />}
      <aside className="md:sticky md:top-4 md:self-start">
        <SearchFilters key={hrefFor(applied.page)} basePath={basePath} applied={applied} />
      </aside>
      <section aria-labelledby="results-heading" className="min-w-0 space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 id="results-heading" className="text-2xl font-bold md:text-3xl">
              {heading}
            </h1>
            {result && (
              <p className="mt-1 text-slate-600" data-testid="result-count">
                {resultCountText(result.total, result.totalCapped)}
                {result.page > 1 ? ` · page ${result.page} of ${last}` : ""}
              </p>
            )}
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <SaveSearchSlot basePath={basePath} applied={applied} />
            <NearMeButton href={nearMeHref} />
            <SortSelect value={applied.sort} hrefs={sortHrefs} />
          </div>
        </div>
        {ignored.length > 0 && (
          <div
            role="status"
            className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
          >
            <p className="font-semibold">Some filters in the link were ignored:</p>
            <ul className="mt-1 list-disc pl-5">
              {ignored.map(([field, message]) => (
                <li key={field}>
                  {field}: {message}
                </li>
              ))}
            </ul>
          </div>
        )}
        {result && <FilterChips basePath={basePath} applied={applied} chips={result.chips} />}
        {!result ? (
          <p
            role="alert"
            className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-red-800"
          >
            Failed to search properties. Please try again in a moment.
          </p>
        ) : result.data.length === 0 ? (
          <EmptyResults basePath={basePath} applied={applied} chips={result.chips} />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Properties">
            {result.data.map((p, i) => (
              <li key={p.id}>
                <PropertyCard property={p} priority={i < 2} headingLevel={2} />
              </li>
            ))}
          </ul>
        )}
        {result && result.totalCapped && result.page >= last && (
          <p className="text-center text-sm text-slate-600">
            Only the first {formatIndianNumber(result.total)} results can be browsed. Add a filter
            to see the rest.
          </p>
        )}
        {result && <SearchPagination page={result.page} lastPage={last} hrefFor={hrefFor} />}
      </section>
    </div>
  );
}
