/**
 * Free-text search parser: turns what people type ("2bhk flat in indore under 50 lakh",
 * "plot near bhopal", "1 rk for rent in powai under 20k", "owner flat no broker",
 * "इंदौर में 2 बीएचके", "kiraye pe flat chahiye") into search filters and chips.
 * Pure and isomorphic: the place list comes in as a gazetteer, so tests and callers choose it.
 * Never throws. Its parts: ./tokens, ./vocabulary, ./places, ./quantities, ./chips.
 */
import { AREA_UNIT_ALIASES } from "@/lib/format/area";
import { moneyUnitMultiplier } from "@/lib/format/money";
import { queryChips, type AreaLabels } from "@/lib/search/query/chips";
import type { ParsedQuery } from "@/lib/search/query/parsed-query";
import type { Furnishing, SearchType, TransactionType } from "@/lib/validation/property-enums";
import { findPlaces, placeIndex, resolvePlaces, type Gazetteer } from "@/lib/search/query/places";
import { readDevanagariPlaces, unknownDevanagariPlace } from "@/lib/search/hindi-words";
import { quantityAt } from "@/lib/search/query/quantities";
import { Tokens, tokenize } from "@/lib/search/query/tokens";
import { STOP_WORDS, VOCABULARY } from "@/lib/search/query/vocabulary";

export type { ParsedQuery } from "@/lib/search/query/parsed-query";

function emptyResult(): ParsedQuery {
  return { keywords: [], chips: [] };
}

/** Parses free text into filters. Never throws; unreadable input gives `{ keywords: [], chips: [] }`. */
export function parseSearchQuery(text: string, gazetteer: Gazetteer): ParsedQuery {
  try {
    return parse(text, gazetteer);
  } catch {
    return emptyResult();
  }
}

function parse(text: string, gazetteer: Gazetteer): ParsedQuery {
  if (typeof text !== "string" || text.trim() === "") return emptyResult();
  const head = text.slice(0, 500);
  const t = new Tokens(
    tokenize(gazetteer?.devanagari ? readDevanagariPlaces(head, gazetteer.devanagari) : head),
  );
  if (t.length === 0) return emptyResult();

  // 1. Places first, so their words (and numbers, "DLF Phase 1") are not read as anything else.
  const place =
    gazetteer && Array.isArray(gazetteer.cities) && Array.isArray(gazetteer.localities)
      ? resolvePlaces(findPlaces(t, placeIndex(gazetteer)))
      : {};

  // 2. Numbers with their units and comparators.
  const txnEvents: { index: number; value: TransactionType }[] = [];
  const typeEvents: { index: number; value: SearchType; weak: boolean }[] = [];
  const bhk = new Set<number>();
  let monthly = false;
  let minPrice: number | undefined;
  let maxPrice: number | undefined;
  let minArea: number | undefined;
  let maxArea: number | undefined;
  let areaLabels: AreaLabels = {};
  let furnishingValue: Furnishing | undefined;
  let ownerOnly = false;
  const keywords: string[] = [];

  for (let i = 0; i < t.length; i += 1) {
    if (!t.free(i)) continue;
    const q = quantityAt(t, i, place.state);
    if (!q) continue;
    t.use(q.start, q.end);
    if (q.kind === "bhk") {
      q.values.forEach((v) => bhk.add(v));
      typeEvents.push({ index: i, value: "FlatApartment", weak: true });
    } else if (q.kind === "money") {
      if (q.monthly) monthly = true;
      if (q.min !== undefined) minPrice = q.min;
      if (q.max !== undefined) maxPrice = q.max;
    } else {
      if (q.land) typeEvents.push({ index: i, value: "LandPlot", weak: true });
      if (q.about) {
        areaLabels = { about: q.about };
      } else {
        areaLabels = { min: areaLabels.min, max: areaLabels.max };
        if (q.minLabel) areaLabels.min = q.minLabel;
        if (q.maxLabel) areaLabels.max = q.maxLabel;
      }
      if (q.min !== undefined) minArea = q.min;
      if (q.max !== undefined) maxArea = q.max;
    }
    i = q.end - 1;
  }

  // 3. Words and phrases.
  for (let i = 0; i < t.length; i += 1) {
    if (!t.free(i)) continue;
    const m = t.match(VOCABULARY, i);
    if (!m) {
      const w = t.toks[i];
      t.use(i, i + 1);
      if (STOP_WORDS.has(w) || /^[+\-/<>=.]+$/.test(w) || moneyUnitMultiplier(w) !== null) continue;
      if (AREA_UNIT_ALIASES[w] !== undefined) continue;
      if (!keywords.includes(w)) keywords.push(w);
      continue;
    }
    t.use(i, i + m.len);
    const a = m.value;
    if (a.kind === "txn") txnEvents.push({ index: i, value: a.value });
    else if (a.kind === "type")
      typeEvents.push({ index: i, value: a.value, weak: a.weak ?? false });
    else if (a.kind === "furnishing") furnishingValue ??= a.value;
    else if (a.kind === "owner") ownerOnly = true;
    else if (a.kind === "studio") {
      bhk.add(0);
      typeEvents.push({ index: i, value: "FlatApartment", weak: true });
    } else if (a.kind === "month") monthly = true;
    else if (a.kind === "keyword" && !keywords.includes(a.value)) keywords.push(a.value);
    i += m.len - 1;
  }

  // 4. Decide.
  let transactionType: TransactionType | undefined;
  if (txnEvents.some((e) => e.value === "PG")) transactionType = "PG";
  else if (txnEvents.length > 0) transactionType = txnEvents[0].value;
  else if (monthly) transactionType = "Rent";

  const strong = typeEvents.filter((e) => !e.weak).sort((a, b) => a.index - b.index)[0];
  const weak = typeEvents
    .filter((e) => e.weak && !(transactionType === "PG" && e.value === "FlatApartment"))
    .sort((a, b) => a.index - b.index)[0];
  const propertyType = strong?.value ?? weak?.value;

  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    [minPrice, maxPrice] = [maxPrice, minPrice];
  }
  if (minArea !== undefined && maxArea !== undefined && minArea > maxArea) {
    [minArea, maxArea] = [maxArea, minArea];
    areaLabels = { min: areaLabels.max, max: areaLabels.min, about: areaLabels.about };
  }

  const out: ParsedQuery = { keywords, chips: [] };
  if (transactionType) out.transactionType = transactionType;
  if (propertyType) out.propertyType = propertyType;
  if (bhk.size > 0) out.bhk = [...bhk].sort((a, b) => a - b);
  if (minPrice !== undefined) out.minPrice = minPrice;
  if (maxPrice !== undefined) out.maxPrice = maxPrice;
  if (minArea !== undefined) out.minArea = minArea;
  if (maxArea !== undefined) out.maxArea = maxArea;
  if (furnishingValue) out.furnishing = furnishingValue;
  if (ownerOnly) out.postedBy = "individual";
  if (place.locality) out.locality = place.locality;
  if (place.city) out.city = place.city;
  if (place.state) out.state = place.state;
  if (place.near) out.near = true;
  if (place.radiusKm !== undefined) out.radiusKm = place.radiusKm;
  if (!place.city && !place.locality && !place.state) {
    const unknown = unknownDevanagariPlace(text);
    if (unknown) out.unknownPlace = unknown;
  }
  out.chips = queryChips(out, areaLabels);
  return out;
}
