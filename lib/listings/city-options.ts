import "server-only";
import { asc } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { cities } from "@/lib/db/schema";

export type CityOption = { slug: string; name: string; state: string };

/** The cities a listing or project can be posted in (the database's list, A–Z). */
export async function listCityOptions(): Promise<CityOption[]> {
  const db = await getDb();
  return db
    .select({ slug: cities.slug, name: cities.name, state: cities.state })
    .from(cities)
    .orderBy(asc(cities.name));
}
