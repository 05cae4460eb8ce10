import "server-only";
import { sql } from "drizzle-orm";
import { expireTagsNow } from "@/lib/cache/expire-tags";
import { tags } from "@/lib/cache/tags";
import { getBackgroundDb, type Db } from "@/lib/db/client";
import { INSIGHTS_LOCK_KEY, rebuildInsights, type RefreshResult } from "./refresh-insights";

/** What the Insights pages read from the rollup; a refresh expires them. */
export const INSIGHTS_TAGS = [tags.insights] as const;

type Holder = { running?: Promise<RefreshResult | null> };
const holder: Holder = ((globalThis as { __landAcreInsights?: Holder }).__landAcreInsights ??= {});

/**
 * One scheduled rebuild of the insights rollup. One at a time in this process (a second call
 * joins the run under way) and across instances: the rebuild holds a transaction-scoped advisory
 * lock, and an instance that finds it taken skips its turn (resolves with null). The Insights
 * pages' cache tags expire after the commit, so the next visitor sees the new figures.
 */
export function runInsightsRefreshJob(
  now: Date = new Date(),
  options: { db?: Db } = {},
): Promise<RefreshResult | null> {
  holder.running ??= (async () => {
    const db = options.db ?? (await getBackgroundDb());
    const run = await db.transaction(async (tx) => {
      const { rows } = await tx.execute<{ locked: boolean }>(
        sql`select pg_try_advisory_xact_lock(${INSIGHTS_LOCK_KEY}) as locked`,
      );
      if (!rows[0]?.locked) return null;
      return rebuildInsights(tx, now);
    });
    if (run) await expireTagsNow(INSIGHTS_TAGS);
    return run;
  })().finally(() => {
    holder.running = undefined;
  });
  return holder.running;
}
