import "server-only";
import { inArray } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { cities, localities } from "@/lib/db/schema";
import { CITIES, type CityRecord, type LocalityRecord } from "@/lib/geo/cities";

export type SeedLocality = { id: number; record: LocalityRecord };
export type SeedCity = { id: number; record: CityRecord; localities: SeedLocality[] };

/** Inserts every city and locality of the dataset (skipping those present) and returns their ids. */
export async function seedPlaces(db: Db): Promise<SeedCity[]> {
  await db
    .insert(cities)
    .values(
      CITIES.map((c) => ({
        name: c.name,
        slug: c.slug,
        state: c.state,
        stateSlug: c.stateSlug,
        lat: c.lat,
        lon: c.lon,
        popular: c.popular,
        saleRate: c.saleRatePerSqft,
        rentRate: c.rentRatePerSqftMonth,
      })),
    )
    .onConflictDoNothing({ target: cities.slug });

  const cityRows = await db
    .select({ id: cities.id, slug: cities.slug })
    .from(cities)
    .where(
      inArray(
        cities.slug,
        CITIES.map((c) => c.slug),
      ),
    );
  const cityIdBySlug = new Map(cityRows.map((r) => [r.slug, r.id]));

  const localityValues = CITIES.flatMap((c) =>
    c.localities.map((l) => ({
      cityId: cityIdBySlug.get(c.slug)!,
      name: l.name,
      slug: l.slug,
      lat: l.lat,
      lon: l.lon,
    })),
  );
  await db
    .insert(localities)
    .values(localityValues)
    .onConflictDoNothing({ target: [localities.cityId, localities.slug] });

  const localityRows = await db
    .select({ id: localities.id, cityId: localities.cityId, slug: localities.slug })
    .from(localities)
    .where(inArray(localities.cityId, [...cityIdBySlug.values()]));
  const localityId = new Map(localityRows.map((r) => [`${r.cityId}/${r.slug}`, r.id]));

  return CITIES.map((record) => {
    const id = cityIdBySlug.get(record.slug)!;
    return {
      id,
      record,
      localities: record.localities.map((l) => ({
        id: localityId.get(`${id}/${l.slug}`)!,
        record: l,
      })),
    };
  });
}
