import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translator";
import "server-only";
import type { Metadata } from "next";
import { noteRequestError } from "@/lib/db/outage-watch";
import { log } from "@/lib/log";
import { site } from "@/lib/site";
import { resolveAppliedFilters, type AppliedFilters } from "@/lib/search/applied-filters";
import { isPastLastPage, searchHeading } from "@/lib/search/search-labels";
import { getSearchResults } from "@/lib/search/cached-rails";
import type { SearchResult } from "@/lib/search/search-properties";
import { appliedToParams, type SearchBasePath } from "@/lib/search/search-url";
import {
  parseSearchParams,
  type RawSearchParams,
  type SearchParamErrors,
} from "@/lib/validation/search";

export type SearchPageData = {
  applied: AppliedFilters;
  errors: SearchParamErrors;
  result: SearchResult | null;
};

/** What a search page renders: bad URL values dropped (and listed), a failed query as null. */
export async function loadSearchPage(raw: RawSearchParams): Promise<SearchPageData> {
  try {
    return await loadKeptSearchPage(raw);
  } catch (error) {
    log.error({ err: error }, "search page query failed");
    noteRequestError(error);
    const { filters, errors } = parseSearchParams(raw);
    return { applied: resolveAppliedFilters(filters), errors, result: null };
  }
}

/**
 * The same for a render Next.js keeps (a results page's cached copy): a failed query throws, so
 * the failure is never kept, and the page's error boundary draws the error screen. The failure is
 * logged and a lost database noted by instrumentation.ts's onRequestError, outside the render
 * (lib/http/request-error-log.ts): a clock read inside it (a log line's time) makes Next.js
 * abandon the prerender for a bare 500.
 */
export async function loadKeptSearchPage(
  raw: RawSearchParams,
): Promise<SearchPageData & { result: SearchResult }> {
  const { filters, errors } = parseSearchParams(raw);
  const result = await getSearchResults(filters);
  return { applied: result.appliedFilters, errors, result };
}

/** Unique title, description and canonical URL for a search page (no database needed). */
export function searchPageMetadata(
  basePath: SearchBasePath,
  raw: RawSearchParams,
  locale: Locale = "en",
): Metadata {
  const { filters } = parseSearchParams(raw);
  const applied = resolveAppliedFilters(filters);
  const heading = searchHeading(applied, locale);
  const t = translator(locale, "searchTitle");
  const pageSuffix = applied.page > 1 ? ` ${t("pageSuffix", { page: applied.page })}` : "";
  return {
    title: `${heading}${pageSuffix}`,
    description: t("description", { heading, suffix: pageSuffix, name: site.name }),
    alternates: { canonical: `${basePath}?${appliedToParams(applied, applied.page).toString()}` },
  };
}

/**
 * A results page's metadata. A page number past the end of a search that matches (`page=7` of 6)
 * only points to the last page: `noindex` (links still followed), its canonical its own address.
 * That needs the search's count, so only pages after the first read it — the same cached search
 * the page renders. Were the search to fail, the page reports it; the metadata stays as it is.
 */
export async function searchResultsMetadata(
  basePath: SearchBasePath,
  raw: RawSearchParams,
  locale: Locale = "en",
): Promise<Metadata> {
  const metadata = searchPageMetadata(basePath, raw, locale);
  const { filters } = parseSearchParams(raw);
  if (filters.page <= 1) return metadata;
  try {
    const result = await getSearchResults(filters);
    return isPastLastPage(result)
      ? { ...metadata, robots: { index: false, follow: true } }
      : metadata;
  } catch {
    return metadata;
  }
}
