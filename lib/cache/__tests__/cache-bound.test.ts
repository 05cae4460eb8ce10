/**
 * The page cache keeps only real pages and the shared cache has a size cap (issue 25,
 * finding 7): 404s and redirects of made-up URLs are not stored, results pages are keyed by their
 * normalised filters, and on Redis the oldest cache entries go past CACHE_MAX_MB while rate-limit
 * keys on the same Redis stay.
 */
import { randomBytes } from "node:crypto";
import Redis from "ioredis";
import { env } from "@/lib/env";
import { cachedSearchPath, normalisedSearch } from "@/lib/search/cached-search-path";
import { boundedSet, boundKeys } from "../cache-bound";
import { isCacheableEntry } from "../page-cache-filter";

type Entry = Parameters<typeof isCacheableEntry>[0];
const page = (status: number | undefined) =>
  ({ kind: "APP_PAGE", html: "<p>x</p>", status, headers: {} }) as unknown as Entry;

describe("what the page cache keeps", () => {
  it("real pages only: no 404s, redirects or errors", () => {
    expect(isCacheableEntry(page(200))).toBe(true);
    expect(isCacheableEntry(page(undefined))).toBe(true);
    for (const status of [404, 307, 308, 500]) expect(isCacheableEntry(page(status))).toBe(false);
    expect(isCacheableEntry(null)).toBe(true);
  });

  it("results pages: one key per search, whatever the order, junk or spelling of the URL", () => {
    const plain = cachedSearchPath("?city=Indore&propertyType=Flat&page=2");
    for (const variant of [
      "?propertyType=Flat&city=Indore&page=2",
      "?city=Indore&propertyType=Flat&page=02&junk=17",
      "?junk=1&city=%20Indore%20&propertyType=Flat&page=2&utm_source=x",
      "?city=Indore&propertyType=Flat&page=2&view=list&state=",
    ]) {
      expect(cachedSearchPath(variant)).toBe(plain);
    }
    expect(normalisedSearch("bhk=2&bhk=3&view=MAP&minPrice=20+lakh")).toBe(
      "minPrice=2000000&bhk=2%2C3&view=map",
    );
    // A bad value is kept as written, so the page can still say what is wrong with it.
    expect(normalisedSearch("page=abc&junk=1")).toBe("page=abc");
  });
});

const describeRedis = env.TEST_REDIS_URL ? describe : describe.skip;

describeRedis("the shared cache's size cap on Redis", () => {
  const prefix = `landacre-bound-${randomBytes(4).toString("hex")}`;
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(env.TEST_REDIS_URL);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it("deletes the oldest entries past the cap and never a rate-limit key", async () => {
    const rateLimit = `${prefix}:rl:login:someone`;
    await redis.set(rateLimit, "3", "PX", 60_000);
    const bound = { prefix, maxBytes: 5 * 1024 };
    const value = Buffer.alloc(1024, 1);
    let evicted = 0;
    for (let i = 0; i < 10; i += 1) {
      evicted += await boundedSet(
        redis,
        bound,
        `${prefix}:b1:page:/p/${i}`,
        value,
        60_000,
        1000 + i,
      );
    }
    expect(evicted).toBe(5);
    for (let i = 0; i < 5; i += 1) expect(await redis.exists(`${prefix}:b1:page:/p/${i}`)).toBe(0);
    for (let i = 5; i < 10; i += 1) expect(await redis.exists(`${prefix}:b1:page:/p/${i}`)).toBe(1);
    expect(Number(await redis.get(boundKeys(prefix).total))).toBe(5 * 1024);
    // Writing an entry again replaces its size instead of adding to it.
    await boundedSet(redis, bound, `${prefix}:b1:page:/p/9`, value, 60_000, 2000);
    expect(Number(await redis.get(boundKeys(prefix).total))).toBe(5 * 1024);
    expect(await redis.get(rateLimit)).toBe("3");
  });
});
