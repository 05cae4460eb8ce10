/**
 * The thresholds of the duplicate and fake signals (issue 27). Pure, unit-tested; the SQL in
 * screen-listing.ts applies the same numbers.
 */
export const SAME_AREA_TOLERANCE = 0.02;
export const LOW_PRICE_RATIO = 0.6;
export const MAX_OWNER_LISTINGS = 5;

/** Two areas within 2 % of the larger one ("the same flat"). */
export function sameArea(a: number, b: number): boolean {
  if (a <= 0 || b <= 0) return false;
  return Math.abs(a - b) <= SAME_AREA_TOLERANCE * Math.max(a, b);
}

/** A price per sq ft 40 % or more below the locality median. */
export function isLowPrice(pricePerSqft: number, median: number | null): boolean {
  if (!median || median <= 0 || pricePerSqft <= 0) return false;
  return pricePerSqft <= LOW_PRICE_RATIO * median;
}

/** More than 5 live owner listings from one "owner" account looks like a broker. */
export function tooManyOwnerListings(active: number): boolean {
  return active > MAX_OWNER_LISTINGS;
}

export const FLAG_LABELS = {
  same_photo: "Same photo as another seller's listing",
  same_listing: "Same flat listed by another seller",
  shared_phone: "Owner's phone also used by other accounts",
  many_owner_listings: "Owner with more than 5 live listings",
  low_price: "Price 40 % or more below the locality median",
} as const;
