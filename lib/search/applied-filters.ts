/**
 * The filters a search actually applies: the URL filters, completed by what the free-text
 * parser read from `searchQuery`. Explicit URL filters win over parsed ones (one exception:
 * transactionType defaults to Buy in every URL, so words like "for rent" override that default).
 * Isomorphic: used by the search query, the pages (chips, headings) and the API.
 */
import { findCityByName } from "@/lib/geo/cities";
import { CITY_GAZETTEER } from "@/lib/search/gazetteer";
import { parseSearchQuery } from "@/lib/search/query/parse-query";
import {
  NEAR_LOCALITY_RADIUS_KM,
  searchCentre,
  snapRadius,
  type SearchCentre,
} from "@/lib/search/search-centre";
import { DEFAULT_RADIUS_KM, type SearchFilters } from "@/lib/validation/search";

/** Filter fields a chip can stand for (URL field names; price and area are ranges). */
export type FilterKey =
  | "propertyType"
  | "transactionType"
  | "city"
  | "state"
  | "locality"
  | "price"
  | "bhk"
  | "area"
  | "furnishing"
  | "possession"
  | "postedBy"
  | "verified"
  | "amenities"
  | "keywords"
  | "radius"
  | "bounds"
  | "unknownPlace";

export type AppliedFilters = Omit<SearchFilters, "searchQuery"> & {
  /** Words left over from the free text: matched with full-text search. */
  keywords: string[];
  /** Fields whose value came from the free text rather than the URL. */
  fromQuery: FilterKey[];
  /** A place in the free text the search does not know: shown in a chip, not searched. */
  unknownPlace?: string;
  /**
   * Where a distance search is measured from (set exactly when `radius` is): listings within
   * `radius` km of it replace the city, state and locality filters.
   */
  centre?: SearchCentre;
};

/** Merges the parsed free text into the URL filters (URL wins). */
export function resolveAppliedFilters(filters: SearchFilters): AppliedFilters {
  const { searchQuery, ...rest } = filters;
  const applied: AppliedFilters = { ...rest, keywords: [], fromQuery: [] };
  if (searchQuery) mergeQuery(applied, filters, searchQuery);
  return withCentre(applied);
}

/**
 * A distance search needs a centre: the position, else the locality or city. A position alone
 * searches DEFAULT_RADIUS_KM around it; a radius with no known place is dropped, and so is the
 * distance order without a centre.
 */
function withCentre(applied: AppliedFilters): AppliedFilters {
  if (applied.lat !== undefined && applied.radius === undefined) applied.radius = DEFAULT_RADIUS_KM;
  const centre = applied.radius === undefined ? undefined : searchCentre(applied);
  if (centre) applied.centre = centre;
  else {
    delete applied.radius;
    delete applied.lat;
    delete applied.lon;
    applied.fromQuery = applied.fromQuery.filter((k) => k !== "radius");
  }
  if (applied.sort === "distance" && !centre) applied.sort = "relevance";
  return applied;
}

function mergeQuery(applied: AppliedFilters, filters: SearchFilters, searchQuery: string): void {
  const parsed = parseSearchQuery(searchQuery, CITY_GAZETTEER);
  const from = (key: FilterKey) => {
    if (!applied.fromQuery.includes(key)) applied.fromQuery.push(key);
  };

  if (parsed.transactionType && filters.transactionType === "Buy") {
    if (parsed.transactionType !== "Buy") from("transactionType");
    applied.transactionType = parsed.transactionType;
  }
  if (parsed.propertyType && !filters.propertyType) {
    applied.propertyType = parsed.propertyType;
    from("propertyType");
  }
  if (parsed.bhk?.length && !filters.bhk) {
    applied.bhk = parsed.bhk.map((n) => Math.min(n, 5)).filter((n, i, a) => a.indexOf(n) === i);
    from("bhk");
  }
  const priceExplicit = filters.minPrice !== undefined || filters.maxPrice !== undefined;
  if (!priceExplicit && (parsed.minPrice !== undefined || parsed.maxPrice !== undefined)) {
    applied.minPrice = parsed.minPrice;
    applied.maxPrice = parsed.maxPrice;
    from("price");
  }
  const areaExplicit = filters.minArea !== undefined || filters.maxArea !== undefined;
  if (!areaExplicit && (parsed.minArea !== undefined || parsed.maxArea !== undefined)) {
    applied.minArea = parsed.minArea === undefined ? undefined : Math.floor(parsed.minArea);
    applied.maxArea = parsed.maxArea === undefined ? undefined : Math.ceil(parsed.maxArea);
    from("area");
  }
  if (parsed.furnishing && !filters.furnishing) {
    applied.furnishing = [parsed.furnishing];
    from("furnishing");
  }
  if (parsed.postedBy && !filters.postedBy?.length) {
    applied.postedBy = [parsed.postedBy];
    from("postedBy");
  }

  // Places: an explicit city keeps its own locality; a parsed locality is used only in that city.
  const explicitCity = filters.city ? findCityByName(filters.city) : undefined;
  if (!filters.city && parsed.city) {
    applied.city = parsed.city;
    from("city");
  } else if (!filters.city && !filters.state && parsed.state) {
    applied.state = parsed.state;
    from("state");
  }
  const cityOfLocality = parsed.city ? findCityByName(parsed.city) : undefined;
  const sameCity = !filters.city || (explicitCity && explicitCity === cityOfLocality);
  if (parsed.locality && !filters.locality && sameCity) {
    applied.locality = parsed.locality;
    from("locality");
  }

  if (parsed.keywords.length) {
    applied.keywords = parsed.keywords;
    from("keywords");
  }
  if (parsed.unknownPlace && !filters.city && !filters.state) {
    applied.unknownPlace = parsed.unknownPlace;
    from("unknownPlace");
  }

  // "within 5 km of <place>", "near <locality>": a distance search, unless the URL has one.
  if (filters.radius === undefined && filters.lat === undefined) {
    const placeApplied = parsed.locality
      ? applied.locality === parsed.locality
      : Boolean(parsed.city) && applied.city === parsed.city;
    if (parsed.radiusKm !== undefined && placeApplied) {
      applied.radius = snapRadius(parsed.radiusKm);
      from("radius");
    } else if (parsed.near && parsed.locality && placeApplied) {
      applied.radius = NEAR_LOCALITY_RADIUS_KM;
      from("radius");
    }
  }
}

/** Explicit filters that narrow the result (everything except deal, sort and page). */
export function activeFilterKeys(applied: AppliedFilters): FilterKey[] {
  const keys: FilterKey[] = [];
  if (applied.propertyType) keys.push("propertyType");
  if (applied.centre) keys.push("radius");
  else {
    if (applied.city) keys.push("city");
    if (applied.state && !applied.city) keys.push("state");
    if (applied.locality) keys.push("locality");
  }
  if (applied.bounds) keys.push("bounds");
  if (applied.minPrice !== undefined || applied.maxPrice !== undefined) keys.push("price");
  if (applied.bhk?.length) keys.push("bhk");
  if (applied.minArea !== undefined || applied.maxArea !== undefined) keys.push("area");
  if (applied.furnishing?.length) keys.push("furnishing");
  if (applied.possession) keys.push("possession");
  if (applied.postedBy?.length) keys.push("postedBy");
  if (applied.verified) keys.push("verified");
  if (applied.amenities?.length) keys.push("amenities");
  if (applied.keywords.length) keys.push("keywords");
  return keys;
}
