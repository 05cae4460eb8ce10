import "server-only";
import { and, eq } from "drizzle-orm";
import { AppError } from "@/lib/auth/errors";
import type { Db } from "@/lib/db/client";
import { cities, localities } from "@/lib/db/schema";
import { slugify } from "@/lib/format/slugify";

export type ResolvedLocation = {
  cityId: number;
  cityName: string;
  citySlug: string;
  state: string;
  localityId: number | null;
  localityName: string;
  lat: number;
  lon: number;
};

/**
 * The city must be one we know; the locality is matched within it (by id from the
 * autocomplete, or by name), else kept as typed and placed at the city centre.
 */
export async function resolveLocation(
  db: Pick<Db, "select">,
  input: { citySlug: string; localityName: string; localityId?: number | null },
): Promise<ResolvedLocation> {
  const [city] = await db
    .select({
      id: cities.id,
      name: cities.name,
      slug: cities.slug,
      state: cities.state,
      lat: cities.lat,
      lon: cities.lon,
    })
    .from(cities)
    .where(eq(cities.slug, input.citySlug))
    .limit(1);
  if (!city) {
    throw new AppError("Choose a city from the list.", 422, {
      citySlug: "Choose a city from the list",
    });
  }
  const localityWhere = input.localityId
    ? and(eq(localities.cityId, city.id), eq(localities.id, input.localityId))
    : and(eq(localities.cityId, city.id), eq(localities.slug, slugify(input.localityName)));
  const [locality] = await db
    .select({ id: localities.id, name: localities.name, lat: localities.lat, lon: localities.lon })
    .from(localities)
    .where(localityWhere)
    .limit(1);
  return {
    cityId: city.id,
    cityName: city.name,
    citySlug: city.slug,
    state: city.state,
    localityId: locality?.id ?? null,
    localityName: locality?.name ?? input.localityName.trim(),
    lat: locality?.lat ?? city.lat,
    lon: locality?.lon ?? city.lon,
  };
}
