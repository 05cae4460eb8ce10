/**
 * Words for search pages: headings ("2 BHK Flats for Sale in Indore"), chip labels, counts.
 * Server-only (the city dataset stays out of client bundles); the words for each filter value
 * live in lib/format/labels.
 */
import { unknownPlaceLabel } from "@/lib/search/query/chips";
import "server-only";
import { cityName, localityName, stateName } from "@/lib/geo/place-names-hi";
import type { Locale } from "@/lib/i18n/locales";
import { messagesFor } from "@/lib/i18n/messages";
import { phraseFor } from "@/lib/i18n/phrase";
import { translator } from "@/lib/i18n/translator";
import { formatIndianNumber, formatPriceShort } from "@/lib/format/money";
import { formatArea } from "@/lib/format/area";
import { findCityByName } from "@/lib/geo/cities";
import { MAX_SEARCH_PAGE, SEARCH_PAGE_SIZE } from "@/lib/validation/search";
import {
  activeFilterKeys,
  type AppliedFilters,
  type FilterKey,
} from "@/lib/search/applied-filters";

import {
  amenityLabel,
  bhkFilterLabel,
  FURNISHING_LABELS,
  SELLER_KIND_LABELS,
  propertyTypeLabel,
} from "@/lib/format/labels";

function placeName(applied: AppliedFilters, locale: Locale): string {
  const found = applied.city ? findCityByName(applied.city)?.name : undefined;
  const city = found ? cityName(found, locale) : applied.city;
  const locality = applied.locality ? localityName(applied.locality, locale) : undefined;
  if (city && locality) return `${locality}, ${city}`;
  if (city) return city;
  if (locality) return locality;
  return applied.state
    ? stateName(applied.state, locale)
    : translator(locale, "searchTitle")("india");
}

function isTypeKey(type: string): type is TypeKey {
  return type in messagesFor("en").searchTitle.types;
}

type TypeKey = keyof ReturnType<typeof messagesFor>["searchTitle"]["types"];

/**
 * "2 BHK Flats for Sale in Indore", "Plots & Land for Sale in Bhopal", "PG in Pune"; in Hindi
 * "पुणे में बिक्री के लिए 2 BHK फ्लैट" (lib/i18n/messages, `searchTitle`).
 */
export function searchHeading(applied: AppliedFilters, locale: Locale = "en"): string {
  const t = translator(locale, "searchTitle");
  // Flats with only "1 RK" ticked are the RK studios of the flat group: say so.
  const rkOnly =
    applied.propertyType === "FlatApartment" && applied.bhk?.length === 1 && applied.bhk[0] === 0;
  const typeKey = rkOnly ? "RKStudioApartment" : applied.propertyType;
  const type = typeKey ? (isTypeKey(typeKey) ? t(`types.${typeKey}`) : t("properties")) : "";
  const bhk =
    applied.bhk?.length === 1 && applied.bhk[0] > 0 ? `${bhkFilterLabel(applied.bhk)} ` : "";
  const what = type || t("properties");
  const place = applied.centre
    ? t("placeWithin", { radius: applied.radius ?? 0, label: applied.centre.label })
    : applied.bounds && !applied.city && !applied.state && !applied.locality
      ? t("placeMap")
      : t("placeIn", { place: placeName(applied, locale) });
  if (applied.transactionType === "PG") {
    return type ? t("pgType", { bhk, what, place }) : t("pg", { place });
  }
  return t(applied.transactionType === "Rent" ? "rent" : "sale", { bhk, what, place });
}

/** "1,234 properties found"; "10,000+ properties found" at the count cap. */
export function resultCountText(total: number, capped: boolean, locale: Locale = "en"): string {
  const n = `${formatIndianNumber(total)}${capped ? "+" : ""}`;
  return translator(locale, "searchTitle")("count", {
    n,
    one: total === 1 && !capped ? "yes" : "no",
  });
}

export function lastPage(total: number): number {
  return Math.max(1, Math.min(MAX_SEARCH_PAGE, Math.ceil(total / SEARCH_PAGE_SIZE)));
}

/**
 * A page number past the end of a search that matches (`page=7` of 6 pages): the page is empty
 * though the search is not, so it points to the last page instead of saying nothing matches.
 */
export function isPastLastPage(result: { total: number; data: readonly unknown[] }): boolean {
  return result.total > 0 && result.data.length === 0;
}

function rangeLabel(
  min: number | undefined,
  max: number | undefined,
  fmt: (n: number) => string,
  locale: Locale,
): string {
  const t = translator(locale, "searchChips");
  if (min !== undefined && max !== undefined) return `${fmt(min)} – ${fmt(max)}`;
  if (max !== undefined) return t("under", { amount: fmt(max) });
  return t("above", { amount: fmt(min ?? 0) });
}

export type FilterChip = { key: FilterKey; label: string; fromQuery: boolean };

/** One removable chip per active filter. */
/** One removable chip per active filter, in the page's language. */
export function filterChips(applied: AppliedFilters, locale: Locale = "en"): FilterChip[] {
  const t = translator(locale, "searchChips");
  const phrase = phraseFor(locale);
  const rent = applied.transactionType !== "Buy";
  const price = (n: number) =>
    rent ? t("perMonth", { amount: `₹${formatIndianNumber(n)}` }) : formatPriceShort(n, locale);
  const city = findCityByName(applied.city ?? "")?.name;
  const label: Record<FilterKey, () => string> = {
    propertyType: () => phrase(propertyTypeLabel(applied.propertyType ?? "")),
    transactionType: () => t(`deals.${applied.transactionType}`),
    city: () => (city ? cityName(city, locale) : (applied.city ?? "")),
    state: () => (applied.state ? stateName(applied.state, locale) : ""),
    locality: () => (applied.locality ? localityName(applied.locality, locale) : ""),
    price: () => rangeLabel(applied.minPrice, applied.maxPrice, price, locale),
    bhk: () => bhkFilterLabel(applied.bhk ?? []),
    area: () => rangeLabel(applied.minArea, applied.maxArea, formatArea, locale),
    furnishing: () =>
      (applied.furnishing ?? []).map((f) => phrase(FURNISHING_LABELS[f])).join(", "),
    possession: () =>
      phrase(applied.possession === "ready" ? "Ready to move" : "Under construction"),
    postedBy: () =>
      (applied.postedBy ?? []).map((k) => phrase(SELLER_KIND_LABELS[k].short)).join(", "),
    verified: () => t("verified"),
    amenities: () => (applied.amenities ?? []).map((a) => phrase(amenityLabel(a))).join(", "),
    keywords: () => `“${applied.keywords.join(" ")}”`,
    radius: () => t("within", { radius: applied.radius ?? 0, label: applied.centre?.label ?? "" }),
    bounds: () => t("mapArea"),
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
