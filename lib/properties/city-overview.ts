import "server-only";
import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { cacheLife, cacheTag } from "next/cache";
import { tags } from "@/lib/cache/tags";
import { getDb } from "@/lib/db/client";
import { cities, properties } from "@/lib/db/schema";
import {
  isLiveListing,
  selectListingCards,
  type ListingCard,
} from "@/lib/properties/listing-cards";
import type { DealType, PropertyType } from "@/lib/validation/property-enums";

export type TypeCount = { dealType: DealType; propertyType: PropertyType; count: number };
export type LocalityCount = { name: string; count: number };

export type CityOverview = {
  total: number;
  byType: TypeCount[];
  localities: LocalityCount[];
  listings: ListingCard[];
};

/** What a city landing page shows: counts by deal and type, top localities, featured listings. */
export async function loadCityOverview(citySlug: string, now = new Date()): Promise<CityOverview> {
  const db = await getDb();
  const cityId = db.select({ id: cities.id }).from(cities).where(eq(cities.slug, citySlug));
  const inCity = and(
    eq(properties.status, "active"),
    inArray(properties.cityId, cityId),
    isLiveListing(now),
  );
  const [byType, localities, listings] = await Promise.all([
    db
      .select({
        dealType: properties.dealType,
        propertyType: properties.propertyType,
        count: sql<number>`count(*)::int`,
      })
      .from(properties)
      .where(inCity)
      .groupBy(properties.dealType, properties.propertyType),
    db
      .select({ name: properties.localityName, count: sql<number>`count(*)::int` })
      .from(properties)
      .where(and(inCity, ne(properties.localityName, "")))
      .groupBy(properties.localityName)
      .orderBy(desc(sql`count(*)`), properties.localityName)
      .limit(12),
    selectListingCards(
      db,
      inCity,
      [
        desc(sql`coalesce(${properties.featuredUntil} > ${now}, false)`),
        desc(properties.verified),
        desc(properties.postedAt),
        desc(properties.id),
      ],
      8,
    ),
  ]);
  const counts = byType.map((r) => ({ ...r, count: Number(r.count) }));
  return {
    total: counts.reduce((sum, r) => sum + r.count, 0),
    byType: counts,
    localities: localities.map((l) => ({ name: l.name, count: Number(l.count) })),
    listings,
  };
}

export async function getCityOverview(citySlug: string): Promise<CityOverview> {
  "use cache";
  cacheTag(tags.cityProperties(citySlug), tags.properties);
  cacheLife("minutes");
  return loadCityOverview(citySlug);
}
