import { randomBytes } from "node:crypto";
import { deserialize } from "node:v8";
import Redis from "ioredis";
import type { DataCacheEntry as CacheEntry, PageCacheContext } from "@/lib/cache/next-internals";
import { env } from "@/lib/env";
import { listingPage, pageGetContext, pageSetContext } from "@/lib/testing/page-cache-context";
import { createRedisDataCache } from "../redis-data-cache";
import { createRedisPageCacheClass } from "../redis-page-cache";
import { SharedTagStore, type TagManifest } from "../shared-tags";

/**
 * Two instances of the shared cache on one Redis, each with its own tags manifest (as two
 * server processes have). Runs when TEST_REDIS_URL is set; the two-server check
 * (scripts/check-shared-cache.ts) covers the real servers.
 */
const describeRedis = env.TEST_REDIS_URL ? describe : describe.skip;

function entry(text: string, tags: string[], timestamp = Date.now()): Promise<CacheEntry> {
  return Promise.resolve({
    value: new Blob([text]).stream(),
    tags,
    stale: 300,
    timestamp,
    expire: 3600,
    revalidate: 900,
  });
}

async function read(found: CacheEntry | undefined): Promise<string | undefined> {
  return found ? new Response(found.value).text() : undefined;
}

describeRedis("shared cache on Redis", () => {
  const prefix = `landacre-test-${randomBytes(4).toString("hex")}`;
  let redis: Redis;
  let errors: unknown[];

  function instance() {
    const manifest: TagManifest = new Map();
    const tags = new SharedTagStore(redis, prefix, manifest, (e) => errors.push(e));
    const data = createRedisDataCache({
      redis,
      prefix: `${prefix}:build`,
      tags,
      manifest,
      onError: (e) => errors.push(e),
      bound: { prefix, maxBytes: 64 * 1024 * 1024 },
    });
    const PageCache = createRedisPageCacheClass({
      redis,
      prefix: `${prefix}:build`,
      tags,
      onError: (e) => errors.push(e),
      bound: { prefix, maxBytes: 64 * 1024 * 1024 },
    });
    // Next.js makes a page cache handler per request.
    const page = () => new PageCache({} as PageCacheContext);
    return { manifest, tags, data, page };
  }

  /** The tag store syncs at most every 50 ms. */
  const afterThrottle = () => new Promise((resolve) => setTimeout(resolve, 60));

  beforeAll(() => {
    redis = new Redis(env.TEST_REDIS_URL);
  });
  beforeEach(() => {
    errors = [];
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it("serves an entry written by one instance on the other", async () => {
    const a = instance();
    const b = instance();
    await a.data.set("listing-1", entry("<p>2 BHK</p>", ["property:1"]));
    await b.data.refreshTags();
    expect(await read(await b.data.get("listing-1", []))).toBe("<p>2 BHK</p>");
    expect(errors).toEqual([]);
  });

  it("never serves an entry whose tag expired on another instance, from Redis or memory", async () => {
    const a = instance();
    const b = instance();
    await a.data.set("listing-2", entry("old", ["property:2"], Date.now() - 10));
    await b.data.refreshTags();
    expect(await read(await b.data.get("listing-2", []))).toBe("old"); // now in B's memory too

    await a.data.updateTags(["property:2"], { expire: 0 });
    await afterThrottle();
    await b.data.refreshTags();
    expect(b.manifest.get("property:2")?.expired).toBeGreaterThan(0);
    expect(await b.data.get("listing-2", [])).toBeUndefined();
    expect(await a.data.get("listing-2", [])).toBeUndefined();

    // Rendered again after the expiry: both serve the new copy.
    await b.data.set("listing-2", entry("new", ["property:2"], Date.now() + 1));
    expect(await read(await a.data.get("listing-2", []))).toBe("new");
    expect(errors).toEqual([]);
  });

  it("reports soft-tag expiries from other instances", async () => {
    const a = instance();
    const b = instance();
    expect(await b.data.getExpiration(["_N_T_/property/x-3"])).toBe(0);
    const before = Date.now();
    await a.tags.expire(["_N_T_/property/x-3"]);
    await afterThrottle();
    await b.data.refreshTags();
    expect(await b.data.getExpiration(["_N_T_/property/x-3"])).toBeGreaterThanOrEqual(before);
  });

  it("marks an entry stale (served once more, then refreshed) when a tag is revalidated with a lifetime", async () => {
    const a = instance();
    const b = instance();
    await a.data.set("listing-4", entry("v1", ["property:4"], Date.now() - 10));
    await a.tags.expire(["property:4"], { expire: 3600 });
    await afterThrottle();
    await b.data.refreshTags();
    const found = await b.data.get("listing-4", []);
    expect(await read(found)).toBe("v1");
    expect(found?.revalidate).toBe(-1);
  });

  it("does not keep a page whose listing changed on another instance during its render", async () => {
    const a = instance();
    const b = instance();
    const key = "/en/property/corner-2-bhk-73";
    expect(await a.page().get(key, pageGetContext)).toBeNull(); // A begins rendering
    await new Promise((resolve) => setTimeout(resolve, 2));
    await b.tags.expire(["property:73"]); // the seller's price cut, served by B
    await afterThrottle(); // A's next sync with Redis
    await a.page().set(key, listingPage("<p>₹61 L</p>", ["property:73"]), pageSetContext);
    expect(await b.page().get(key, pageGetContext)).toBeNull();

    await b.page().set(key, listingPage("<p>₹58.5 L</p>", ["property:73"]), pageSetContext);
    const kept = await a.page().get(key, pageGetContext);
    expect(String((kept?.value as { html?: Buffer } | null)?.html)).toBe("<p>₹58.5 L</p>");
    // Redis holds the page as UTF-8 bytes: a read hands them over without encoding them again.
    const [stored] = await redis.keys(`${prefix}:build:page:${key}`);
    const raw = deserialize((await redis.getBuffer(stored))!) as { value: { html: unknown } };
    expect(raw.value.html).toEqual(Buffer.from("<p>₹58.5 L</p>", "utf8"));
    expect(errors).toEqual([]);
  });

  it("reads everything again when Redis lost its data", async () => {
    const a = instance();
    await a.tags.expire(["cities"]);
    await a.tags.sync();
    const keys = await redis.keys(`${prefix}:tags:*`);
    await redis.del(...keys);
    const b = instance();
    await b.tags.expire(["plans"]);
    await afterThrottle();
    await a.tags.sync();
    expect(a.manifest.get("plans")?.expired).toBeGreaterThan(0);
  });

  it("keeps working on its own when Redis is unreachable", async () => {
    const down = new Redis("redis://127.0.0.1:1", {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    const manifest: TagManifest = new Map();
    const tags = new SharedTagStore(down, prefix, manifest, (e) => errors.push(e));
    const data = createRedisDataCache({
      redis: down,
      prefix,
      tags,
      manifest,
      onError: (e) => errors.push(e),
      bound: { prefix, maxBytes: 64 * 1024 * 1024 },
    });
    try {
      await data.refreshTags();
      await data.set("k", entry("x", ["t"]));
      expect(await read(await data.get("k", []))).toBe("x"); // the local copy
      // A tag expired in the same millisecond as the entry was written does not outdate it.
      await new Promise((resolve) => setTimeout(resolve, 5));
      await data.updateTags(["t"]);
      expect(manifest.get("t")?.expired).toBeGreaterThan(0);
      expect(await data.get("k", [])).toBeUndefined();
      expect(errors.length).toBeGreaterThan(0);
    } finally {
      down.disconnect();
    }
  });
});
