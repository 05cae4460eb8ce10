import { Client } from "pg";
import type { DbHandle } from "@/lib/db/client";
import { listingSupply, priceTrends } from "@/lib/db/schema";
import { INSIGHTS_LOCK_KEY, refreshInsights } from "@/lib/insights/refresh-insights";
import { runInsightsRefreshJob } from "@/lib/insights/refresh-job";
import { makeIndore } from "@/lib/listings/__tests__/fixtures";
import { addProperty, addUser } from "@/lib/properties/__tests__/fixtures";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";

const HANDLERS = Symbol.for("@next/cache-handlers-set");
const NOW = new Date("2026-06-20T06:00:00Z");

describe.each(TEST_ENGINES)("scheduled insights refresh on %s", (engine) => {
  let handle: DbHandle;
  let addListing: () => Promise<unknown>;
  const handler = { updateTags: jest.fn(async () => undefined) };

  beforeAll(async () => {
    handle = await useTestDatabase(engine);
    const { cityId, localityId } = await makeIndore(handle.db);
    const seller = await addUser(handle.db, { role: "seller", kind: "agent" });
    let n = 0;
    addListing = () =>
      addProperty(handle.db, seller.id, cityId, {
        localityId,
        price: 5_000_000 + ++n * 100_000,
        postedAt: new Date("2026-06-02T10:00:00Z"),
        approvedAt: new Date("2026-06-02T11:00:00Z"),
      });
    for (let i = 0; i < 5; i++) await addListing();
    // Where a Next.js server keeps its 'use cache' handlers; this one records tag expiries.
    (globalThis as unknown as Record<symbol, unknown>)[HANDLERS] = new Set([handler]);
  }, 120_000);
  afterAll(async () => {
    delete (globalThis as unknown as Record<symbol, unknown>)[HANDLERS];
    await releaseTestDatabase(handle);
  });
  beforeEach(() => handler.updateTags.mockClear());

  it("rebuilds the rollup from the listings, then expires the Insights pages' cache tag", async () => {
    const run = await runInsightsRefreshJob(NOW);
    expect(run?.trendRows).toBeGreaterThan(0);
    const supply = await handle.db.select().from(listingSupply);
    expect(supply.find((r) => r.localityId === 0 && r.bhk === -1)?.listings).toBe(5);
    const median = (await handle.db.select().from(priceTrends)).find(
      (r) => r.localityId === 0 && r.propertyType === "" && r.bhk === -1,
    );
    expect(median).toMatchObject({ listings: 5, median: 5300 });
    expect(handler.updateTags).toHaveBeenCalledTimes(1);
    expect(handler.updateTags).toHaveBeenCalledWith(["insights"]);

    // A new listing shows up on the next scheduled run.
    await addListing();
    await runInsightsRefreshJob(NOW);
    const after = await handle.db.select().from(listingSupply);
    expect(after.find((r) => r.localityId === 0 && r.bhk === -1)?.listings).toBe(6);
  });

  it("runs once at a time in a process: a second call joins the run under way", async () => {
    const [a, b] = [runInsightsRefreshJob(NOW), runInsightsRefreshJob(NOW)];
    expect(b).toBe(a);
    await a;
    expect(handler.updateTags).toHaveBeenCalledTimes(1);
  });

  (engine === "postgresql" ? it : it.skip)(
    "skips its turn while another instance holds the lock (no tag expired)",
    async () => {
      const other = new Client({ connectionString: handle.url! });
      await other.connect();
      try {
        await other.query("select pg_advisory_lock($1)", [INSIGHTS_LOCK_KEY]);
        await expect(runInsightsRefreshJob(NOW)).resolves.toBeNull();
        expect(handler.updateTags).not.toHaveBeenCalled();
        await other.query("select pg_advisory_unlock($1)", [INSIGHTS_LOCK_KEY]);
        await expect(runInsightsRefreshJob(NOW)).resolves.not.toBeNull();
      } finally {
        await other.end();
      }
    },
  );

  (engine === "postgresql" ? it : it.skip)(
    "a cron run (npm run insights:refresh) waits for another instance's run instead of racing it",
    async () => {
      const other = new Client({ connectionString: handle.url! });
      await other.connect();
      try {
        await other.query("select pg_advisory_lock($1)", [INSIGHTS_LOCK_KEY]);
        let done = false;
        const cron = refreshInsights(handle.db, NOW).then((run) => {
          done = true;
          return run;
        });
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(done).toBe(false);
        await other.query("select pg_advisory_unlock($1)", [INSIGHTS_LOCK_KEY]);
        await expect(cron).resolves.toMatchObject({ trendRows: expect.any(Number) });
        expect(done).toBe(true);
      } finally {
        await other.end();
      }
    },
  );
});
