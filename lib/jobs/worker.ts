import "server-only";
import { alertJobHandlers, scheduleDigests } from "@/lib/alerts/alert-jobs";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { messageJobHandlers } from "@/lib/messages/notify/handlers";
import { trustJobHandlers } from "@/lib/trust/still-available-jobs";
import {
  enqueueJob,
  pruneFinishedJobs,
  runDueJobs,
  type JobHandlers,
  type JobRunSummary,
} from "./queue";

const PRUNE_JOB = "jobs.prune";
/** Finished jobs are kept this long (what ran, when), then deleted by a daily job. */
const KEEP_FINISHED_MS = 14 * 24 * 3_600_000;

/** Every kind of background job the server process runs. Features add their handlers here. */
export const jobHandlers: JobHandlers = {
  ...alertJobHandlers,
  ...messageJobHandlers,
  ...trustJobHandlers,
  [PRUNE_JOB]: async () => {
    await pruneFinishedJobs(await getDb(), new Date(Date.now() - KEEP_FINISHED_MS));
  },
};

/**
 * One tick of the in-process worker (lib/jobs/background.ts): adds the scheduled jobs that are
 * due (digests), then claims and runs due jobs until none is left (at most `maxRounds` batches).
 */
export async function runJobWorkerTick(maxRounds = 10): Promise<JobRunSummary> {
  const db = await getDb();
  await scheduleDigests(db);
  await enqueueJob(
    db,
    PRUNE_JOB,
    {},
    { dedupeKey: `${PRUNE_JOB}:${new Date().toISOString().slice(0, 10)}` },
  );
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
