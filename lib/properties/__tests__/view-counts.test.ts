import { randomBytes } from "node:crypto";
import { EventEmitter } from "node:events";
import { eq } from "drizzle-orm";
import Redis from "ioredis";
import type { DbHandle } from "@/lib/db/client";
import { properties, propertyViews } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { flushBeforeExit, type ShutdownTarget } from "@/lib/jobs/background";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";
import {
  flushPropertyViews,
  indianDay,
  recordPropertyView,
  resetPropertyViewsForTesting,
  writePropertyViews,
} from "../record-view";
import { MemoryViewStore, RedisViewStore, ViewBuffer, type ViewCount } from "../view-buffer";
import { addCity, addProperty, addUser } from "./fixtures";

const byKey = (rows: ViewCount[]) =>
  [...rows].sort((a, b) => a.propertyId - b.propertyId || a.day.localeCompare(b.day));

describe("view buffer", () => {
  it("writes nothing per view, then one batch summed per listing per day", async () => {
    const writes: ViewCount[][] = [];
    const buffer = new ViewBuffer({
      store: new MemoryViewStore(),
      write: async (rows) => {
        writes.push(rows);
      },
    });
    for (let i = 0; i < 250; i += 1) await buffer.record(1, "2026-11-24");
    for (let i = 0; i < 3; i += 1) await buffer.record(1, "2026-11-25");
    await buffer.record(2, "2026-11-24");
    expect(writes).toHaveLength(0);
    expect(buffer.pending()).toBe(3);

    await expect(buffer.flush()).resolves.toBe(254);
    expect(writes).toHaveLength(1);
    expect(byKey(writes[0])).toEqual([
      { propertyId: 1, day: "2026-11-24", count: 250 },
      { propertyId: 1, day: "2026-11-25", count: 3 },
      { propertyId: 2, day: "2026-11-24", count: 1 },
    ]);
    await expect(buffer.flush()).resolves.toBe(0);
    expect(writes).toHaveLength(1);
  });

  it("keeps a batch whose write failed and writes it with the next one", async () => {
    let fail = true;
    const written: ViewCount[][] = [];
    const buffer = new ViewBuffer({
      store: new MemoryViewStore(),
      write: async (rows) => {
        if (fail) throw new Error("database down");
        written.push(rows);
      },
    });
    await buffer.record(7, "2026-11-24");
    await buffer.record(7, "2026-11-24");
    await expect(buffer.flush()).resolves.toBe(0);
    await buffer.record(7, "2026-11-24");
    fail = false;
    await expect(buffer.flush()).resolves.toBe(3);
    expect(written).toEqual([[{ propertyId: 7, day: "2026-11-24", count: 3 }]]);
  });

  it("never runs two writes at once and writes views that arrive during a flush", async () => {
    let active = 0;
    let most = 0;
    const seen: number[] = [];
    const buffer = new ViewBuffer({
      store: new MemoryViewStore(),
      write: async (rows) => {
        active += 1;
        most = Math.max(most, active);
        await new Promise((resolve) => setTimeout(resolve, 20));
        seen.push(rows.reduce((s, r) => s + r.count, 0));
        active -= 1;
      },
    });
    await buffer.record(1, "2026-11-24");
    const first = buffer.flush();
    await buffer.record(1, "2026-11-24");
    await buffer.record(1, "2026-11-24");
    const second = buffer.flush();
    const third = buffer.flush();
    expect(third).toBe(second);
    await Promise.all([first, second]);
    expect(most).toBe(1);
    // Two writes in turn, every view written once.
    expect(seen).toHaveLength(2);
    expect(seen[0] + seen[1]).toBe(3);
  });

  it("flushes early once many listings wait", async () => {
    const write = jest.fn(async () => undefined);
    const buffer = new ViewBuffer({ store: new MemoryViewStore(), write, maxPending: 10 });
    for (let id = 1; id <= 9; id += 1) await buffer.record(id, "2026-11-24");
    expect(write).not.toHaveBeenCalled();
    await buffer.record(10, "2026-11-24");
    await buffer.flush();
    expect(write).toHaveBeenCalledTimes(1);
    expect(write.mock.calls[0]).toEqual([expect.arrayContaining([expect.any(Object)])]);
  });
});

describe("flush on shutdown", () => {
  function fakeProcess() {
    const emitter = new EventEmitter();
    const exit = jest.fn();
    const target = Object.assign(emitter, { exit }) as unknown as ShutdownTarget &
      EventEmitter & { exit: jest.Mock };
    return { target, realExit: exit };
  }

  it("holds the server's exit until the views counted before it are written", async () => {
    const { target, realExit } = fakeProcess();
    const written: number[] = [];
    const buffer = new ViewBuffer({
      store: new MemoryViewStore(),
      write: async (rows) => {
        await new Promise((resolve) => setTimeout(resolve, 30));
        written.push(rows.reduce((s, r) => s + r.count, 0));
      },
    });
    // Like `next start`: on SIGTERM it closes the server (requests still finish), then exits.
    const serverShutdown = jest.fn();
    (target as EventEmitter).on("SIGTERM", serverShutdown);
    flushBeforeExit(() => buffer.flush(), target);
    await buffer.record(5, "2026-11-24");
    (target as EventEmitter).emit("SIGTERM");
    expect(serverShutdown).toHaveBeenCalled();
    await buffer.record(5, "2026-11-24"); // a request finishing during shutdown
    target.exit(143);
    expect(realExit).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(written).toEqual([2]);
    expect(realExit).toHaveBeenCalledWith(143);
  });

  it("exits by itself after the flush when nothing else handles the signal", async () => {
    const { target, realExit } = fakeProcess();
    const flush = jest.fn(async () => 0);
    flushBeforeExit(flush, target);
    (target as EventEmitter).emit("SIGINT");
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(flush).toHaveBeenCalledTimes(1);
    expect(realExit).toHaveBeenCalledWith(130);
  });

  it("exits after the time limit when the flush hangs", async () => {
    const { target, realExit } = fakeProcess();
    flushBeforeExit(() => new Promise(() => undefined), target, 20);
    (target as EventEmitter).emit("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(realExit).toHaveBeenCalledWith(143);
  });
});

describe.each(TEST_ENGINES)("view counts on %s", (engine) => {
  let handle: DbHandle;
  let listingA: number;
  let listingB: number;

  beforeAll(async () => {
    handle = await useTestDatabase(engine);
    const city = await addCity(handle.db);
    const seller = await addUser(handle.db, { role: "seller", kind: "individual" });
    listingA = (await addProperty(handle.db, seller.id, city.id)).id;
    listingB = (await addProperty(handle.db, seller.id, city.id)).id;
  });
  afterAll(() => releaseTestDatabase(handle));
  beforeEach(() => resetPropertyViewsForTesting());

  async function chart(id: number) {
    const rows = await handle.db
      .select({ day: propertyViews.day, count: propertyViews.count })
      .from(propertyViews)
      .where(eq(propertyViews.propertyId, id));
    return rows.sort((a, b) => a.day.localeCompare(b.day));
  }
  async function total(id: number) {
    const [row] = await handle.db
      .select({ views: properties.views })
      .from(properties)
      .where(eq(properties.id, id));
    return row.views;
  }

  it("reaches the listing's total and the seller's daily chart at the flush, exactly", async () => {
    const yesterday = new Date("2026-11-23T12:00:00Z");
    const today = new Date("2026-11-24T12:00:00Z");
    const beforeA = await total(listingA);
    for (let i = 0; i < 5; i += 1) await recordPropertyView(listingA, today);
    await recordPropertyView(listingA, yesterday);
    await recordPropertyView(listingB, today);
    expect(await chart(listingA)).toEqual([]);
    expect(await total(listingA)).toBe(beforeA);

    await expect(flushPropertyViews()).resolves.toBe(7);
    expect(await total(listingA)).toBe(beforeA + 6);
    expect(await chart(listingA)).toEqual([
      { day: indianDay(yesterday), count: 1 },
      { day: indianDay(today), count: 5 },
    ]);
    expect(await chart(listingB)).toEqual([{ day: indianDay(today), count: 1 }]);

    await recordPropertyView(listingA, today);
    await flushPropertyViews();
    expect(await chart(listingA)).toContainEqual({ day: indianDay(today), count: 6 });
  });

  it("drops views of a listing deleted before the flush and keeps the rest", async () => {
    const before = await total(listingB);
    await writePropertyViews(
      [
        { propertyId: 987_654, day: "2026-11-24", count: 3 },
        { propertyId: listingB, day: "2026-11-20", count: 2 },
        { propertyId: listingB, day: "2026-11-20", count: 1 },
      ],
      handle.db,
    );
    expect(await total(listingB)).toBe(before + 3);
    expect(await chart(listingB)).toContainEqual({ day: "2026-11-20", count: 3 });
  });
});

const redisUrl = env.TEST_REDIS_URL;
(redisUrl ? describe : describe.skip)("views pending in Redis (TEST_REDIS_URL)", () => {
  let a: Redis;
  let b: Redis;
  let key: string;

  beforeAll(() => {
    a = new Redis(redisUrl);
    b = new Redis(redisUrl);
    key = `landacre:test:views:${randomBytes(4).toString("hex")}`;
  });
  afterAll(async () => {
    await a.del(key);
    a.disconnect();
    b.disconnect();
  });

  it("shares pending views between instances; one flush writes each view once", async () => {
    const writes: ViewCount[][] = [];
    const write = async (rows: ViewCount[]) => {
      writes.push(rows);
    };
    const instanceA = new ViewBuffer({ store: new RedisViewStore(a, key), write });
    const instanceB = new ViewBuffer({ store: new RedisViewStore(b, key), write });
    for (let i = 0; i < 4; i += 1) await instanceA.record(11, "2026-11-24");
    for (let i = 0; i < 3; i += 1) await instanceB.record(11, "2026-11-24");
    await instanceB.record(12, "2026-11-25");
    expect(await a.hgetall(key)).toEqual({ "11|2026-11-24": "7", "12|2026-11-25": "1" });

    const [fromA, fromB] = await Promise.all([instanceA.flush(), instanceB.flush()]);
    expect(fromA + fromB).toBe(8);
    expect(byKey(writes.flat())).toEqual([
      { propertyId: 11, day: "2026-11-24", count: 7 },
      { propertyId: 12, day: "2026-11-25", count: 1 },
    ]);
    expect(await a.exists(key)).toBe(0);
  });

  it("keeps counting in memory while Redis is unreachable", async () => {
    const down = new Redis("redis://127.0.0.1:1", {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      lazyConnect: true,
      retryStrategy: () => null,
    });
    down.on("error", () => undefined);
    const written: ViewCount[] = [];
    const buffer = new ViewBuffer({
      store: new RedisViewStore(down, key),
      write: async (rows) => {
        written.push(...rows);
      },
    });
    await buffer.record(21, "2026-11-24");
    await buffer.record(21, "2026-11-24");
    await expect(buffer.flush()).resolves.toBe(2);
    expect(written).toEqual([{ propertyId: 21, day: "2026-11-24", count: 2 }]);
    down.disconnect();
  });
});
