/**
 * Search values the forms show (sorts, radii, page size, map area limits). Isomorphic and free of
 * zod, so client components can import them without the schema library (lib/validation/search.ts
 * holds the schemas and re-exports these).
 */
export const SEARCH_PAGE_SIZE = 20;
/** Deepest page served: 500 pages × 20 = the first 10,000 results (see lib/search/README.md). */
export const MAX_SEARCH_PAGE = 500;
export const SEARCH_SORTS = [
  "relevance",
  "newest",
  "price_asc",
  "price_desc",
  "ppsf_asc",
  "ppsf_desc",
  "distance",
] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const SORT_LABELS: Record<SearchSort, string> = {
  relevance: "Relevance",
  newest: "Newest first",
  price_asc: "Price: low to high",
  price_desc: "Price: high to low",
  ppsf_asc: "Price per sq ft: low to high",
  ppsf_desc: "Price per sq ft: high to low",
  distance: "Distance: nearest first",
};
/** BHK filter values: 0 = 1 RK, 5 = 5 or more. */
export const BHK_FILTER_VALUES = [0, 1, 2, 3, 4, 5] as const;

/** The distances a search can reach around a place or a position, in km. */
export const RADIUS_KM_VALUES = [1, 2, 5, 10, 25] as const;
export type RadiusKm = (typeof RADIUS_KM_VALUES)[number];
/** The radius of "Near me" and of a position sent without one. */
export const DEFAULT_RADIUS_KM: RadiusKm = 5;
/** The largest map area "Search this area" searches, in degrees of latitude and longitude. */
export const MAX_BOUNDS_SPAN_DEG = 2;

/** A map area: south-west and north-east corners, in degrees. */
export type GeoBounds = { south: number; west: number; north: number; east: number };
