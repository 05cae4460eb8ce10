import { randomBytes } from "node:crypto";
import Redis from "ioredis";
import { env } from "@/lib/env";
import { pageCacheContext } from "@/lib/testing/page-cache-context";
import { nextTagsManifest, type PageCacheContext } from "../next-internals";
import { FilteredFileCache } from "../page-cache-filter";
import { createRedisPageCacheClass } from "../redis-page-cache";
import { RenderStarts, renderStillCurrent } from "../render-starts";
import { tagState } from "../tag-state";
import { SharedTagStore } from "../shared-tags";

/** A rendered listing page as Next.js hands it to the page cache, with its tags. */
function listingPage(html: string, tags: string[]) {
  return {
    kind: "APP_PAGE",
    html,
    rscData: Buffer.from(html),
    headers: { "x-next-cache-tags": tags.join(",") },
    postponed: undefined,
    status: 200,
    segmentData: undefined,
  } as never;
}

const pageCtx = { kind: "APP_PAGE", isRoutePPREnabled: false, isFallback: false } as never;
const setCtx = {
  fetchCache: false,
  isRoutePPREnabled: false,
  isFallback: false,
  cacheControl: { revalidate: 3600, expire: 86400 },
} as never;

function fileCache(): FilteredFileCache {
  return new FilteredFileCache(
    pageCacheContext({ flushToDisk: false, maxMemoryCacheSize: 8 * 1024 * 1024 }),
  );
}

describe("RenderStarts", () => {
  it("remembers when a render began: a miss now, an entry served stale at its first read", () => {
    const starts = new RenderStarts();
    starts.miss("/a", 100);
    starts.miss("/a", 200);
    expect(starts.take("/a")).toBe(200);
    expect(starts.take("/a")).toBeUndefined();

    starts.revalidating("/b", 100);
    starts.revalidating("/b", 200);
    expect(starts.take("/b")).toBe(100);
  });

  it("counts a read as a render's start only when Next.js renders after it", () => {
    const starts = new RenderStarts();
    const now = 1_000_000;
    const fresh = { lastModified: now - 1000, value: null, cacheControl: { revalidate: 60 } };
    starts.read("/fresh", fresh as never, now);
    expect(starts.take("/fresh")).toBeUndefined();
    const due = { lastModified: now - 61_000, value: null, cacheControl: { revalidate: 60 } };
    starts.read("/due", due as never, now);
    expect(starts.take("/due")).toBe(now);
    starts.read("/marked-stale", { lastModified: 1, value: null } as never, now);
    expect(starts.take("/marked-stale")).toBe(now);
    starts.read("/miss", null, now);
    expect(starts.take("/miss")).toBe(now);
  });

  it("keeps a render unless one of its tags expired or went stale since it began", () => {
    const manifest = new Map([
      ["property:1", { expired: 500 }],
      ["property:2", { stale: 500, expired: 10_000 }],
    ]);
    expect(renderStillCurrent(manifest, ["property:1"], 400, 1000)).toBe(false);
    expect(renderStillCurrent(manifest, ["property:1"], 500, 1000)).toBe(false);
    expect(renderStillCurrent(manifest, ["property:1"], 501, 1000)).toBe(true);
    expect(renderStillCurrent(manifest, ["property:2"], 400, 1000)).toBe(false);
    expect(renderStillCurrent(manifest, ["property:3"], 400, 1000)).toBe(true);
    expect(renderStillCurrent(manifest, ["property:1"], undefined, 1000)).toBe(true);
    expect(tagState(manifest, ["property:2"], 400, 1000)).toBe("stale");
    expect(tagState(manifest, ["property:1", "property:2"], 400, 1000)).toBe("expired");
  });
});

describe("the page cache and a change during a render", () => {
  afterEach(async () => {
    const manifest = await nextTagsManifest();
    for (const tag of ["property:71", "property:72"]) manifest.delete(tag);
  });

  it("does not keep a page whose render began before its listing changed", async () => {
    const cache = fileCache();
    const key = "/en/property/corner-2-bhk-71";
    expect(await cache.get(key, pageCtx)).toBeNull(); // a visitor's miss: the render begins
    await new Promise((resolve) => setTimeout(resolve, 2));
    await cache.revalidateTag(["property:71"], { expire: 0 }); // the seller's price cut
    await cache.set(key, listingPage("<p>₹61 L</p>", ["property:71"]), setCtx);
    // The next visitor renders it again, from the new price.
    expect(await cache.get(key, pageCtx)).toBeNull();
    await cache.set(key, listingPage("<p>₹58.5 L</p>", ["property:71"]), setCtx);
    const kept = await cache.get(key, pageCtx);
    expect((kept?.value as { html?: string } | null)?.html).toBe("<p>₹58.5 L</p>");
  });

  it("keeps a page when only other listings changed during its render", async () => {
    const cache = fileCache();
    const key = "/en/property/corner-2-bhk-72";
    expect(await cache.get(key, pageCtx)).toBeNull();
    await cache.revalidateTag(["property:99972"], { expire: 0 });
    await cache.set(key, listingPage("<p>₹72 L</p>", ["property:72"]), setCtx);
    const kept = await cache.get(key, pageCtx);
    expect((kept?.value as { html?: string } | null)?.html).toBe("<p>₹72 L</p>");
  });
});

const describeRedis = env.TEST_REDIS_URL ? describe : describe.skip;

describeRedis("the page cache on Redis and a change during a render", () => {
  const prefix = `landacre-test-${randomBytes(4).toString("hex")}`;
  let redis: Redis;

  beforeAll(() => {
    redis = new Redis(env.TEST_REDIS_URL);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  /** One server process: its tag store and page cache (made per request, as Next.js does). */
  function instance() {
    const tags = new SharedTagStore(redis, prefix, new Map(), (e) => {
      throw e;
    });
    const PageCache = createRedisPageCacheClass({
      redis,
      prefix: `${prefix}:build`,
      tags,
      onError: (e) => {
        throw e;
      },
      bound: { prefix, maxBytes: 64 * 1024 * 1024 },
    });
    return { tags, page: () => new PageCache({} as PageCacheContext) };
  }

  it("does not keep a page whose listing changed on another instance during its render", async () => {
    const a = instance();
    const b = instance();
    const key = "/en/property/corner-2-bhk-73";
    expect(await a.page().get(key, pageCtx)).toBeNull(); // A begins rendering
    await new Promise((resolve) => setTimeout(resolve, 2));
    await b.tags.expire(["property:73"]); // the seller's price cut, served by B
    await new Promise((resolve) => setTimeout(resolve, 60)); // A's next sync with Redis
    await a.page().set(key, listingPage("<p>₹61 L</p>", ["property:73"]), setCtx);
    expect(await b.page().get(key, pageCtx)).toBeNull();

    await b.page().set(key, listingPage("<p>₹58.5 L</p>", ["property:73"]), setCtx);
    const kept = await a.page().get(key, pageCtx);
    expect((kept?.value as { html?: string } | null)?.html).toBe("<p>₹58.5 L</p>");
  });
});
