import { deserialize, serialize } from "node:v8";
import type Redis from "ioredis";
import { boundedSet } from "@/lib/cache/cache-bound";
import type {
  CacheHandler,
  CacheHandlerContext,
  CacheHandlerValue,
} from "next/dist/server/lib/incremental-cache";
import FileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache";
import { isCacheableEntry } from "@/lib/cache/page-cache-filter";
import type { SharedTagStore } from "@/lib/cache/shared-tags";

type Get = CacheHandler["get"];
type Set = CacheHandler["set"];

/** Entries without a lifetime of their own (no `expire`) live this long in Redis. */
const DEFAULT_TTL_MS = 30 * 24 * 3600 * 1000;

/**
 * The page cache (Next.js incremental cache: rendered pages, route responses) shared through
 * Redis. Next.js builds one handler per request; the class is made once per process around the
 * shared Redis connection and tag store. Each read first syncs tag expiries from Redis, so the
 * page cache's own tag check (against the process's tags manifest) sees an expiry written by
 * any instance. Reads Redis first, then Next.js's file-system cache (pages prerendered at build
 * and this process's own copies); writes go to both, only for real pages (isCacheableEntry).
 * Redis errors count as misses.
 */
export function createRedisPageCacheClass(options: {
  redis: Redis;
  /** Key prefix, including the build: pages of another build are never read. */
  prefix: string;
  /** The shared cache's size cap (lib/cache/cache-bound.ts). */
  bound: { prefix: string; maxBytes: number };
  tags: SharedTagStore;
  onError: (error: unknown) => void;
}): new (ctx: CacheHandlerContext) => CacheHandler {
  const { redis, prefix, tags, onError, bound } = options;
  const keyOf = (key: string) => `${prefix}:page:${key}`;

  return class RedisPageCache implements CacheHandler {
    private readonly files: FileSystemCache | undefined;

    constructor(ctx: CacheHandlerContext) {
      this.files =
        ctx.fs && ctx.serverDistDir
          ? new FileSystemCache({ ...ctx, fs: ctx.fs, serverDistDir: ctx.serverDistDir })
          : undefined;
    }

    async get(...args: Parameters<Get>): Promise<CacheHandlerValue | null> {
      const [key] = args;
      await tags.sync();
      try {
        const raw = await redis.getBuffer(keyOf(key));
        if (raw) return deserialize(raw) as CacheHandlerValue;
      } catch (error) {
        onError(error);
      }
      return (await this.files?.get(...args)) ?? null;
    }

    async set(...args: Parameters<Set>): Promise<void> {
      const [key, data, ctx] = args;
      if (!isCacheableEntry(data)) return;
      const cacheControl = "cacheControl" in ctx ? ctx.cacheControl : undefined;
      const entry: CacheHandlerValue = { lastModified: Date.now(), value: data, cacheControl };
      const ttl =
        typeof cacheControl?.expire === "number" ? cacheControl.expire * 1000 : DEFAULT_TTL_MS;
      try {
        await boundedSet(redis, bound, keyOf(key), serialize(entry), ttl);
      } catch (error) {
        onError(error);
      }
      await this.files?.set(...args);
    }

    revalidateTag(expiredTags: string | string[], durations?: { expire?: number }): Promise<void> {
      return tags.expire(typeof expiredTags === "string" ? [expiredTags] : expiredTags, durations);
    }

    resetRequestCache(): void {}
  };
}
