import "server-only";
import { and, desc, eq, gt, inArray, notInArray, sql } from "drizzle-orm";
import { cacheLife, cacheTag } from "next/cache";
import { atBuild } from "@/lib/cache/build-snapshot";
import { tags } from "@/lib/cache/tags";
import { getDb } from "@/lib/db/client";
import { findCityByName } from "@/lib/geo/cities";
import { cities, properties } from "@/lib/db/schema";
import {
  isLiveListing,
  selectListingCards,
  type ListingCard,
} from "@/lib/properties/listing-cards";

/**
 * Featured listings for the home page: those with a running "featured" period, newest first,
 * topped up with recent verified listings so the section is never half empty.
 */
export async function loadFeaturedListings(limit = 8, now = new Date()): Promise<ListingCard[]> {
  const db = await getDb();
  const featured = await selectListingCards(
    db,
    and(eq(properties.status, "active"), gt(properties.featuredUntil, now)),
    [desc(properties.postedAt), desc(properties.id)],
    limit,
  );
  if (featured.length >= limit) return featured;
  const taken = featured.map((c) => c.id);
  const topUp = await selectListingCards(
    db,
    and(
      eq(properties.status, "active"),
      eq(properties.verified, true),
      taken.length ? notInArray(properties.id, taken) : undefined,
    ),
    [desc(properties.postedAt), desc(properties.id)],
    limit - featured.length,
  );
  return [...featured, ...topUp];
}

export async function getFeaturedListings(limit = 8): Promise<ListingCard[]> {
  "use cache";
  cacheTag(tags.featured, tags.properties);
  cacheLife("minutes");
  if (atBuild()) return [];
  return loadFeaturedListings(limit);
}

/** The newest active listings in one city (by city slug). */
export async function loadCityListings(citySlug: string, limit = 8): Promise<ListingCard[]> {
  const db = await getDb();
  const cityId = db.select({ id: cities.id }).from(cities).where(eq(cities.slug, citySlug));
  return selectListingCards(
    db,
    and(eq(properties.status, "active"), inArray(properties.cityId, cityId)),
    [desc(properties.postedAt), desc(properties.id)],
    limit,
  );
}

export async function getCityListings(citySlug: string, limit = 8): Promise<ListingCard[]> {
  "use cache";
  cacheTag(tags.cityProperties(citySlug), tags.properties);
  cacheLife("minutes");
  return loadCityListings(citySlug, limit);
}

/** Active listings per city slug (only cities that have any). */
export async function loadActiveCountsByCity(): Promise<Record<string, number>> {
  const db = await getDb();
  const rows = await db
    .select({ slug: cities.slug, count: sql<number>`count(*)::int` })
    .from(properties)
    .innerJoin(cities, eq(cities.id, properties.cityId))
    .where(and(eq(properties.status, "active"), isLiveListing()))
    .groupBy(cities.slug);
  return Object.fromEntries(rows.map((r) => [r.slug, Number(r.count)]));
}

export async function getActiveCountsByCity(): Promise<Record<string, number>> {
  "use cache";
  cacheTag(tags.properties, tags.cities);
  cacheLife("hours");
  if (atBuild()) return {};
  return loadActiveCountsByCity();
}

/** The home page's "Properties in <your city>": the city by name (as detected) and its newest listings. */
export async function yourCityListings(cityName: string, limit = 8) {
  const city = findCityByName(cityName);
  if (!city) return { city: null, listings: [] };
  return {
    city: { name: city.name, state: city.state, slug: city.slug },
    listings: await getCityListings(city.slug, limit),
  };
}
