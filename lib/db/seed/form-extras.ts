/**
 * The generators describe a demo listing in their own words (lengthFt, landType, parking,
 * sharing "double" …) and the description is written from those. What is stored in `extras` is
 * exactly what the post-a-property form would store for the same answers: its field names, its
 * option values, numbers as numbers, "no" left out (lib/listings/listing-record.ts listingFacts).
 */
import { toSqft, type AreaUnit } from "@/lib/format/area";
import { FIELD_DEFS } from "@/lib/listings/fields/field-defs";
import { fieldsFor, optionForValue, parseFieldValue } from "@/lib/listings/fields/form-engine";
import type { DetailValues } from "@/lib/listings/fields/field-types";
import type { DealType, PropertyType } from "@/lib/validation/property-enums";

const SHARING_VALUES: Record<string, string> = { single: "1", double: "2", triple: "3" };

/** The generators' words → the form's answers (as typed: text, option values, booleans, lists). */
function formAnswers(raw: Record<string, unknown>): DetailValues {
  const parking = (raw.parking ?? {}) as { covered?: number };
  const answers: Record<string, unknown> = {
    ...raw,
    plotLength: raw.lengthFt,
    plotBreadth: raw.breadthFt,
    roadWidth: raw.roadWidthFt,
    landUse: raw.landType,
    frontage: raw.frontageFt,
    ceilingHeight: raw.ceilingHeightFt,
    coveredParking: parking.covered,
    sharing: typeof raw.sharing === "string" ? SHARING_VALUES[raw.sharing] : raw.sharing,
    suitableFor: Array.isArray(raw.suitableFor) ? raw.suitableFor.join(", ") : raw.suitableFor,
  };
  const out: DetailValues = {};
  for (const [key, value] of Object.entries(answers)) {
    if (typeof value === "number") out[key] = String(value);
    else if (typeof value === "string" || typeof value === "boolean") out[key] = value;
    else if (Array.isArray(value)) out[key] = value.map(String);
  }
  return out;
}

export function formExtras(listing: {
  type: PropertyType;
  deal: DealType;
  possession: string | null;
  areaValue: number;
  areaUnit: AreaUnit;
  state: string;
  raw: Record<string, unknown>;
}): Record<string, unknown> {
  const answers = formAnswers(listing.raw);
  const extras: Record<string, unknown> = {};
  const fields = fieldsFor(listing.type, listing.deal, { possession: listing.possession ?? "" });
  for (const field of fields) {
    if (field.column) continue;
    const parsed = parseFieldValue(field, answers[field.name]);
    if (!parsed.ok) {
      throw new Error(`seed: ${listing.type} ${field.name}: ${parsed.message}`);
    }
    if (parsed.value !== null && parsed.value !== false) extras[field.name] = parsed.value;
  }
  if (listing.areaUnit !== "sqft") {
    extras.areaBasis = toSqft(listing.areaValue, listing.areaUnit, listing.state).basis;
  }
  return extras;
}

const AGE_FIELD = FIELD_DEFS.find((f) => f.name === "ageYears");

/**
 * A generated age in years as the form stores it: the value of the form's option whose band
 * holds it (19 → 10, "10+ years"; 3 → 1, "1–5 years"), so the edit form shows what the page says.
 */
export function formAgeYears(years: number | null): number | null {
  if (years === null || !AGE_FIELD) return years;
  const option = optionForValue(AGE_FIELD, years);
  return option ? Number(option.value) : null;
}
