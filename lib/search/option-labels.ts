/**
 * Labels of the search form's choices (type, furnishing, posted by, sort, amenities). Tiny and
 * isomorphic: client components import these, never ./search-labels (which is server-only,
 * with the city dataset and the query parser behind it).
 */
import {
  PROPERTY_TYPE_LABELS,
  type Amenity,
  type Furnishing,
  type PropertyType,
  type SellerKind,
} from "@/lib/validation/property-enums";
import type { SearchSort } from "@/lib/validation/search";

export const SEARCH_TYPE_OPTIONS: { value: string; label: string }[] = [
  { value: "FlatApartment", label: "Flat / Apartment" },
  { value: "House", label: "House / Villa" },
  { value: "LandPlot", label: "Plot / Land" },
  { value: "Office", label: "Office Space" },
  { value: "Shop", label: "Shop / Showroom" },
  { value: "Warehouse", label: "Warehouse / Godown" },
];

export const FURNISHING_LABELS: Record<Furnishing, string> = {
  furnished: "Furnished",
  semi: "Semi-furnished",
  unfurnished: "Unfurnished",
};

export const POSTED_BY_LABELS: Record<SellerKind, string> = {
  individual: "Owner",
  agent: "Agent",
  builder: "Builder",
};

export const SORT_LABELS: Record<SearchSort, string> = {
  relevance: "Relevance",
  newest: "Newest first",
  price_asc: "Price: low to high",
  price_desc: "Price: high to low",
  ppsf_asc: "Price per sq ft: low to high",
  ppsf_desc: "Price per sq ft: high to low",
  distance: "Distance: nearest first",
};

export function amenityLabel(a: Amenity): string {
  const s = a.replace(/_/g, " ");
  return s === "cctv" ? "CCTV" : s === "ac" ? "AC" : s.charAt(0).toUpperCase() + s.slice(1);
}

export function propertyTypeLabel(type: string): string {
  return (
    SEARCH_TYPE_OPTIONS.find((o) => o.value === type)?.label ??
    PROPERTY_TYPE_LABELS[type as PropertyType] ??
    type
  );
}
