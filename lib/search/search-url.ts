/**
 * URLs of search pages from applied filters: pagination, chip removal, "widen your search".
 * The parsed free text is written out as explicit filters, so removing one chip keeps the rest.
 * Isomorphic.
 */
import type { AppliedFilters, FilterKey } from "@/lib/search/applied-filters";
import type { GeoBounds, SearchSort } from "@/lib/validation/search";

export type SearchBasePath = "/search-results" | "/properties";

/** URL params for the applied filters, in the spec's field order first. */
export function appliedToParams(applied: AppliedFilters, page = 1): URLSearchParams {
  const p = new URLSearchParams();
  p.set("propertyType", applied.propertyType ?? "");
  p.set("transactionType", applied.transactionType);
  p.set("page", String(page));
  p.set("city", applied.city ?? "");
  p.set("state", applied.state ?? "");
  p.set("locality", applied.locality ?? "");
  p.set("searchQuery", applied.keywords.join(" "));
  const set = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== "") p.set(key, String(value));
  };
  set("minPrice", applied.minPrice);
  set("maxPrice", applied.maxPrice);
  set("bhk", applied.bhk?.join(","));
  set("minArea", applied.minArea);
  set("maxArea", applied.maxArea);
  set("furnishing", applied.furnishing?.join(","));
  set("possession", applied.possession);
  set("postedBy", applied.postedBy?.join(","));
  if (applied.verified) p.set("verified", "true");
  set("amenities", applied.amenities?.join(","));
  if (applied.sort !== "relevance") p.set("sort", applied.sort);
  set("radius", applied.radius);
  set("lat", applied.lat);
  set("lon", applied.lon);
  if (applied.bounds) p.set("bounds", boundsParam(applied.bounds));
  return p;
}

/** "south,west,north,east" (5 decimals, about a metre). */
export function boundsParam(b: GeoBounds): string {
  return [b.south, b.west, b.north, b.east].map((n) => n.toFixed(5)).join(",");
}

/**
 * The filters without any place: no city, state, locality, distance search or map area (and
 * not nearest first) — what "Near me" and "Search this area" put their own place into.
 */
export function withoutPlace(applied: AppliedFilters): AppliedFilters {
  return {
    ...applied,
    city: undefined,
    state: undefined,
    locality: undefined,
    radius: undefined,
    lat: undefined,
    lon: undefined,
    centre: undefined,
    bounds: undefined,
    sort: applied.sort === "distance" ? "relevance" : applied.sort,
  };
}

/** A copy of the filters without the ones a chip stands for. */
export function withoutFilter(applied: AppliedFilters, key: FilterKey): AppliedFilters {
  const next: AppliedFilters = {
    ...applied,
    fromQuery: applied.fromQuery.filter((k) => k !== key),
  };
  switch (key) {
    case "price":
      delete next.minPrice;
      delete next.maxPrice;
      break;
    case "area":
      delete next.minArea;
      delete next.maxArea;
      break;
    case "keywords":
      next.keywords = [];
      break;
    case "city":
      delete next.city;
      delete next.locality;
      delete next.state;
      break;
    case "transactionType":
      next.transactionType = "Buy";
      break;
    case "radius":
      delete next.radius;
      delete next.lat;
      delete next.lon;
      delete next.centre;
      if (next.sort === "distance") next.sort = "relevance";
      break;
    default:
      delete next[key];
  }
  return next;
}

export function searchPageHref(
  basePath: SearchBasePath,
  applied: AppliedFilters,
  page = 1,
): string {
  return `${basePath}?${appliedToParams(applied, page).toString()}`;
}

export function removeFilterHref(
  basePath: SearchBasePath,
  applied: AppliedFilters,
  key: FilterKey,
): string {
  return searchPageHref(basePath, withoutFilter(applied, key));
}

export function sortHref(basePath: SearchBasePath, applied: AppliedFilters, sort: SearchSort) {
  return searchPageHref(basePath, { ...applied, sort });
}
