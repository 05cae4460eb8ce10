/**
 * Which of a listing's fields an edit may change on a live listing at once, and which wait for
 * an admin's review (README "Edits of a live listing"). Pure: unit-tested without a database.
 *
 * At once: the money terms (price, price on request, negotiable, deposit, maintenance — the
 * price per sq ft follows), furnishing and amenities. A seller lowering the price is the
 * commonest edit; buyers who saved the listing hear of it at once.
 * Reviewed: everything else — title, description, photos, type and deal, city, locality,
 * address, pincode and map pin, areas, rooms, floors, facing, possession, age, ownership, RERA
 * number and the type-specific details. While such an edit waits, the public page keeps the
 * last approved version.
 */
import type { ListingFacts } from "./listing-record";

export const LIVE_FIELDS = [
  "price",
  "priceOnRequest",
  "negotiable",
  "deposit",
  "maintenance",
  "pricePerSqft",
  "furnishing",
  "amenities",
] as const satisfies readonly (keyof ListingFacts)[];

export type LiveField = (typeof LIVE_FIELDS)[number];
export type LiveFacts = Pick<ListingFacts, LiveField>;

const LIVE = new Set<string>(LIVE_FIELDS);

export function isLiveField(key: string): key is LiveField {
  return LIVE.has(key);
}

/** The fields an admin reviews, taken from a set of facts. */
export function reviewedPart(facts: ListingFacts): Partial<ListingFacts> {
  return Object.fromEntries(
    Object.entries(facts).filter(([key]) => !isLiveField(key)),
  ) as Partial<ListingFacts>;
}

/**
 * The fields that go live at once, with the price per sq ft worked out on the area and deal
 * buyers see (the approved ones, while a new area waits for review).
 */
export function livePart(
  facts: ListingFacts,
  shown: { areaSqft: number; dealType: ListingFacts["dealType"] },
): LiveFacts {
  const price = facts.price;
  return {
    price,
    priceOnRequest: facts.priceOnRequest,
    negotiable: facts.negotiable,
    deposit: facts.deposit,
    maintenance: facts.maintenance,
    pricePerSqft:
      shown.dealType === "sale" && shown.areaSqft > 0 ? Math.round(price / shown.areaSqft) : null,
    furnishing: facts.furnishing,
    amenities: facts.amenities,
  };
}
