import "server-only";
import { and, between, eq, sql } from "drizzle-orm";
import { cacheLife, cacheTag } from "next/cache";
import { tags } from "@/lib/cache/tags";
import { getDb } from "@/lib/db/client";
import { properties } from "@/lib/db/schema";
import { selectListingCards, type ListingCard } from "@/lib/properties/listing-cards";
import type { DealType, PropertyType } from "@/lib/validation/property-enums";

export type SimilarTo = {
  id: number;
  cityId: number;
  propertyType: PropertyType;
  dealType: DealType;
  price: number;
};

/** How far a similar listing's price may be from this one's: ±30 %. */
export const SIMILAR_PRICE_BAND = 0.3;

/**
 * Candidates are read per price step (prices from 1.25^n to 1.25^(n+1)), so every listing of a
 * city, type and deal in one step shares one cached read.
 */
const PRICE_STEP = 1.25;
const CANDIDATES = 24;

type SimilarGroup = Pick<SimilarTo, "cityId" | "propertyType" | "dealType">;

export function priceStep(price: number): number | null {
  return price > 0 ? Math.floor(Math.log(price) / Math.log(PRICE_STEP)) : null;
}

/**
 * Active listings of a city, type and deal priced where a listing of this price step may find
 * its similar ones (±30 % around any price in the step), closest to the step's middle first.
 */
export async function loadSimilarCandidates(
  group: SimilarGroup,
  step: number | null,
): Promise<ListingCard[]> {
  const db = await getDb();
  const low = step === null ? 0 : Math.floor(PRICE_STEP ** step * (1 - SIMILAR_PRICE_BAND));
  const high = step === null ? 0 : Math.ceil(PRICE_STEP ** (step + 1) * (1 + SIMILAR_PRICE_BAND));
  const middle = step === null ? 0 : Math.round(PRICE_STEP ** (step + 0.5));
  return selectListingCards(
    db,
    and(
      eq(properties.status, "active"),
      eq(properties.cityId, group.cityId),
      eq(properties.dealType, group.dealType),
      eq(properties.propertyType, group.propertyType),
      between(properties.price, low, high),
    ),
    [sql`abs(${properties.price} - ${middle})`, sql`${properties.id} desc`],
    CANDIDATES,
  );
}

/** The candidates within ±30 % of this listing's price, closest price first (newest on a tie). */
export function pickSimilar(candidates: ListingCard[], to: SimilarTo, limit: number) {
  const low = Math.floor(to.price * (1 - SIMILAR_PRICE_BAND));
  const high = Math.ceil(to.price * (1 + SIMILAR_PRICE_BAND));
  return candidates
    .filter((c) => c.id !== to.id && c.price >= low && c.price <= high)
    .sort((a, b) => Math.abs(a.price - to.price) - Math.abs(b.price - to.price) || b.id - a.id)
    .slice(0, limit);
}

/** Active listings in the same city, of the same type and deal, priced within ±30 %, closest price first. */
export async function loadSimilarProperties(to: SimilarTo, limit = 6): Promise<ListingCard[]> {
  return pickSimilar(await loadSimilarCandidates(to, priceStep(to.price)), to, limit);
}

/**
 * The candidates, cached per city, type, deal and price step under the city's tag (every change
 * to a listing of the city expires it), not the site-wide `properties` tag: a listing page that
 * shows them is not expired by changes to listings elsewhere.
 */
async function getSimilarCandidates(
  citySlug: string,
  group: SimilarGroup,
  step: number | null,
): Promise<ListingCard[]> {
  "use cache";
  cacheTag(tags.cityProperties(citySlug));
  cacheLife("hours");
  return loadSimilarCandidates(group, step);
}

export async function getSimilarProperties(
  to: SimilarTo,
  citySlug: string,
  limit = 6,
): Promise<ListingCard[]> {
  const group = { cityId: to.cityId, propertyType: to.propertyType, dealType: to.dealType };
  return pickSimilar(await getSimilarCandidates(citySlug, group, priceStep(to.price)), to, limit);
}
