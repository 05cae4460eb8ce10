import "server-only";
import type { Metadata } from "next";
import { noteRequestError } from "@/lib/db/outage-watch";
import { log } from "@/lib/log";
import { site } from "@/lib/site";
import { resolveAppliedFilters, type AppliedFilters } from "@/lib/search/applied-filters";
import { searchHeading } from "@/lib/search/search-labels";
import { searchProperties, type SearchResult } from "@/lib/search/search-properties";
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
  const { filters, errors } = parseSearchParams(raw);
  try {
    const result = await searchProperties(filters);
    return { applied: result.appliedFilters, errors, result };
  } catch (error) {
    log.error({ err: error }, "search page query failed");
    noteRequestError(error);
    return { applied: resolveAppliedFilters(filters), errors, result: null };
  }
}

/** Unique title, description and canonical URL for a search page (no database needed). */
export function searchPageMetadata(basePath: SearchBasePath, raw: RawSearchParams): Metadata {
  const { filters } = parseSearchParams(raw);
  const applied = resolveAppliedFilters(filters);
  const heading = searchHeading(applied);
  const pageSuffix = applied.page > 1 ? ` – Page ${applied.page}` : "";
  return {
    title: `${heading}${pageSuffix}`,
    description: `${heading}${pageSuffix}: listings with photos, prices, price per sq ft and verified sellers on ${site.name}.`,
    alternates: { canonical: `${basePath}?${appliedToParams(applied, applied.page).toString()}` },
  };
}
