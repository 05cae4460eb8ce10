import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { openDatabase, type DbHandle } from "@/lib/db/client";
import { runMigrations } from "@/lib/db/migrate";
import { jobs } from "@/lib/db/schema";
import {
  FROM_SCRATCH_TIMEOUT,
  releaseTestDatabase,
  TEST_ENGINES,
  useTestDatabase,
} from "@/lib/testing/test-db";
import {
  backoffMs,
  claimJobs,
  completeJob,
  enqueueJob,
  failJob,
  pruneFinishedJobs,
  runDueJobs,
  type JobHandler,
} from "../queue";

const LEASE = 60_000;

describe.each(TEST_ENGINES)("jobs queue on %s", (engine) => {
  let handle: DbHandle;

  beforeAll(async () => {
    handle = await useTestDatabase(engine);
  });
  afterAll(() => releaseTestDatabase(handle));
  beforeEach(async () => {
    await handle.db.execute(sql`delete from jobs`);
  });

  const jobRow = async (id: number) =>
    (await handle.db.select().from(jobs).where(eq(jobs.id, id)))[0];

  it("runs a due job once with its handler and marks it done", async () => {
    const seen: unknown[] = [];
    const id = (await enqueueJob(handle.db, "test.echo", { n: 1 }))!;
    const handlers: Record<string, JobHandler> = {
      "test.echo": async (payload) => {
        seen.push(payload);
      },
    };
    expect(await runDueJobs(handle.db, handlers, { leaseMs: LEASE })).toEqual({
      done: 1,
      retried: 0,
      failed: 0,
    });
    expect(await runDueJobs(handle.db, handlers, { leaseMs: LEASE })).toEqual({
      done: 0,
      retried: 0,
      failed: 0,
    });
    expect(seen).toEqual([{ n: 1 }]);
    expect(await jobRow(id)).toMatchObject({ status: "done", attempts: 1 });
  });

  it("leaves jobs of kinds it has no handler for, and jobs not yet due", async () => {
    await enqueueJob(handle.db, "test.other", {});
    await enqueueJob(handle.db, "test.echo", {}, { runAt: new Date(Date.now() + 60_000) });
    const summary = await runDueJobs(
      handle.db,
      { "test.echo": async () => {} },
      { leaseMs: LEASE },
    );
    expect(summary.done).toBe(0);
  });

  it("retries a failing job with a growing backoff, then keeps it as failed", async () => {
    const id = (await enqueueJob(handle.db, "test.flaky", {}, { maxAttempts: 3 }))!;
    const handlers = {
      "test.flaky": async () => {
        throw new Error("gateway down");
      },
    };
    const t0 = Date.now();
    expect((await runDueJobs(handle.db, handlers, { leaseMs: LEASE })).retried).toBe(1);
    let row = await jobRow(id);
    expect(row).toMatchObject({ status: "queued", attempts: 1, lastError: "gateway down" });
    expect(row.runAt.getTime()).toBeGreaterThanOrEqual(t0 + backoffMs(1) - 50);
    // Not due yet: nothing runs.
    expect((await runDueJobs(handle.db, handlers, { leaseMs: LEASE })).retried).toBe(0);

    const later = (ms: number) => new Date(Date.now() + ms);
    let claimed = await claimJobs(handle.db, { leaseMs: LEASE, now: later(backoffMs(1) + 10) });
    expect(claimed.map((j) => j.id)).toEqual([id]);
    const t1 = Date.now();
    expect(await failJob(handle.db, claimed[0], new Error("still down"))).toBe("retry");
    row = await jobRow(id);
    expect(row.attempts).toBe(2);
    expect(row.runAt.getTime()).toBeGreaterThanOrEqual(t1 + backoffMs(2) - 50);

    claimed = await claimJobs(handle.db, { leaseMs: LEASE, now: later(backoffMs(2) + 10) });
    expect(await failJob(handle.db, claimed[0], new Error("gave up"))).toBe("failed");
    expect(await jobRow(id)).toMatchObject({ status: "failed", attempts: 3, lastError: "gave up" });
    expect(backoffMs(1)).toBeLessThan(backoffMs(2));
    expect(backoffMs(40)).toBe(3_600_000);
  });

  it("takes a job back from a worker that died once its lease has passed", async () => {
    const id = (await enqueueJob(handle.db, "test.echo", {}))!;
    const first = await claimJobs(handle.db, { leaseMs: LEASE });
    expect(first.map((j) => j.id)).toEqual([id]);
    // The worker dies here: the job stays `running` with its lease.
    expect(await claimJobs(handle.db, { leaseMs: LEASE })).toEqual([]);
    const again = await claimJobs(handle.db, {
      leaseMs: LEASE,
      now: new Date(Date.now() + LEASE + 1000),
    });
    expect(again.map((j) => [j.id, j.attempts])).toEqual([[id, 2]]);
    await completeJob(handle.db, id);
    expect(await jobRow(id)).toMatchObject({ status: "done" });
  });

  it("never hands one job to two workers claiming at the same time", async () => {
    for (let i = 0; i < 20; i++) await enqueueJob(handle.db, "test.echo", { i });
    const [a, b] = await Promise.all([
      claimJobs(handle.db, { leaseMs: LEASE, limit: 15 }),
      claimJobs(handle.db, { leaseMs: LEASE, limit: 15 }),
    ]);
    const ids = [...a, ...b].map((j) => j.id);
    expect(ids).toHaveLength(20);
    expect(new Set(ids).size).toBe(20);
  });

  it("prunes finished jobs older than the cut-off, keeping failed and recent ones", async () => {
    const old = (await enqueueJob(handle.db, "test.echo", {}))!;
    const recent = (await enqueueJob(handle.db, "test.echo", {}))!;
    const failed = (await enqueueJob(handle.db, "test.echo", {}, { maxAttempts: 1 }))!;
    const [a, b, c] = await claimJobs(handle.db, { leaseMs: LEASE });
    await completeJob(handle.db, a.id, new Date(Date.now() - 20 * 86_400_000));
    await completeJob(handle.db, b.id);
    await failJob(handle.db, c, new Error("x"), new Date(Date.now() - 20 * 86_400_000));
    expect(await pruneFinishedJobs(handle.db, new Date(Date.now() - 14 * 86_400_000))).toBe(1);
    const left = (await handle.db.select().from(jobs)).map((j) => j.id).sort();
    expect(left).toEqual([recent, failed].sort());
    expect(left).not.toContain(old);
  });

  it("adds a job with a dedupe key only once", async () => {
    expect(await enqueueJob(handle.db, "test.echo", {}, { dedupeKey: "k1" })).not.toBeNull();
    expect(await enqueueJob(handle.db, "test.echo", {}, { dedupeKey: "k1" })).toBeNull();
    const [{ n }] = (
      await handle.db.execute<{ n: number }>(sql`select count(*)::int as n from jobs`)
    ).rows;
    expect(n).toBe(1);
  });
});

describe("jobs survive a restart (PGlite on disk)", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "landacre-jobs-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(
    "runs after reopening the database a job queued and one left running before the stop",
    async () => {
      const dataDir = path.join(dir, "pglite");
      const before = await openDatabase({ dataDir });
      await runMigrations(before);
      const queued = (await enqueueJob(before.db, "test.echo", { a: 1 }))!;
      const running = (await enqueueJob(before.db, "test.echo", { a: 2 }))!;
      await before.db.execute(
        sql`update jobs set run_at = now() - interval '1 hour' where id = ${running}`,
      );
      const [claimed] = await claimJobs(before.db, { leaseMs: 1000, limit: 1 });
      expect(claimed.id).toBe(running);
      await before.close(); // the process stops with one job mid-run

      const after = await openDatabase({ dataDir });
      try {
        const seen: unknown[] = [];
        const handlers = { "test.echo": async (p: Record<string, unknown>) => void seen.push(p) };
        const run = await runDueJobs(after.db, handlers, {
          leaseMs: 1000,
          now: new Date(Date.now() + 2000),
        });
        expect(run.done).toBe(2);
        expect(seen).toEqual(expect.arrayContaining([{ a: 1 }, { a: 2 }]));
        const rows = await after.db.select().from(jobs);
        expect(rows.map((r) => [r.id, r.status]).sort()).toEqual(
          [
            [queued, "done"],
            [running, "done"],
          ].sort(),
        );
      } finally {
        await after.close();
      }
    },
    FROM_SCRATCH_TIMEOUT,
  );
});
