import "server-only";
import { sql } from "drizzle-orm";
import { getDbHandle } from "@/lib/db/client";
import { propertyViewBuffer } from "@/lib/properties/record-view";
import { metrics } from "./registry";

/**
 * Figures read when Prometheus scrapes rather than counted as they change: jobs by kind and
 * status with the oldest due job's age (one grouped query on the jobs table), the database
 * pool, and the page views waiting in the buffer.
 */
export async function collectScrapeTimeMetrics(now = new Date()): Promise<void> {
  const m = metrics();
  const handle = await getDbHandle();
  const rows = await handle.db.execute<{
    kind: string;
    status: string;
    n: number;
    oldest: number | null;
  }>(sql`
    select kind, status::text as status, count(*)::int as n,
      extract(epoch from ${now.toISOString()}::timestamptz
        - min(run_at) filter (where status = 'queued' and run_at <= ${now.toISOString()}::timestamptz))::float8 as oldest
    from jobs where status in ('queued', 'running', 'failed')
    group by kind, status`);
  m.jobs.reset();
  m.jobOldestAge.reset();
  for (const row of rows.rows) {
    m.jobs.set({ kind: row.kind, status: row.status }, Number(row.n));
    if (row.status === "queued") m.jobOldestAge.set({ kind: row.kind }, Number(row.oldest ?? 0));
  }
  const pool = handle.poolStats?.() ?? { inUse: 0, waiting: 0 };
  m.dbPoolInUse.set(pool.inUse);
  m.dbPoolWaiting.set(pool.waiting);
  m.pageViewsBuffered.set(propertyViewBuffer().pending());
}
