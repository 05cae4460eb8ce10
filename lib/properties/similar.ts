import "server-only";
import { and, between, eq, ne, sql } from "drizzle-orm";
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

/** Active listings in the same city, of the same type and deal, priced within ±30 %, closest price first. */
export async function loadSimilarProperties(to: SimilarTo, limit = 6): Promise<ListingCard[]> {
  const db = await getDb();
  const low = Math.floor(to.price * (1 - SIMILAR_PRICE_BAND));
  const high = Math.ceil(to.price * (1 + SIMILAR_PRICE_BAND));
  return selectListingCards(
    db,
    and(
      eq(properties.status, "active"),
      eq(properties.cityId, to.cityId),
      eq(properties.dealType, to.dealType),
      eq(properties.propertyType, to.propertyType),
      between(properties.price, low, high),
      ne(properties.id, to.id),
    ),
    [sql`abs(${properties.price} - ${to.price})`, sql`${properties.id} desc`],
    limit,
  );
}

export async function getSimilarProperties(to: SimilarTo, limit = 6): Promise<ListingCard[]> {
  "use cache";
  cacheTag(tags.properties, tags.property(to.id));
  cacheLife("hours");
  return loadSimilarProperties(to, limit);
}
