import "server-only";
import { sql } from "drizzle-orm";
import { getDb, type Db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { getPublicProperty } from "@/lib/properties/get-property";
import { getRedisClient } from "@/lib/rate-limit/redis-client";
import {
  MemoryViewStore,
  mergeViewCounts,
  RedisViewStore,
  ViewBuffer,
  type ViewCount,
} from "./view-buffer";

/** Today's date in India (IST), as the `property_views.day` key. */
export function indianDay(now = new Date()): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** Rows per statement: keeps bind parameters far below PostgreSQL's 65,535. */
const CHUNK = 1_000;

/**
 * Adds a batch of counted views in one transaction: each listing's total once (the sum of its
 * days) and each (listing, day) row of the seller's chart. Views of listings deleted since
 * are dropped. Rows are sorted by listing so concurrent flushes lock in the same order.
 */
export async function writePropertyViews(rows: ViewCount[], db?: Db): Promise<void> {
  const merged = mergeViewCounts(rows)
    .filter((r) => r.count > 0)
    .sort((a, b) => a.propertyId - b.propertyId || a.day.localeCompare(b.day));
  if (merged.length === 0) return;
  const perListing = new Map<number, number>();
  for (const r of merged)
    perListing.set(r.propertyId, (perListing.get(r.propertyId) ?? 0) + r.count);
  const totals = [...perListing].sort((a, b) => a[0] - b[0]);
  const target = db ?? (await getDb());
  await target.transaction(async (tx) => {
    for (let i = 0; i < totals.length; i += CHUNK) {
      const values = sql.join(
        totals.slice(i, i + CHUNK).map(([id, n]) => sql`(${id}::int, ${n}::int)`),
        sql`, `,
      );
      await tx.execute(sql`
        update properties p set views = p.views + v.n
        from (values ${values}) as v(id, n)
        where p.id = v.id`);
    }
    for (let i = 0; i < merged.length; i += CHUNK) {
      const values = sql.join(
        merged
          .slice(i, i + CHUNK)
          .map((r) => sql`(${r.propertyId}::int, ${r.day}::date, ${r.count}::int)`),
        sql`, `,
      );
      await tx.execute(sql`
        insert into property_views (property_id, day, count)
        select v.id, v.day, v.n from (values ${values}) as v(id, day, n)
        join properties p on p.id = v.id
        order by v.id, v.day
        on conflict (property_id, day) do update set count = property_views.count + excluded.count`);
    }
  });
}

type Holder = { buffer?: ViewBuffer };
const holder: Holder = ((globalThis as { __landAcreViews?: Holder }).__landAcreViews ??= {});

/**
 * The process's view buffer (shared by the page bundles and the instrumentation hook through
 * globalThis): a Redis hash when REDIS_URL is set, else memory.
 */
export function propertyViewBuffer(): ViewBuffer {
  holder.buffer ??= new ViewBuffer({
    store: env.REDIS_URL
      ? new RedisViewStore(getRedisClient(env.REDIS_URL))
      : new MemoryViewStore(),
    write: (rows) => writePropertyViews(rows),
    onError: (error, during) =>
      log.warn({ err: error }, during === "add" ? "view kept in memory" : "view flush failed"),
  });
  return holder.buffer;
}

/**
 * Counts one view of a listing: no database write here; the count reaches the listing's total
 * and today's row of the seller's chart at the next flush (`flushPropertyViews`, every
 * VIEW_FLUSH_INTERVAL_MS and on shutdown).
 */
export async function recordPropertyView(propertyId: number, now = new Date()): Promise<void> {
  await propertyViewBuffer().record(propertyId, indianDay(now));
}

/** Writes the buffered views now; resolves with how many were written. */
export function flushPropertyViews(): Promise<number> {
  return propertyViewBuffer().flush();
}

/** Tests start from an empty buffer. */
export function resetPropertyViewsForTesting(): void {
  holder.buffer = undefined;
}

/**
 * A listing page was seen by a browser (POST /api/properties/views, sent by the cached page once
 * it has loaded): counted when the id names a public listing (one cached read), so made-up ids
 * never fill the buffer. Returns whether it was counted.
 */
export async function countPublicPropertyView(propertyId: number): Promise<boolean> {
  if (!(await getPublicProperty(propertyId))) return false;
  await recordPropertyView(propertyId);
  return true;
}
