import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { cacheLife, cacheTag } from "next/cache";
import { tags } from "@/lib/cache/tags";
import { getDb } from "@/lib/db/client";
import { properties } from "@/lib/db/schema";
import { coversFor, isLiveListing, type CardImage } from "@/lib/properties/listing-cards";
import type { FactsInput } from "@/lib/properties/property-facts";
import { loadLocalityRatings } from "@/lib/reviews/review-queries";
import type { SellerKind } from "@/lib/validation/property-enums";

/** One listing as the compare page shows it: its key facts, amenities and locality rating. */
export type CompareListing = FactsInput & {
  id: number;
  slug: string;
  title: string;
  price: number;
  priceOnRequest: boolean;
  localityName: string;
  cityName: string;
  amenities: string[];
  postedBy: SellerKind;
  verified: boolean;
  cover: CardImage | null;
  /** Published resident reviews of its locality (Insights); null when it has none. */
  localityRating: { overall: number; count: number } | null;
};

export type CompareResult = {
  /** In the order asked for. */
  listings: CompareListing[];
  /** Asked-for numbers with no live listing (unknown, paused, sold, expired…). */
  dropped: number[];
};

/** The live, active listings among `ids`, and the ids that are not (uncached). */
export async function loadCompareListings(ids: readonly number[]): Promise<CompareResult> {
  if (ids.length === 0) return { listings: [], dropped: [] };
  const db = await getDb();
  const rows = await db
    .select({
      id: properties.id,
      slug: properties.slug,
      title: properties.title,
      propertyType: properties.propertyType,
      dealType: properties.dealType,
      price: properties.price,
      priceOnRequest: properties.priceOnRequest,
      bhk: properties.bhk,
      bathrooms: properties.bathrooms,
      balconies: properties.balconies,
      areaSqft: properties.areaSqft,
      areaValue: properties.areaValue,
      areaUnit: properties.areaUnit,
      carpetAreaSqft: properties.carpetAreaSqft,
      builtUpAreaSqft: properties.builtUpAreaSqft,
      superAreaSqft: properties.superAreaSqft,
      plotAreaSqft: properties.plotAreaSqft,
      floorNo: properties.floorNo,
      totalFloors: properties.totalFloors,
      facing: properties.facing,
      furnishing: properties.furnishing,
      possession: properties.possession,
      possessionDate: properties.possessionDate,
      ageYears: properties.ageYears,
      ownership: properties.ownership,
      deposit: properties.deposit,
      maintenance: properties.maintenance,
      extras: properties.extras,
      amenities: properties.amenities,
      postedBy: properties.postedBy,
      verified: properties.verified,
      localityId: properties.localityId,
      localityName: properties.localityName,
      cityName: properties.cityName,
    })
    .from(properties)
    .where(and(inArray(properties.id, [...ids]), eq(properties.status, "active"), isLiveListing()));
  const localityIds = [...new Set(rows.map((r) => r.localityId).filter((id) => id !== null))];
  const [covers, ratings] = await Promise.all([
    coversFor(
      db,
      rows.map((r) => r.id),
    ),
    loadLocalityRatings(localityIds),
  ]);
  const ratingOf = new Map(ratings.map((r) => [r.localityId, r]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const listings: CompareListing[] = [];
  const dropped: number[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) {
      dropped.push(id);
      continue;
    }
    const { localityId, ...listing } = row;
    const rating = localityId === null ? undefined : ratingOf.get(localityId);
    listings.push({
      ...listing,
      cover: covers.get(id) ?? null,
      localityRating:
        rating && rating.overall !== null ? { overall: rating.overall, count: rating.count } : null,
    });
  }
  return { listings, dropped };
}

/** {@link loadCompareListings}, cached per list (expires with any of its listings or reviews). */
export async function getCompareListings(ids: readonly number[]): Promise<CompareResult> {
  "use cache";
  cacheTag(tags.properties, tags.reviews, ...ids.map((id) => tags.property(id)));
  cacheLife("minutes");
  return loadCompareListings(ids);
}
