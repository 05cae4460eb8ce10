import { useLocale, useTranslations } from "next-intl";
import { Link } from "@/components/i18n/link";
import { usePhrase } from "@/components/i18n/use-phrase";
import { Map as MapIcon } from "lucide-react";
import { SaveSearchSlot } from "@/components/alerts/save-search-slot";
import { PropertyCard } from "@/components/property/property-card";
import { EmptyResults } from "@/components/search/empty-results";
import { PastLastPage } from "@/components/search/past-last-page";
import { FilterChips } from "@/components/search/filter-chips";
import { NearMeButton } from "@/components/search/near-me-button";
import { ResultsMap } from "@/components/search/results-map";
import { env } from "@/lib/env";
import { CITY_OPTIONS, findCityByName } from "@/lib/geo/cities";
import { circleBounds } from "@/lib/search/search-centre";
import { SearchFilters } from "@/components/search/search-filters";
import { SearchPagination } from "@/components/search/search-pagination";
import { SortSelect } from "@/components/search/sort-select";
import { formatIndianNumber } from "@/lib/format/money";
import type { AppliedFilters } from "@/lib/search/applied-filters";
import {
  filterChips,
  isPastLastPage,
  lastPage,
  resultCountText,
  searchHeading,
} from "@/lib/search/search-labels";
import type { SearchResult } from "@/lib/search/search-properties";
import {
  appliedToParams,
  boundsParam,
  searchPageHref,
  sortHref,
  withoutPlace,
  type SearchBasePath,
} from "@/lib/search/search-url";
import { SEARCH_SORTS, type SearchParamErrors, type SearchSort } from "@/lib/validation/search";

const CITY_NAMES = CITY_OPTIONS.map((c) => c.name);

type Props = {
  basePath: SearchBasePath;
  /** The search, or null when the database could not answer. */
  result: SearchResult | null;
  /** Applied filters (also when the search failed, for the heading and the filter form). */
  applied: AppliedFilters;
  /** URL values that were ignored, by field. */
  errors: SearchParamErrors;
  /** The results are also shown on a map (`view=map`). */
  mapView?: boolean;
};

/** The same URL with the map open (`view=map`) or closed. */
function withMapView(href: string, open: boolean): string {
  const [path, query = ""] = href.split("?");
  const params = new URLSearchParams(query);
  if (open) params.set("view", "map");
  else params.delete("view");
  return `${path}?${params.toString()}`;
}

/** Where the map opens: the searched area, the circle, or around the city centre. */
function initialMapArea(applied: AppliedFilters): string | undefined {
  if (applied.bounds) return boundsParam(applied.bounds);
  if (applied.centre && applied.radius)
    return boundsParam(circleBounds(applied.centre, applied.radius));
  const city = applied.city ? findCityByName(applied.city) : undefined;
  return city ? boundsParam(circleBounds(city, CITY_MAP_RADIUS_KM)) : undefined;
}

/** A city without a narrower place opens this far around its centre. */
const CITY_MAP_RADIUS_KM = 12;

/** Heading, count, chips, filters, cards and pagination: shared by /search-results and /properties. */
export function SearchResultsView({ basePath, result, applied, errors, mapView = false }: Props) {
  const locale = useLocale();
  const t = useTranslations("search.results");
  const phrase = usePhrase();
  const heading = searchHeading(applied, locale);
  // The cached search carries English chips; another language words them again.
  const chips = !result ? [] : locale === "en" ? result.chips : filterChips(applied, locale);
  const last = result ? lastPage(result.total) : 1;
  const pastEnd = result !== null && isPastLastPage(result);
  const countText = result ? resultCountText(result.total, result.totalCapped, locale) : "";
  const hrefFor = (page: number) => withMapView(searchPageHref(basePath, applied, page), mapView);
  const markerParams = appliedToParams(applied);
  markerParams.delete("page");
  markerParams.delete("bounds");
  const areaSearchHref = withMapView(searchPageHref(basePath, withoutPlace(applied)), true);
  // Nearest first only when there is a centre to measure from.
  const sorts = SEARCH_SORTS.filter((s) => s !== "distance" || applied.centre);
  const sortHrefs = Object.fromEntries(
    sorts.map((s) => [s, withMapView(sortHref(basePath, applied, s), mapView)]),
  ) as Partial<Record<SearchSort, string>>;
  const nearMeHref = searchPageHref(basePath, {
    ...withoutPlace(applied),
    radius: applied.radius,
    sort: "distance",
  });
  const ignored = Object.entries(errors);
  return (
    <div className="grid gap-6 md:grid-cols-[280px_1fr]">
      {result && result.page > 1 && (
        <link rel="prev" href={hrefFor(Math.min(result.page - 1, last))} />
      )}
      {result && result.page < last && <link rel="next" href={hrefFor(result.page + 1)} />}
      <aside className="md:sticky md:top-4 md:self-start">
        <SearchFilters
          key={hrefFor(applied.page)}
          basePath={basePath}
          applied={applied}
          mapView={mapView}
          cityNames={CITY_NAMES}
        />
      </aside>
      <section aria-labelledby="results-heading" className="min-w-0 space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 id="results-heading" className="text-2xl font-bold md:text-3xl">
              {heading}
            </h1>
            {result && (
              <p className="mt-1 text-slate-600" data-testid="result-count">
                {countText}
                {result.page > 1 && result.page <= last
                  ? ` ${t("pageOf", { page: result.page, last })}`
                  : ""}
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
            <p className="font-semibold">{t("ignored")}</p>
            <ul className="mt-1 list-disc pl-5">
              {/* Each message names its field in words ("Minimum price must be…"). */}
              {ignored.map(([field, message]) => (
                <li key={field}>{phrase(message)}</li>
              ))}
            </ul>
          </div>
        )}
        {result && <FilterChips basePath={basePath} applied={applied} chips={chips} />}
        <p>
          <Link
            href={withMapView(hrefFor(applied.page), !mapView)}
            scroll={false}
            className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:underline"
          >
            <MapIcon className="size-4" aria-hidden />
            {mapView ? t("hideMap") : t("showMap")}
          </Link>
        </p>
        {mapView && (
          <ResultsMap
            tileUrl={env.MAP_TILE_URL}
            attribution={env.MAP_TILE_ATTRIBUTION}
            markerQuery={markerParams.toString()}
            areaSearchHref={areaSearchHref}
            initialArea={initialMapArea(applied)}
          />
        )}
        {!result ? (
          <p
            role="alert"
            className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-red-800"
          >
            {t("failed")}
          </p>
        ) : pastEnd ? (
          <PastLastPage
            page={result.page}
            last={last}
            countText={countText}
            lastPageHref={hrefFor(last)}
          />
        ) : result.data.length === 0 ? (
          <EmptyResults basePath={basePath} applied={applied} chips={chips} />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={t("list")}>
            {result.data.map((p, i) => (
              <li key={p.id}>
                <PropertyCard property={p} priority={i < 2} headingLevel={2} />
              </li>
            ))}
          </ul>
        )}
        {result && result.totalCapped && result.page >= last && (
          <p className="text-center text-sm text-slate-600">
            {t("capped", { count: formatIndianNumber(result.total) })}
          </p>
        )}
        {result && <SearchPagination page={result.page} lastPage={last} hrefFor={hrefFor} />}
      </section>
    </div>
  );
}
