import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { properties, propertyMedia } from "@/lib/db/schema";
import type { ListingContext } from "./listing-choices";
import { generateListing, SEEDED_SLUG_PATTERN, type GeneratedListing } from "./property-factory";
import { bulkInsert } from "./bulk-insert";
import { mediaRowsFor } from "./seed-media";

/** Listings per multi-row insert. */
export const PROPERTY_BATCH = 1000;
const MEDIA_CHUNK = 6000;

/** How many seeded active-plan listings exist, and the highest index used. */
export async function countSeededListings(db: Db): Promise<{ count: number; maxIndex: number }> {
  const result = await db.execute<{ n: number; max_index: number | null }>(sql`
    select count(*)::int as n, max(substring(slug from '[0-9]{7}$')::int) as max_index
    from properties where slug ~ ${SEEDED_SLUG_PATTERN}`);
  const row = result.rows[0];
  return {
    count: Number(row?.n ?? 0),
    maxIndex: row?.max_index === null || row?.max_index === undefined ? -1 : Number(row.max_index),
  };
}

/** Inserts listings with their photos in one transaction; returns the new ids in input order. */
export async function insertListings(
  db: Db,
  batch: readonly GeneratedListing[],
): Promise<number[]> {
  return db.transaction(async (tx) => {
    const inserted = await bulkInsert<typeof properties, { id: number; slug: string }>(
      tx,
      properties,
      batch.map((b) => b.row),
      ["id", "slug"],
    );
    const idBySlug = new Map(inserted.map((r) => [r.slug, r.id]));
    const media = batch.flatMap((b) =>
      mediaRowsFor(idBySlug.get(b.row.slug)!, b.row.title, b.media, b.row.createdAt ?? new Date()),
    );
    for (let i = 0; i < media.length; i += MEDIA_CHUNK) {
      await bulkInsert(tx, propertyMedia, media.slice(i, i + MEDIA_CHUNK));
    }
    return batch.map((b) => idBySlug.get(b.row.slug)!);
  });
}

/**
 * Tops the seeded listings up to `target`: listings already seeded (counted by their slug suffix)
 * are kept, and new ones continue after the highest index. Rows are generated and inserted a
 * batch at a time, so memory stays flat for any target.
 */
export async function seedProperties(
  db: Db,
  ctx: ListingContext,
  target: number,
  log: (message: string) => void,
): Promise<number> {
  const { count, maxIndex } = await countSeededListings(db);
  if (count >= target) {
    log(`seed: listings: ${count} seeded listings already there (asked for ${target}); none added`);
    return 0;
  }
  const need = target - count;
  const every = Math.max(PROPERTY_BATCH, Math.ceil(need / 20 / PROPERTY_BATCH) * PROPERTY_BATCH);
  const started = Date.now();
  let done = 0;
  let next = maxIndex + 1;
  while (done < need) {
    const size = Math.min(PROPERTY_BATCH, need - done);
    const batch = Array.from({ length: size }, (_, k) => generateListing(next + k, ctx));
    await insertListings(db, batch);
    next += size;
    done += size;
    if (done % every === 0 || done === need) {
      const seconds = (Date.now() - started) / 1000;
      log(
        `seed: listings: ${done}/${need} added (${Math.round(done / Math.max(seconds, 0.001))}/s, rss ${Math.round(process.memoryUsage().rss / 1048576)} MiB)`,
      );
    }
  }
  return done;
}
