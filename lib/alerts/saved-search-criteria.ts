/**
 * A saved search as stored: the canonical query string (free text already written out as
 * filters) and the same filters as typed columns for the reverse search. Pure; no database.
 */
import { slugify } from "@/lib/format/slugify";
import type { Locale } from "@/lib/i18n/locales";
import { findCityByName } from "@/lib/geo/cities";
import { reverseGeocode } from "@/lib/geo/nearest-city";
import { resolveAppliedFilters, type AppliedFilters } from "@/lib/search/applied-filters";
import { searchHeading } from "@/lib/search/search-labels";
import { appliedToParams, withoutPlace } from "@/lib/search/search-url";
import {
  searchTypeGroupOf,
  TRANSACTION_TO_DEAL,
  type DealType,
  type PropertyType,
} from "@/lib/validation/property-enums";
import { parseSearchParams } from "@/lib/validation/search";

export type SavedSearchCriteria = {
  query: string;
  dealType: DealType;
  searchType: string | null;
  /** The city as written (resolved to an id by the caller), or null for any city. */
  city: string | null;
  citySlug: string | null;
  state: string | null;
  locality: string | null;
  localitySlug: string | null;
  minPrice: number | null;
  maxPrice: number | null;
  bhk: number[] | null;
  minArea: number | null;
  maxArea: number | null;
  furnishing: NonNullable<AppliedFilters["furnishing"]> | null;
  possession: NonNullable<AppliedFilters["possession"]> | null;
  postedBy: NonNullable<AppliedFilters["postedBy"]> | null;
  verified: boolean;
  amenities: string[] | null;
  keywords: string | null;
};

const orNull = <T>(v: T | undefined): T | null => (v === undefined ? null : v);
const listOrNull = <T>(v: readonly T[] | undefined): T[] | null => (v?.length ? [...v] : null);

/** The applied filters of a search page's query string (bad values dropped, page 1). */
export function appliedFromQuery(query: string): AppliedFilters {
  const { filters } = parseSearchParams(new URLSearchParams(query));
  return resolveAppliedFilters({ ...filters, page: 1 });
}

/**
 * The city alerts for a distance or map-area search watch: the city of the locality or city
 * centre, or the city nearest the visitor's position or the middle of the map area. The reverse search (lib/alerts/match-listing.ts) does not
 * measure distances, so such a search is told about new listings in that whole city; running it
 * (its query keeps the radius) shows the circle.
 */
function distanceSearchCity(applied: AppliedFilters): string | undefined {
  if (applied.lat !== undefined && applied.lon !== undefined) {
    return reverseGeocode(applied.lat, applied.lon)?.city;
  }
  if (applied.city) return applied.city;
  const b = applied.bounds;
  return b ? reverseGeocode((b.south + b.north) / 2, (b.west + b.east) / 2)?.city : undefined;
}

export function criteriaFromApplied(applied: AppliedFilters): SavedSearchCriteria {
  if (applied.centre || applied.bounds) {
    // Alerts watch the centre's (or the map area's) city (no locality: the circle crosses localities); the stored
    // query keeps the distance search.
    const watched: AppliedFilters = { ...withoutPlace(applied), city: distanceSearchCity(applied) };
    return { ...criteriaFromApplied(watched), query: appliedToParams(applied, 1).toString() };
  }
  const known = applied.city ? findCityByName(applied.city) : undefined;
  return {
    query: appliedToParams(applied, 1).toString(),
    dealType: TRANSACTION_TO_DEAL[applied.transactionType],
    searchType: applied.propertyType ?? null,
    city: applied.city ?? null,
    citySlug: known?.slug ?? null,
    state: applied.city ? null : orNull(applied.state),
    locality: orNull(applied.locality),
    localitySlug: applied.locality ? slugify(applied.locality) : null,
    minPrice: orNull(applied.minPrice),
    maxPrice: orNull(applied.maxPrice),
    bhk: listOrNull(applied.bhk),
    minArea: orNull(applied.minArea),
    maxArea: orNull(applied.maxArea),
    furnishing: listOrNull(applied.furnishing),
    possession: orNull(applied.possession),
    postedBy: listOrNull(applied.postedBy),
    verified: applied.verified === true,
    amenities: listOrNull(applied.amenities),
    keywords: applied.keywords.length ? applied.keywords.join(" ") : null,
  };
}

/** A name to suggest for the search: the results page's heading. */
export function suggestedSearchName(applied: AppliedFilters, locale: Locale = "en"): string {
  return searchHeading(applied, locale).slice(0, 80);
}

/** The search types a listing of this stored type is found under: Land → Land, LandPlot. */
export function searchTypesFor(type: PropertyType): string[] {
  const group = searchTypeGroupOf(type);
  return group && group !== type ? [type, group] : [type];
}
