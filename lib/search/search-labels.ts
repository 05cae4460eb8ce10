/**
 * Words for search pages: headings ("2 BHK Flats for Sale in Indore"), chip labels, counts.
 * Server-only (the city dataset stays out of client bundles); the words for each filter value
 * live in lib/format/labels.
 */
import { unknownPlaceLabel } from "@/lib/search/query/chips";
import "server-only";
import { formatIndianNumber, formatPriceShort } from "@/lib/format/money";
import { formatArea } from "@/lib/format/area";
import { findCityByName } from "@/lib/geo/cities";
import { MAX_SEARCH_PAGE, SEARCH_PAGE_SIZE } from "@/lib/validation/search";
import {
  activeFilterKeys,
  type AppliedFilters,
  type FilterKey,
} from "@/lib/search/applied-filters";

const TYPE_PLURALS: Record<string, string> = {
  FlatApartment: "Flats",
  LandPlot: "Plots & Land",
  Office: "Office Spaces",
  Shop: "Shops & Showrooms",
  House: "Houses & Villas",
  IndependentHouseVilla: "Independent Houses & Villas",
  IndependentBuilderFloor: "Builder Floors",
  RKStudioApartment: "1 RK / Studio Apartments",
  ServicedApartment: "Serviced Apartments",
  Farmhouse: "Farmhouses",
  Plot: "Plots",
  Land: "Land",
  Showroom: "Showrooms",
  Warehouse: "Warehouses & Godowns",
  Industrial: "Industrial Sheds",
  Hospitality: "Hotels & Guest Houses",
  Other: "Properties",
};

import {
  amenityLabel,
  bhkFilterLabel,
  FURNISHING_LABELS,
  SELLER_KIND_LABELS,
  propertyTypeLabel,
} from "@/lib/format/labels";

function placeName(applied: AppliedFilters): string {
  const city = applied.city ? (findCityByName(applied.city)?.name ?? applied.city) : undefined;
  if (city && applied.locality) return `${applied.locality}, ${city}`;
  if (city) return city;
  if (applied.locality) return applied.locality;
  return applied.state ?? "India";
}

/** "2 BHK Flats for Sale in Indore", "Plots & Land for Sale in Bhopal", "PG in Pune". */
export function searchHeading(applied: AppliedFilters): string {
  const type = applied.propertyType ? (TYPE_PLURALS[applied.propertyType] ?? "Properties") : "";
  const bhk =
    applied.bhk?.length === 1 && applied.bhk[0] > 0 ? `${bhkFilterLabel(applied.bhk)} ` : "";
  const what = type || "Properties";
  const place = applied.centre
    ? `within ${applied.radius} km of ${applied.centre.label}`
    : applied.bounds && !applied.city && !applied.state && !applied.locality
      ? "in the map area"
      : `in ${placeName(applied)}`;
  if (applied.transactionType === "PG") {
    return type ? `${bhk}${what} for PG ${place}` : `PG Accommodation ${place}`;
  }
  const deal = applied.transactionType === "Rent" ? "for Rent" : "for Sale";
  return `${bhk}${what} ${deal} ${place}`;
}

/** "1,234 properties found"; "10,000+ properties found" at the count cap. */
export function resultCountText(total: number, capped: boolean): string {
  const n = `${formatIndianNumber(total)}${capped ? "+" : ""}`;
  return `${n} ${total === 1 && !capped ? "property" : "properties"} found`;
}

export function lastPage(total: number): number {
  return Math.max(1, Math.min(MAX_SEARCH_PAGE, Math.ceil(total / SEARCH_PAGE_SIZE)));
}

function rangeLabel(
  min: number | undefined,
  max: number | undefined,
  fmt: (n: number) => string,
): string {
  if (min !== undefined && max !== undefined) return `${fmt(min)} – ${fmt(max)}`;
  if (max !== undefined) return `Under ${fmt(max)}`;
  return `Above ${fmt(min ?? 0)}`;
}

export type FilterChip = { key: FilterKey; label: string; fromQuery: boolean };

/** One removable chip per active filter. */
export function filterChips(applied: AppliedFilters): FilterChip[] {
  const rent = applied.transactionType !== "Buy";
  const price = (n: number) => (rent ? `₹${formatIndianNumber(n)}/month` : formatPriceShort(n));
  const label: Record<FilterKey, () => string> = {
    propertyType: () => propertyTypeLabel(applied.propertyType ?? ""),
    transactionType: () => applied.transactionType,
    city: () => findCityByName(applied.city ?? "")?.name ?? applied.city ?? "",
    state: () => applied.state ?? "",
    locality: () => applied.locality ?? "",
    price: () => rangeLabel(applied.minPrice, applied.maxPrice, price),
    bhk: () => bhkFilterLabel(applied.bhk ?? []),
    area: () => rangeLabel(applied.minArea, applied.maxArea, formatArea),
    furnishing: () => (applied.furnishing ?? []).map((f) => FURNISHING_LABELS[f]).join(", "),
    possession: () => (applied.possession === "ready" ? "Ready to move" : "Under construction"),
    postedBy: () => (applied.postedBy ?? []).map((k) => SELLER_KIND_LABELS[k].short).join(", "),
    verified: () => "Documents checked",
    amenities: () => (applied.amenities ?? []).map(amenityLabel).join(", "),
    keywords: () => `“${applied.keywords.join(" ")}”`,
    radius: () => `Within ${applied.radius} km of ${applied.centre?.label ?? ""}`,
    bounds: () => "Map area",
    unknownPlace: () => unknownPlaceLabel(applied.unknownPlace ?? ""),
  };
  const keys = activeFilterKeys(applied);
  if (applied.unknownPlace) keys.push("unknownPlace");
  if (applied.fromQuery.includes("transactionType")) keys.unshift("transactionType");
  return keys.map((key) => ({
    key,
    label: label[key](),
    fromQuery: applied.fromQuery.includes(key),
  }));
}
