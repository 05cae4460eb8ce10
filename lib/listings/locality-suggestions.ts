import "server-only";
import { and, desc, eq, ilike, or, sql } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/lib/db/client";
import { cities, localities } from "@/lib/db/schema";

export const localityQuerySchema = z.object({
  city: z.string().trim().min(1, "Choose the city first").max(80),
  q: z.string().trim().max(60).optional().default(""),
});

export type LocalitySuggestion = { id: number; name: string };

/**
 * Localities of one city matching what the seller typed: substring (ilike) or trigram
 * similarity (pg_trgm, catches typos like "vijaynagar"), best match first.
 */
export async function suggestLocalities(raw: unknown): Promise<LocalitySuggestion[]> {
  const { city, q } = localityQuerySchema.parse(raw);
  const db = await getDb();
  const [row] = await db
    .select({ id: cities.id })
    .from(cities)
    .where(eq(cities.slug, city))
    .limit(1);
  if (!row) return [];
  const inCity = eq(localities.cityId, row.id);
  if (!q) {
    return db
      .select({ id: localities.id, name: localities.name })
      .from(localities)
      .where(inCity)
      .orderBy(localities.name)
      .limit(10);
  }
  const escaped = q.replace(/[\\%_]/g, (c) => `\\${c}`);
  return db
    .select({ id: localities.id, name: localities.name })
    .from(localities)
    .where(and(inCity, or(ilike(localities.name, `%${escaped}%`), sql`${localities.name} % ${q}`)))
    .orderBy(
      desc(sql`${localities.name} ilike ${`${escaped}%`}`),
      desc(sql`similarity(${localities.name}, ${q})`),
      localities.name,
    )
    .limit(10);
}
