import { eq } from "drizzle-orm";
import { Client } from "pg";
import type { DbHandle } from "@/lib/db/client";
import { properties } from "@/lib/db/schema";
import { addCity, addProperty, addUser } from "@/lib/properties/__tests__/fixtures";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";
import { EXPIRY_LOCK_KEY, runListingExpiryJob } from "../expiry-job";

const DAY = 24 * 60 * 60 * 1000;
const HANDLERS = Symbol.for("@next/cache-handlers-set");

type FakeHandler = { updateTags: jest.Mock };

describe.each(TEST_ENGINES)("listing expiry job on %s", (engine) => {
  let handle: DbHandle;
  let sellerId: number;
  let cityId: number;
  const handler: FakeHandler = { updateTags: jest.fn(async () => undefined) };

  beforeAll(async () => {
    handle = await useTestDatabase(engine);
    cityId = (await addCity(handle.db)).id;
    sellerId = (await addUser(handle.db, { role: "seller", kind: "individual" })).id;
    // Where a Next.js server keeps its 'use cache' handlers; this one records tag expiries.
    (globalThis as unknown as Record<symbol, unknown>)[HANDLERS] = new Set([handler]);
  });
  afterAll(async () => {
    delete (globalThis as unknown as Record<symbol, unknown>)[HANDLERS];
    await releaseTestDatabase(handle);
  });
  beforeEach(() => handler.updateTags.mockClear());

  async function lapsed() {
    const row = await addProperty(handle.db, sellerId, cityId, {
      approvedAt: new Date(Date.now() - 120 * DAY),
      expiresAt: new Date(Date.now() - 1000),
    });
    return row.id;
  }
  async function statusOf(id: number) {
    const [row] = await handle.db
      .select({ status: properties.status })
      .from(properties)
      .where(eq(properties.id, id));
    return row.status;
  }

  it("expires lapsed listings and then their cache tags", async () => {
    const gone = await lapsed();
    const live = (await addProperty(handle.db, sellerId, cityId)).id;
    const run = await runListingExpiryJob();
    expect(run).toMatchObject({ expired: 1 });
    expect(await statusOf(gone)).toBe("expired");
    expect(await statusOf(live)).toBe("active");
    expect(handler.updateTags).toHaveBeenCalledTimes(1);
    expect(handler.updateTags.mock.calls[0][0]).toEqual(
      expect.arrayContaining([`property:${gone}`, "properties", "city-properties:indore"]),
    );
    expect(handler.updateTags.mock.calls[0][0]).not.toContain(`property:${live}`);

    handler.updateTags.mockClear();
    await expect(runListingExpiryJob()).resolves.toMatchObject({ expired: 0 });
    expect(handler.updateTags).not.toHaveBeenCalled();
  });

  it("runs once at a time in a process: a second call joins the run under way", async () => {
    const id = await lapsed();
    const [a, b] = [runListingExpiryJob(), runListingExpiryJob()];
    expect(b).toBe(a);
    expect((await a)?.expired).toBe(1);
    expect(await statusOf(id)).toBe("expired");
  });

  (engine === "postgresql" ? it : it.skip)(
    "skips its turn while another instance holds the lock",
    async () => {
      const id = await lapsed();
      const other = new Client({ connectionString: handle.url! });
      await other.connect();
      try {
        await other.query("select pg_advisory_lock($1)", [EXPIRY_LOCK_KEY]);
        await expect(runListingExpiryJob()).resolves.toBeNull();
        expect(await statusOf(id)).toBe("active");
        await other.query("select pg_advisory_unlock($1)", [EXPIRY_LOCK_KEY]);
        await expect(runListingExpiryJob()).resolves.toMatchObject({ expired: 1 });
        expect(await statusOf(id)).toBe("expired");
      } finally {
        await other.end();
      }
    },
  );
});
