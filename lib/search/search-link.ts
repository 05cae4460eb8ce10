import type { SearchTypeGroup, TransactionType } from "@/lib/validation/property-enums";

export type SearchLinkInput = {
  propertyType: SearchTypeGroup | string;
  transactionType: TransactionType;
  city?: string;
  state?: string;
  locality?: string;
  searchQuery?: string;
};

/**
 * The one builder of search-results links (spec): always
 * /search-results?propertyType=…&transactionType=…&page=1&city=…&state=…&locality=&searchQuery=
 */
export function searchResultsHref(input: SearchLinkInput): string {
  const params = new URLSearchParams();
  params.set("propertyType", input.propertyType);
  params.set("transactionType", input.transactionType);
  params.set("page", "1");
  params.set("city", input.city ?? "");
  params.set("state", input.state ?? "");
  params.set("locality", input.locality ?? "");
  params.set("searchQuery", input.searchQuery ?? "");
  return `/search-results?${params.toString()}`;
}
