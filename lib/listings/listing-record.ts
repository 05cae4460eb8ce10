import "server-only";
import { fromSqft, isAreaUnit, toSqft, type AreaUnit } from "@/lib/format/area";
import { formatPriceShort } from "@/lib/format/money";
import type { properties } from "@/lib/db/schema";
import {
  fieldsFor,
  formValueOf,
  parseFieldValue,
  TYPE_GROUPS,
  TYPE_GROUP_OF,
  type DetailValues,
} from "@/lib/listings/fields";
import {
  listingSchema,
  readNumber,
  type ListingFormInput,
  type ListingInput,
} from "@/lib/validation/listing";
import { PROPERTY_TYPE_LABELS } from "@/lib/format/labels";
import {
  type Amenity,
  type DealType,
  type Furnishing,
  type Possession,
  type PropertyType,
} from "@/lib/validation/property-enums";
import { canonicalJson } from "./canonical-json";
import type { ResolvedLocation } from "./resolve-location";

type PropertyInsert = typeof properties.$inferInsert;

/** Everything a seller's form decides about a listing (no ids, status or dates). */
export type ListingFacts = Pick<
  PropertyInsert,
  | "title"
  | "description"
  | "propertyType"
  | "dealType"
  | "cityId"
  | "localityId"
  | "cityName"
  | "localityName"
  | "state"
  | "address"
  | "pincode"
  | "lat"
  | "lon"
  | "price"
  | "priceOnRequest"
  | "negotiable"
  | "deposit"
  | "maintenance"
  | "pricePerSqft"
  | "bhk"
  | "bathrooms"
  | "balconies"
  | "areaSqft"
  | "areaValue"
  | "areaUnit"
  | "carpetAreaSqft"
  | "builtUpAreaSqft"
  | "superAreaSqft"
  | "plotAreaSqft"
  | "floorNo"
  | "totalFloors"
  | "facing"
  | "furnishing"
  | "possession"
  | "possessionDate"
  | "ageYears"
  | "ownership"
  | "reraNumber"
  | "amenities"
  | "extras"
>;

const NUMERIC_COLUMNS = new Set(["bhk", "bathrooms", "balconies", "ageYears"]);

const DEAL_WORDS: Record<DealType, string> = { sale: "Sale", rent: "Rent", pg: "PG" };

export function defaultTitle(
  type: PropertyType,
  deal: DealType,
  bhk: number | null,
  locality: string,
  city: string,
): string {
  const rooms = type === "RKStudioApartment" ? "" : bhk ? `${bhk} BHK ` : "";
  const what =
    deal === "pg" ? "PG accommodation" : `${PROPERTY_TYPE_LABELS[type]} for ${DEAL_WORDS[deal]}`;
  return `${rooms}${what} in ${locality}, ${city}`;
}

/** Maps a validated form onto the listing's typed columns plus `extras`. */
export function listingFacts(input: ListingInput, location: ResolvedLocation): ListingFacts {
  const type = input.propertyType;
  const deal = input.dealType;
  const group = TYPE_GROUP_OF[type];
  const details = input.details as DetailValues;
  const columns: Record<string, string | number | null> = {};
  const extras: Record<string, unknown> = {};
  for (const field of fieldsFor(type, deal, details)) {
    const parsed = parseFieldValue(field, details[field.name]);
    if (!parsed.ok || parsed.value === null) continue;
    if (field.column) {
      columns[field.column] = NUMERIC_COLUMNS.has(field.column)
        ? Number(parsed.value)
        : (parsed.value as string | number);
    } else if (parsed.value !== false) {
      extras[field.name] = parsed.value;
    }
  }
  if (type === "RKStudioApartment") columns.bhk = 0;

  const unit = input.areaUnit;
  const sqftOf = (value: string | number | undefined) => {
    const n = readNumber(value);
    return n === null ? null : Math.max(1, Math.round(toSqft(n, unit, location.state).sqft));
  };
  const areaValue = readNumber(input.area) ?? 0;
  const areaSqft = sqftOf(input.area) ?? 1;
  const conversion = toSqft(areaValue, unit, location.state);
  if (unit !== "sqft") extras.areaBasis = conversion.basis;
  const price = readNumber(input.price) ?? 0;
  const info = TYPE_GROUPS[group];
  const bhk = (columns.bhk as number | undefined) ?? null;

  return {
    title: input.title || defaultTitle(type, deal, bhk, location.localityName, location.cityName),
    description: input.description,
    propertyType: type,
    dealType: deal,
    cityId: location.cityId,
    localityId: location.localityId,
    cityName: location.cityName,
    localityName: location.localityName,
    state: location.state,
    address: input.address,
    pincode: input.pincode || null,
    lat: location.lat,
    lon: location.lon,
    price,
    priceOnRequest: deal === "sale" && input.priceOnRequest,
    negotiable: input.negotiable,
    deposit: (columns.deposit as number | undefined) ?? null,
    maintenance: (columns.maintenance as number | undefined) ?? null,
    pricePerSqft: deal === "sale" && areaSqft > 0 ? Math.round(price / areaSqft) : null,
    bhk,
    bathrooms: (columns.bathrooms as number | undefined) ?? null,
    balconies: (columns.balconies as number | undefined) ?? null,
    areaSqft,
    areaValue,
    areaUnit: unit,
    carpetAreaSqft: info.mainAreaColumn === "carpetAreaSqft" ? areaSqft : null,
    plotAreaSqft: info.mainAreaColumn === "plotAreaSqft" ? areaSqft : null,
    builtUpAreaSqft: info.extraAreas.includes("builtUpArea") ? sqftOf(input.builtUpArea) : null,
    superAreaSqft: info.extraAreas.includes("superArea") ? sqftOf(input.superArea) : null,
    floorNo: (columns.floorNo as number | undefined) ?? null,
    totalFloors: (columns.totalFloors as number | undefined) ?? null,
    facing: (columns.facing as string | undefined) ?? null,
    furnishing: (columns.furnishing as Furnishing | undefined) ?? null,
    possession: (columns.possession as Possession | undefined) ?? null,
    possessionDate: (columns.possessionDate as string | undefined) ?? null,
    ageYears: (columns.ageYears as number | undefined) ?? null,
    ownership: (columns.ownership as string | undefined) ?? null,
    reraNumber: (columns.reraNumber as string | undefined) ?? null,
    amenities: input.amenities as Amenity[],
    extras,
  };
}

/**
 * The stored row with each banded column read as the form reads it (an age of 19 years is the
 * form's "10+ years", 10), so saving a listing whose number the form shows as its band is not
 * a change for review.
 */
export function storedAsForm<T extends Partial<ListingFacts>>(row: T): T {
  if (!row.propertyType || !row.dealType) return row;
  const out: Record<string, unknown> = { ...row };
  for (const field of fieldsFor(row.propertyType, row.dealType, {
    possession: text(row.possession),
  })) {
    if (!field.banded || !field.column || out[field.column] == null) continue;
    const value = formValueOf(field, out[field.column]);
    out[field.column] = NUMERIC_COLUMNS.has(field.column) ? Number(value) : value;
  }
  return out as T;
}

/** Stable text of the facts, to tell whether an edit changed anything buyers see. */
export function factsFingerprint(facts: ListingFacts): string {
  const normal = Object.fromEntries(
    Object.entries(facts).map(([k, v]) => [k, Array.isArray(v) ? [...v].sort() : (v ?? null)]),
  );
  return canonicalJson(normal);
}

type StoredListing = ListingFacts & { citySlug: string };

/**
 * The facts an unchanged edit of a stored listing writes: the listing read into the form and
 * saved again, its map point kept. The demo seed stores its listings this way, so a seller who
 * edits a demo listing changes only what they change (lib/db/seed/property-factory.ts).
 */
export function factsAsTheFormSaves(
  row: StoredListing & { lat: number; lon: number },
): ListingFacts {
  const input = listingSchema.parse(formInputFromListing(row, []));
  return listingFacts(input, {
    cityId: row.cityId,
    cityName: row.cityName,
    citySlug: row.citySlug,
    state: row.state,
    localityId: row.localityId ?? null,
    localityName: row.localityName ?? "",
    lat: row.lat,
    lon: row.lon,
  });
}

type StoredPhoto = {
  storageKey: string;
  url: string;
  width: number;
  height: number;
  alt: string;
  isCover: boolean;
};

const text = (v: unknown): string => (v === null || v === undefined ? "" : String(v));

/** The form's values for an existing listing (edit screen). */
export function formInputFromListing(row: StoredListing, media: StoredPhoto[]): ListingFormInput {
  const details: Record<string, string | boolean | string[]> = {};
  const columns = row as unknown as Record<string, unknown>;
  const extras = (row.extras ?? {}) as Record<string, unknown>;
  // Every field of the table: columns first, then extras (booleans and lists kept as they are).
  for (const field of fieldsFor(row.propertyType, row.dealType, {
    possession: text(row.possession),
  })) {
    const raw = field.column ? columns[field.column] : extras[field.name];
    if (raw === null || raw === undefined) continue;
    details[field.name] = formValueOf(field, raw) as string | boolean | string[];
  }
  const unit: AreaUnit = isAreaUnit(row.areaUnit ?? "sqft") ? (row.areaUnit as AreaUnit) : "sqft";
  const back = (sqft: number | null | undefined) =>
    sqft ? String(fromSqft(sqft, unit, row.state)) : "";
  const cover = media.find((m) => m.isCover) ?? media[0];
  return {
    propertyType: row.propertyType,
    dealType: row.dealType,
    citySlug: row.citySlug,
    localityName: row.localityName ?? "",
    localityId: row.localityId ?? null,
    address: row.address ?? "",
    pincode: row.pincode ?? "",
    areaUnit: unit,
    area: String(row.areaValue),
    builtUpArea: back(row.builtUpAreaSqft),
    superArea: back(row.superAreaSqft),
    price: String(row.price),
    priceOnRequest: row.priceOnRequest ?? false,
    negotiable: row.negotiable ?? false,
    details,
    amenities: (row.amenities ?? []) as Amenity[],
    title: row.title,
    description: row.description ?? "",
    photos: media.map((m) => ({
      key: m.storageKey,
      url: m.url,
      width: m.width,
      height: m.height,
      alt: m.alt,
    })),
    coverKey: cover?.storageKey ?? null,
  };
}

/** "₹45 L" or "₹25,000/month" style summary for tables and notifications. */
export function priceSummary(price: number, deal: DealType): string {
  return deal === "sale" ? formatPriceShort(price) : `${formatPriceShort(price)}/month`;
}
