/**
 * Chips of a parsed query: one removable label per thing the free text set ("2 BHK",
 * "Under ₹ 50 L", "Near Indore"), and what removing one clears. Pure and isomorphic.
 */
import { formatAreaValue } from "@/lib/format/area";
import { formatPriceShort } from "@/lib/format/money";
import type { ParsedQuery, QueryChip } from "@/lib/search/query/parsed-query";
import { bhkFilterLabel, FURNISHING_LABELS, propertyTypeLabel } from "@/lib/format/labels";

export type { QueryChip } from "@/lib/search/query/parsed-query";

/** The chip of a place the search does not know: it says so rather than dropping the word. */
export function unknownPlaceLabel(place: string): string {
  return `“${place}”: place not found, searching everywhere`;
}

/** Which fields removing a chip clears. */
export const CHIP_FIELDS: Readonly<Record<string, readonly (keyof ParsedQuery)[]>> = {
  transactionType: ["transactionType"],
  propertyType: ["propertyType"],
  bhk: ["bhk"],
  price: ["minPrice", "maxPrice"],
  minPrice: ["minPrice"],
  maxPrice: ["maxPrice"],
  area: ["minArea", "maxArea"],
  minArea: ["minArea"],
  maxArea: ["maxArea"],
  furnishing: ["furnishing"],
  postedBy: ["postedBy"],
  locality: ["locality", "radiusKm"],
  city: ["city", "state", "locality", "near", "radiusKm"],
  state: ["state"],
  unknownPlace: ["unknownPlace"],
};

/** A copy of `parsed` without the chip `key` and the fields it stands for. */
export function removeChip(parsed: ParsedQuery, key: string): ParsedQuery {
  const fields = CHIP_FIELDS[key] ?? [];
  const next: ParsedQuery = { ...parsed, keywords: [...parsed.keywords] };
  for (const field of fields) {
    if (field !== "keywords" && field !== "chips") delete next[field];
  }
  const removedKeys = new Set([key]);
  if (key === "city") removedKeys.add("locality");
  next.chips = parsed.chips.filter((chip) => !removedKeys.has(chip.key));
  return next;
}

/** How the text wrote an area: "About 2 acre", or the bounds as typed. */
export type AreaLabels = { min?: string; max?: string; about?: string };

/** The chips of a parsed query, in display order. */
export function queryChips(q: Omit<ParsedQuery, "chips">, areaLabels: AreaLabels): QueryChip[] {
  const chips: QueryChip[] = [];
  if (q.transactionType) {
    chips.push({ key: "transactionType", label: q.transactionType });
  }
  if (q.propertyType) chips.push({ key: "propertyType", label: propertyTypeLabel(q.propertyType) });
  if (q.bhk) chips.push({ key: "bhk", label: bhkFilterLabel(q.bhk) });
  const { minPrice, maxPrice, minArea, maxArea } = q;
  if (minPrice !== undefined && maxPrice !== undefined) {
    chips.push({
      key: "price",
      label: `${formatPriceShort(minPrice)} – ${formatPriceShort(maxPrice)}`,
    });
  } else if (maxPrice !== undefined) {
    chips.push({ key: "maxPrice", label: `Under ${formatPriceShort(maxPrice)}` });
  } else if (minPrice !== undefined) {
    chips.push({ key: "minPrice", label: `Above ${formatPriceShort(minPrice)}` });
  }
  if (minArea !== undefined && maxArea !== undefined) {
    const label = areaLabels.about
      ? `About ${areaLabels.about}`
      : `${areaLabels.min ?? formatAreaValue(minArea, "sqft")} – ${areaLabels.max ?? formatAreaValue(maxArea, "sqft")}`;
    chips.push({ key: "area", label });
  } else if (maxArea !== undefined) {
    chips.push({
      key: "maxArea",
      label: `Under ${areaLabels.max ?? formatAreaValue(maxArea, "sqft")}`,
    });
  } else if (minArea !== undefined) {
    chips.push({
      key: "minArea",
      label: `Above ${areaLabels.min ?? formatAreaValue(minArea, "sqft")}`,
    });
  }
  if (q.furnishing) chips.push({ key: "furnishing", label: FURNISHING_LABELS[q.furnishing] });
  if (q.postedBy) chips.push({ key: "postedBy", label: "Owner" });
  const around = (place: string) =>
    q.radiusKm !== undefined ? `Within ${q.radiusKm} km of ${place}` : `Near ${place}`;
  if (q.locality) {
    chips.push({ key: "locality", label: q.near ? around(q.locality) : q.locality });
  }
  if (q.city) {
    const near = q.near && !q.locality;
    chips.push({ key: "city", label: near ? around(q.city) : q.city });
  }
  if (q.state && !q.city) {
    chips.push({ key: "state", label: q.near ? `Near ${q.state}` : q.state });
  }
  if (q.unknownPlace) chips.push({ key: "unknownPlace", label: unknownPlaceLabel(q.unknownPlace) });
  return chips;
}
