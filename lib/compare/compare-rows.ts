/**
 * The compare table: one row per fact, one value per listing, and whether the values differ.
 * Every value is worded by the listing page's own helpers (price labels, key facts, amenity
 * names), so a fact reads the same here as on the listing. Isomorphic.
 */
import {
  amenityLabel,
  bhkLabel,
  SELLER_KIND_LABELS,
  PROPERTY_TYPE_LABELS,
} from "@/lib/format/labels";
import { propertyFacts, typedArea, type FactsInput } from "@/lib/properties/property-facts";
import { priceLabel, pricePerSqftLabel, type PriceInput } from "@/lib/properties/price-label";
import { AMENITIES, type SellerKind } from "@/lib/validation/property-enums";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translator";

export type CompareRowInput = FactsInput &
  PriceInput & {
    amenities: string[];
    postedBy: SellerKind;
    verified: boolean;
    localityRating: { overall: number; count: number } | null;
  };

export type CompareRow = { label: string; values: string[]; differs: boolean };

export const NOT_GIVEN = "—";

function row(label: string, values: string[]): CompareRow {
  return { label, values, differs: values.length > 1 && new Set(values).size > 1 };
}

function ratingText(rating: CompareRowInput["localityRating"], locale: Locale): string {
  if (locale !== "en") {
    const t = translator(locale, "comparePage");
    return rating
      ? t("rating", { overall: rating.overall.toFixed(1), count: String(rating.count) })
      : t("noReviews");
  }
  if (!rating) return "No reviews yet";
  return `${rating.overall.toFixed(1)} / 5 (${rating.count} ${rating.count === 1 ? "review" : "reviews"})`;
}

/**
 * The facts rows, in display order (labels and worded values in English: the page words them
 * through `phrases`; prices and ratings are written in `locale`).
 */
export function compareFactRows(listings: CompareRowInput[], locale: Locale = "en"): CompareRow[] {
  const facts = listings.map((p) => new Map(propertyFacts(p).map((f) => [f.label, f.value])));
  const fact = (label: string) => facts.map((f) => f.get(label) ?? NOT_GIVEN);
  const each = (value: (p: CompareRowInput) => string) => listings.map(value);
  return [
    row(
      "Price",
      each((p) => priceLabel(p, locale)),
    ),
    row(
      "Price per sq ft",
      each((p) => pricePerSqftLabel(p) ?? NOT_GIVEN),
    ),
    row("Area", each(typedArea)),
    row(
      "Type",
      each((p) => PROPERTY_TYPE_LABELS[p.propertyType]),
    ),
    row(
      "BHK",
      each((p) => bhkLabel(p.bhk) ?? NOT_GIVEN),
    ),
    row("Floor", fact("Floor")),
    row("Furnishing", fact("Furnishing")),
    row("Possession", fact("Possession")),
    row("Age of property", fact("Age of property")),
    row(
      "Posted by",
      each((p) => SELLER_KIND_LABELS[p.postedBy].short),
    ),
    row(
      "Owner's documents",
      each((p) => (p.verified ? "Checked" : "Not checked")),
    ),
    row(
      "Locality rating",
      each((p) => ratingText(p.localityRating, locale)),
    ),
  ];
}

/** One row per amenity any of the listings has ("Yes" / "No"), in the form's order. */
export function compareAmenityRows(listings: Pick<CompareRowInput, "amenities">[]): CompareRow[] {
  const known: readonly string[] = AMENITIES;
  const all = new Set(listings.flatMap((p) => p.amenities));
  const ordered = [
    ...known.filter((a) => all.has(a)),
    ...[...all].filter((a) => !known.includes(a)).sort(),
  ];
  return ordered.map((a) =>
    row(
      amenityLabel(a),
      listings.map((p) => (p.amenities.includes(a) ? "Yes" : "No")),
    ),
  );
}
