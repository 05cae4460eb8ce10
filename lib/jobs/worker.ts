import "server-only";
import { alertJobHandlers, scheduleDigests } from "@/lib/alerts/alert-jobs";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { runDueJobs, type JobHandlers, type JobRunSummary } from "./queue";

/** Every kind of background job the server process runs. Features add their handlers here. */
export const jobHandlers: JobHandlers = { ...alertJobHandlers };

/**
 * One tick of the in-process worker (lib/jobs/background.ts): adds the scheduled jobs that are
 * due (digests), then claims and runs due jobs until none is left (at most `maxRounds` batches).
 */
export async function runJobWorkerTick(maxRounds = 10): Promise<JobRunSummary> {
  const db = await getDb();
  await scheduleDigests(db);
  const total: JobRunSummary = { done: 0, retried: 0, failed: 0 };
  for (let round = 0; round < maxRounds; round++) {
    const run = await runDueJobs(db, jobHandlers, { limit: 10, leaseMs: env.JOB_LEASE_MS });
    total.done += run.done;
    total.retried += run.retried;
    total.failed += run.failed;
    if (run.done + run.retried + run.failed === 0) break;
  }
  return total;
}
