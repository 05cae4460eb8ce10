/**
 * Links into the search results with the spec's fields plus the extra filters the search page
 * reads (minPrice, maxPrice, bhk). Isomorphic: a link with a city names its state too (the
 * city data set is server-only, see lib/geo/city-data.ts).
 */
import { searchResultsHref } from "@/lib/search/search-link";
import type { SearchTypeGroup, TransactionType } from "@/lib/validation/property-enums";

export type ListingSearch = {
  /** Empty: any type (the free text may still name one). */
  propertyType: SearchTypeGroup | "";
  transactionType: TransactionType;
  city?: string;
  /** The city's state ("" or left out: none in the link). */
  state?: string;
  locality?: string;
  searchQuery?: string;
  minPrice?: number;
  maxPrice?: number;
  bhk?: number;
};

export function listingSearchHref(s: ListingSearch): string {
  const href = searchResultsHref({
    propertyType: s.propertyType,
    transactionType: s.transactionType,
    city: s.city ?? "",
    state: s.state ?? "",
    locality: s.locality ?? "",
    searchQuery: s.searchQuery ?? "",
  });
  const extra = new URLSearchParams();
  if (s.minPrice != null) extra.set("minPrice", String(s.minPrice));
  if (s.maxPrice != null) extra.set("maxPrice", String(s.maxPrice));
  if (s.bhk != null) extra.set("bhk", String(s.bhk));
  const tail = extra.toString();
  return tail ? `${href}&${tail}` : href;
}

/** Search type groups with the words buyers use for them. */
export const TYPE_GROUP_WORDS: Record<SearchTypeGroup, { label: string; plural: string }> = {
  FlatApartment: { label: "Flat / Apartment", plural: "Flats" },
  House: { label: "House / Villa", plural: "Houses" },
  LandPlot: { label: "Land / Plot", plural: "Plots" },
  Office: { label: "Office space", plural: "Office spaces" },
  Shop: { label: "Shop / Showroom", plural: "Shops" },
};
