import "server-only";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { runInsightsRefreshJob } from "@/lib/insights/refresh-job";
import { runJobWorkerTick } from "@/lib/jobs/worker";
import { runListingExpiryJob } from "@/lib/listings/expiry-job";
import { runReconfirmJob } from "@/lib/trust/reconfirm-job";
import { flushPropertyViews } from "@/lib/properties/record-view";

/** The part of `process` the shutdown hook uses (a stand-in in tests). */
export type ShutdownTarget = {
  once(signal: "SIGTERM" | "SIGINT", listener: () => void): unknown;
  listenerCount(signal: "SIGTERM" | "SIGINT"): number;
  exit: (code?: number | string | null) => never;
};

const EXIT_CODES = { SIGINT: 130, SIGTERM: 143 } as const;

/**
 * Runs `finalFlush` before the process exits after SIGTERM or SIGINT. `next start` answers
 * those signals by closing the HTTP server, waiting for in-flight requests and their `after()`
 * work, then calling `process.exit`: the hook holds that exit until the flush has finished (at
 * most `timeoutMs`), so views counted by the last requests are written too. When nothing else
 * handles the signal, the hook flushes and exits itself.
 */
export function flushBeforeExit(
  finalFlush: () => Promise<unknown>,
  target: ShutdownTarget = process as unknown as ShutdownTarget,
  timeoutMs = 10_000,
): void {
  const realExit = target.exit.bind(target);
  let exiting: Promise<void> | null = null;
  const flushThenExit = (code: number | string | null | undefined): void => {
    exiting ??= Promise.race([
      finalFlush().then(
        () => undefined,
        (error: unknown) => log.error({ err: error }, "final flush failed"),
      ),
      new Promise<void>((resolve) => setTimeout(resolve, timeoutMs).unref()),
    ]);
    void exiting.then(() => realExit(code));
  };
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    target.once(signal, () => {
      target.exit = ((code?: number | string | null) =>
        flushThenExit(code)) as ShutdownTarget["exit"];
      // Ours is the only listener: no server shutdown will call exit, so do it here.
      if (target.listenerCount(signal) === 0) flushThenExit(EXIT_CODES[signal]);
    });
  }
}

type Holder = { started?: boolean };
const holder: Holder = ((globalThis as { __landAcreJobs?: Holder }).__landAcreJobs ??= {});

/**
 * The server process's background work, started once from `instrumentation.ts`: buffered
 * page views written every VIEW_FLUSH_INTERVAL_MS (and on shutdown), listing expiry every
 * LISTING_EXPIRY_INTERVAL_MS, the insights rollup every INSIGHTS_REFRESH_INTERVAL_MS, and the
 * jobs table (alerts, digests; lib/jobs/queue.ts) every JOB_WORKER_INTERVAL_MS, one tick at a
 * time. Never during `next build`.
 */
export function startBackgroundJobs(): void {
  if (holder.started || env.NEXT_PHASE === "phase-production-build") return;
  holder.started = true;

  setInterval(() => {
    flushPropertyViews().catch((error: unknown) => log.warn({ err: error }, "view flush failed"));
  }, env.VIEW_FLUSH_INTERVAL_MS).unref();
  flushBeforeExit(() => flushPropertyViews());

  scheduleJob(env.LISTING_EXPIRY_INTERVAL_MS, 30_000, () =>
    runListingExpiryJob()
      .then((run) => {
        if (run && (run.expired > 0 || run.warned > 0)) {
          log.info({ expired: run.expired, warned: run.warned }, "listing expiry run");
        }
      })
      .catch((error: unknown) => log.warn({ err: error }, "listing expiry run failed")),
  );

  scheduleJob(env.RECONFIRM_INTERVAL_MS, 90_000, () =>
    runReconfirmJob()
      .then((run) => {
        if (run && (run.asked > 0 || run.paused > 0)) {
          log.info({ asked: run.asked, paused: run.paused }, "reconfirmation run");
        }
      })
      .catch((error: unknown) => log.warn({ err: error }, "reconfirmation run failed")),
  );

  scheduleJob(env.INSIGHTS_REFRESH_INTERVAL_MS, 120_000, () =>
    runInsightsRefreshJob()
      .then((run) => {
        if (run) log.info(run, "insights rollup refreshed");
      })
      .catch((error: unknown) => log.warn({ err: error }, "insights refresh failed")),
  );

  let working = false;
  setInterval(() => {
    if (working) return;
    working = true;
    runJobWorkerTick()
      .then((run) => {
        if (run.retried > 0 || run.failed > 0) log.warn(run, "background jobs failed");
      })
      .catch((error: unknown) => log.warn({ err: error }, "job worker tick failed"))
      .finally(() => {
        working = false;
      });
  }, env.JOB_WORKER_INTERVAL_MS).unref();
}

/** The part of the timer API scheduleJob uses (fake timers in tests). */
export type JobTimers = {
  setTimeout: (fn: () => void, ms: number) => { unref(): unknown };
  setInterval: (fn: () => void, ms: number) => { unref(): unknown };
};

/**
 * Runs `job` every `intervalMs` (0 → never): first shortly after start (after
 * min(firstDelayMs, intervalMs), not during it), then on the interval. Timers never keep the
 * process alive.
 */
export function scheduleJob(
  intervalMs: number,
  firstDelayMs: number,
  job: () => unknown,
  timers: JobTimers = globalThis,
): void {
  if (intervalMs <= 0) return;
  timers
    .setTimeout(
      () => {
        job();
        timers.setInterval(job, intervalMs).unref();
      },
      Math.min(firstDelayMs, intervalMs),
    )
    .unref();
}
