import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { jobs } from "@/lib/db/schema";

/**
 * A durable job queue in the `jobs` table, the same on PGlite and PostgreSQL.
 *
 * - `enqueueJob(tx, …)` inside the transaction of the change that needs the work: the job exists
 *   exactly when the change committed, and survives a restart.
 * - `claimJobs` takes due jobs with `FOR UPDATE SKIP LOCKED` (several workers never take the same
 *   job) and leases them until `now + leaseMs`. A job still `running` after its lease belongs to
 *   a worker that died: it is claimed again.
 * - A failed run is retried after an exponential backoff (`backoffMs`) until `max_attempts`,
 *   then kept as `failed` with its last error.
 */

export type JobRow = {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
};

export type EnqueueOptions = {
  runAt?: Date;
  maxAttempts?: number;
  /** At most one job per key, ever: a second enqueue with the same key is a no-op. */
  dedupeKey?: string;
};

type Writer = Pick<Db, "insert">;

export async function enqueueJob(
  db: Writer,
  kind: string,
  payload: Record<string, unknown>,
  options: EnqueueOptions = {},
): Promise<number | null> {
  const rows = await db
    .insert(jobs)
    .values({
      kind,
      payload,
      runAt: options.runAt ?? new Date(),
      maxAttempts: options.maxAttempts ?? 5,
      dedupeKey: options.dedupeKey ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  return rows[0]?.id ?? null;
}

/** Delay before the next try after `attempts` failed runs: 2 s, 4 s, 8 s … at most an hour. */
export function backoffMs(attempts: number, baseMs = 2000): number {
  return Math.min(baseMs * 2 ** Math.max(attempts - 1, 0), 3_600_000);
}

/** Claims up to `limit` due jobs (queued, or running past their lease) for this worker. */
export async function claimJobs(
  db: Db,
  options: { limit?: number; leaseMs: number; now?: Date; kinds?: string[] },
): Promise<JobRow[]> {
  const now = options.now ?? new Date();
  const until = new Date(now.getTime() + options.leaseMs);
  const kinds = options.kinds?.length
    ? sql`and kind in (${sql.join(
        options.kinds.map((k) => sql`${k}`),
        sql`, `,
      )})`
    : sql``;
  const result = await db.execute<{
    id: number;
    kind: string;
    payload: Record<string, unknown>;
    attempts: number;
    max_attempts: number;
  }>(sql`
    update jobs set status = 'running', attempts = attempts + 1, locked_until = ${until.toISOString()}
    where id in (
      select id from jobs
      where status in ('queued', 'running') and run_at <= ${now.toISOString()}
        and (status = 'queued' or locked_until < ${now.toISOString()}) ${kinds}
      order by run_at, id
      limit ${options.limit ?? 10}
      for update skip locked
    )
    returning id, kind, payload, attempts, max_attempts`);
  return result.rows
    .map((r) => ({
      id: Number(r.id),
      kind: r.kind,
      payload: r.payload,
      attempts: Number(r.attempts),
      maxAttempts: Number(r.max_attempts),
    }))
    .sort((a, b) => a.id - b.id);
}

export async function completeJob(db: Db, id: number, now = new Date()): Promise<void> {
  await db.execute(
    sql`update jobs set status = 'done', locked_until = null, last_error = null, finished_at = ${now.toISOString()} where id = ${id}`,
  );
}

/** Records a failed run: retried after a backoff, or `failed` for good after the last attempt. */
export async function failJob(
  db: Db,
  job: Pick<JobRow, "id" | "attempts" | "maxAttempts">,
  error: unknown,
  now = new Date(),
): Promise<"retry" | "failed"> {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
  if (job.attempts >= job.maxAttempts) {
    await db.execute(
      sql`update jobs set status = 'failed', locked_until = null, last_error = ${message}, finished_at = ${now.toISOString()} where id = ${job.id}`,
    );
    return "failed";
  }
  const next = new Date(now.getTime() + backoffMs(job.attempts));
  await db.execute(
    sql`update jobs set status = 'queued', locked_until = null, last_error = ${message}, run_at = ${next.toISOString()} where id = ${job.id}`,
  );
  return "retry";
}

/** Deletes jobs that finished well before `before` (failed ones are kept for inspection). */
export async function pruneFinishedJobs(db: Db, before: Date): Promise<number> {
  const result = await db.execute<{ id: number }>(
    sql`delete from jobs where status = 'done' and finished_at < ${before.toISOString()} returning id`,
  );
  return result.rows.length;
}

export type JobHandler = (payload: Record<string, unknown>, job: JobRow) => Promise<void>;
export type JobHandlers = Record<string, JobHandler>;

export type JobRunSummary = { done: number; retried: number; failed: number };

/**
 * One pass of the worker: claims due jobs of the kinds it has handlers for (others wait for a
 * worker that knows them) and runs each in turn.
 */
export async function runDueJobs(
  db: Db,
  handlers: JobHandlers,
  options: { limit?: number; leaseMs: number; now?: Date },
): Promise<JobRunSummary> {
  const summary: JobRunSummary = { done: 0, retried: 0, failed: 0 };
  const claimed = await claimJobs(db, { ...options, kinds: Object.keys(handlers) });
  for (const job of claimed) {
    try {
      await handlers[job.kind](job.payload, job);
      await completeJob(db, job.id);
      summary.done++;
    } catch (error) {
      const outcome = await failJob(db, job, error);
      if (outcome === "retry") summary.retried++;
      else summary.failed++;
    }
  }
  return summary;
}
