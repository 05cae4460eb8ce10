import "server-only";
import { sql } from "drizzle-orm";
import { expireTagsNow } from "@/lib/cache/expire-tags";
import { getDb, type Db } from "@/lib/db/client";
import { applyPlanExpiry } from "@/lib/plans/plan-expiry";
import { expireListings, type ExpiryRun } from "./expire-listings";

/** PostgreSQL advisory lock key of the expiry job (any constant shared by every instance). */
export const EXPIRY_LOCK_KEY = 7_351_001;

type Holder = { running?: Promise<ExpiryRun | null> };
const holder: Holder = ((globalThis as { __landAcreExpiry?: Holder }).__landAcreExpiry ??= {});

/**
 * One expiry run for the whole site. One at a time in this process, and one at a time across
 * instances: the run holds a transaction-scoped advisory lock, and an instance that finds it
 * taken skips its turn (resolves with null). The listings' cache tags expire after the commit,
 * so no visitor can refill a cache with the rows the run is changing.
 */
export function runListingExpiryJob(
  now: Date = new Date(),
  options: { db?: Db } = {},
): Promise<ExpiryRun | null> {
  holder.running ??= (async () => {
    const db = options.db ?? (await getDb());
    const run = await db.transaction(async (tx) => {
      const { rows } = await tx.execute<{ locked: boolean }>(
        sql`select pg_try_advisory_xact_lock(${EXPIRY_LOCK_KEY}) as locked`,
      );
      if (!rows[0]?.locked) return null;
      const listings = await expireListings(now, { db: tx });
      // Plans that ended fall back to the free tier in the same run (listings above it paused).
      const plans = await applyPlanExpiry(now, { db: tx });
      return { ...listings, tags: [...new Set([...listings.tags, ...plans.tags])] };
    });
    if (run) await expireTagsNow(run.tags);
    return run;
  })().finally(() => {
    holder.running = undefined;
  });
  return holder.running;
}
