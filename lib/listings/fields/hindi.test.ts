import en from "@/lib/i18n/messages/en.json";
import hi from "@/lib/i18n/messages/hi.json";
import type { Messages } from "@/lib/i18n/messages";
import { phrasesOf } from "@/lib/i18n/phrase";
import { AREA_UNITS } from "@/lib/format/area";
import {
  AMENITY_LABELS,
  LISTING_STATUS_LABELS,
  PROPERTY_TYPE_LABELS,
  SELLER_KIND_LABELS,
} from "@/lib/format/labels";
import { UPLOAD_MESSAGES } from "@/lib/media/upload-signature";
import { listingSchema, priceLabelFor } from "@/lib/validation/listing";
import { DEAL_TYPES, PROPERTY_TYPES } from "@/lib/validation/property-enums";
import {
  DEAL_CHOICE_LABELS,
  dealNotOfferedMessage,
  dealsOffered,
  EXTRA_AREA_LABELS,
  FIELD_DEFS,
  fieldsFor,
  parseFieldValue,
  TYPE_GROUPS,
  type DetailValues,
  type FieldDef,
} from "./index";

/**
 * The post-a-listing form in Hindi (issue 30): every word the form draws from the field table
 * and every message its zod schema can give must have Hindi words in the catalogue, so the
 * Hindi form never falls back to English. English stays exactly as written.
 */
const hindi = phrasesOf(hi as Messages, "hi");
const english = phrasesOf(en as Messages, "en");

/**
 * Text that needs no translation: numbers, glossary terms (lib/i18n/glossary.md) and names
 * said in English ("2 BHK", "Carpet area", "CCTV", "Wi-Fi").
 */
const KEPT_IN_ENGLISH = /\b(?:BHK|RK|CCTV|Wi-Fi|(?:super )?(?:built-up|carpet) area)\b/gi;
const needsWords = (text: string) => /[a-z]{2,}/i.test(text.replace(KEPT_IN_ENGLISH, ""));
const devanagari = /[\u0900-\u097F]/;

function untranslated(texts: Iterable<string>): string[] {
  return [...new Set(texts)]
    .filter(needsWords)
    .filter((text) => hindi(text) === text || !devanagari.test(hindi(text)));
}

function fieldTexts(field: FieldDef): string[] {
  return [
    field.label,
    ...(field.hint ? [field.hint] : []),
    ...(field.suffix ? [field.suffix] : []),
    ...(field.options ?? []).map((o) => o.label),
  ];
}

/** Every message the schema gives for a form left empty, or filled wrongly, per type and deal. */
function schemaMessages(): string[] {
  const messages: string[] = [];
  const collect = (input: unknown) => {
    const result = listingSchema.safeParse(input);
    if (!result.success) messages.push(...result.error.issues.map((i) => i.message));
  };
  // The form's empty answers (components/listing-form/listing-wizard.tsx: EMPTY).
  collect({ citySlug: "", localityName: "", details: {} });
  collect({
    propertyType: "FlatApartment",
    dealType: "sale",
    citySlug: "pune",
    localityName: "B".repeat(81),
    address: "A".repeat(201),
    pincode: "012345",
    area: "0",
    builtUpArea: "-5",
    price: "45.5",
    title: "T".repeat(121),
    description: "D".repeat(5001),
    photos: Array.from({ length: 21 }, (_, i) => ({
      key: `bad/${i}`,
      url: "/x",
      width: 1,
      height: 1,
    })),
    coverKey: "listings/1/00000000-0000-0000-0000-000000000000",
  });
  for (const propertyType of PROPERTY_TYPES) {
    for (const dealType of DEAL_TYPES) {
      for (const possession of ["ready", "under_construction"]) {
        const base = { propertyType, dealType, citySlug: "pune", localityName: "Baner" };
        collect({ ...base, details: { possession } });
        collect({ ...base, price: "50", area: "100", details: { possession } });
        // The floor above the building's top (a rule between two fields).
        collect({ ...base, details: { possession, floorNo: "3", totalFloors: "2" } });
        // Areas out of order (carpet ≤ built-up ≤ super built-up).
        for (const [area, builtUpArea, superArea] of [
          ["1000", "900", "950"],
          ["1000", "1200", "1100"],
        ])
          collect({ ...base, area, builtUpArea, superArea, details: { possession } });
        // Every field of the type and deal, answered wrongly.
        const values: DetailValues = { possession };
        for (const field of fieldsFor(propertyType, dealType, values)) {
          for (const raw of ["abc", "1.5", "-100000", "99999999999", "2026-13-45x"]) {
            const parsed = parseFieldValue(field, field.kind === "multi" ? [raw] : raw);
            if (!parsed.ok) messages.push(parsed.message);
          }
          if (field.kind === "text" && field.max) {
            const parsed = parseFieldValue(field, "x".repeat(field.max + 1));
            if (!parsed.ok) messages.push(parsed.message);
          }
        }
      }
    }
  }
  return [...new Set(messages)];
}

describe("the post-a-listing form in Hindi", () => {
  it("has Hindi words for every label, hint, unit and option of the field table", () => {
    expect(untranslated(FIELD_DEFS.flatMap(fieldTexts))).toEqual([]);
  });

  it("has Hindi words for the areas, units, prices, types, amenities and statuses", () => {
    const texts = [
      ...Object.values(TYPE_GROUPS).map((g) => g.mainAreaLabel),
      ...Object.values(EXTRA_AREA_LABELS).flatMap((l) => [l, `${l} (optional)`]),
      ...AREA_UNITS.map((u) => u.label),
      ...DEAL_TYPES.flatMap((d) => [priceLabelFor(d), `${priceLabelFor(d)} (₹)`]),
      ...Object.values(PROPERTY_TYPE_LABELS),
      ...Object.values(AMENITY_LABELS),
      ...Object.values(LISTING_STATUS_LABELS),
      ...Object.values(SELLER_KIND_LABELS).map((k) => k.short),
      ...Object.values(UPLOAD_MESSAGES),
    ];
    expect(untranslated(texts)).toEqual([]);
  });

  it("gives every validation message of the schema in Hindi", () => {
    const messages = schemaMessages();
    // The sample really reaches the per-field rules, not only the empty form's messages.
    expect(messages).toEqual(
      expect.arrayContaining([
        "Choose the property type",
        "Enter the carpet area",
        "Bedrooms (BHK) is required",
        "Floor number must be a whole number",
        "Floor number must be at least -3",
        "Floor number cannot be above the total floors",
        "Built-up area cannot be less than the carpet area",
        "Super built-up area cannot be less than the built-up area",
        "Super built-up area cannot be less than the carpet area",
        "Enter an expected price between ₹100 and ₹10,000 Cr",
        "Choose a valid facing",
        "Expected possession must be a date",
        "PIN code is 6 digits and does not start with 0",
      ]),
    );
    expect(messages.length).toBeGreaterThan(40);
    expect(untranslated(messages)).toEqual([]);
  });

  it("says in Hindi which deal a type is not offered on, naming the type and the deals", () => {
    const messages = PROPERTY_TYPES.flatMap((type) =>
      DEAL_TYPES.filter((deal) => !dealsOffered(type).includes(deal)).map((deal) =>
        dealNotOfferedMessage(deal, type),
      ),
    );
    expect(messages).toContain(
      "PG / Co-living is not offered for Plot. Choose Sell or Rent / Lease.",
    );
    expect(untranslated(messages)).toEqual([]);
    expect(hindi("PG / Co-living is not offered for Plot. Choose Sell or Rent / Lease.")).toBe(
      "प्लॉट के लिए PG / को-लिविंग का विकल्प नहीं है। बेचना या किराया / लीज़ चुनें।",
    );
    for (const message of messages) expect(english(message)).toBe(message);
  });

  it("has Hindi words for the deal choices and the Review step's rows", () => {
    const texts = [
      ...Object.values(DEAL_CHOICE_LABELS),
      ...["Listing", "Location", "Amenities", "Photos", "Title", "Description", "Yes", "/month"],
    ];
    expect(untranslated(texts)).toEqual([]);
    expect(hindi("Built-up area cannot be less than the carpet area")).toBe(
      "Built-up area, carpet area से कम नहीं हो सकता",
    );
  });

  it("words the per-field rules naturally, names and numbers included", () => {
    expect(hindi("Bedrooms (BHK) is required")).toBe("बेडरूम (BHK) ज़रूरी है");
    expect(hindi("Floor number must be at least -3")).toBe("फ़्लोर नंबर में कम से कम -3 लिखें");
    expect(hindi("Choose a valid facing")).toBe("सही दिशा चुनें");
    expect(hindi("Floor number cannot be above the total floors")).toBe(
      "फ़्लोर नंबर बिल्डिंग के कुल फ़्लोर से ज़्यादा नहीं हो सकता",
    );
    expect(hindi("Enter the carpet area")).toBe("carpet area लिखें");
  });

  it("leaves every English text exactly as written", () => {
    for (const message of schemaMessages()) expect(english(message)).toBe(message);
    for (const text of FIELD_DEFS.flatMap(fieldTexts)) expect(english(text)).toBe(text);
  });
});
