import { deserialize, serialize } from "node:v8";
import type Redis from "ioredis";
import {
  createFileSystemPageCache,
  pageHtmlAsBytes,
  type PageCacheContext,
  type PageCacheHandler,
  type PageCacheValue,
} from "@/lib/cache/next-internals";
import { boundedSet } from "@/lib/cache/cache-bound";
import { isCacheableEntry, pageTags } from "@/lib/cache/page-cache-filter";
import { forFirstPaint } from "@/lib/cache/first-paint";
import { renderStarts } from "@/lib/cache/render-starts";
import type { SharedTagStore } from "@/lib/cache/shared-tags";

type Get = PageCacheHandler["get"];
type Set = PageCacheHandler["set"];

/** Entries without a lifetime of their own (no `expire`) live this long in Redis. */
const DEFAULT_TTL_MS = 30 * 24 * 3600 * 1000;
/** The tags a cached entry depends on: a page's or route's header, a fetch's context tags. */
function tagsOf(entry: PageCacheValue, ctx: Parameters<Get>[1]): string[] {
  const c = ctx as { tags?: string[]; softTags?: string[] };
  return [...pageTags(entry.value), ...(c.tags ?? []), ...(c.softTags ?? [])];
}

/**
 * The page cache (Next.js `cacheHandler`: rendered pages, route responses) shared through Redis,
 * registered in next.config.ts through lib/cache/handlers/page-cache-handler.cjs. Next.js builds
 * one handler per request; the class is made once per process around the shared Redis
 * connection and tag store. Reads Redis first, then Next.js's file-system cache (pages
 * prerendered at build and this process's own copies); writes go to both. Every read checks the
 * entry's tags against the tag expiries synced from Redis: an entry whose tag expired on any
 * instance is a miss (rendered again), one whose tag went stale is served stale while Next.js
 * renders it again. Only real pages are written (isCacheableEntry), within the cache's size cap
 * (CACHE_MAX_MB), and only when no tag of theirs expired since their render began
 * (lib/cache/render-starts.ts). Pages are prepared for a quick first paint before they are kept
 * or served (lib/cache/first-paint.ts). Redis errors count as misses.
 */
export function createRedisPageCacheClass(options: {
  redis: Redis;
  /** Key prefix, including the build: pages of another build are never read. */
  prefix: string;
  /** The shared cache's size cap (lib/cache/cache-bound.ts). */
  bound: { prefix: string; maxBytes: number };
  tags: SharedTagStore;
  onError: (error: unknown) => void;
}): new (ctx: PageCacheContext) => PageCacheHandler {
  const { redis, prefix, tags, onError, bound } = options;
  const keyOf = (key: string) => `${prefix}:page:${key}`;

  return class RedisPageCache implements PageCacheHandler {
    private readonly files: PageCacheHandler | undefined;

    constructor(ctx: PageCacheContext) {
      this.files = createFileSystemPageCache(ctx);
    }

    private async lookup(...args: Parameters<Get>): Promise<PageCacheValue | null> {
      const [key] = args;
      try {
        const raw = await redis.getBuffer(keyOf(key));
        if (raw) return deserialize(raw) as PageCacheValue;
      } catch (error) {
        onError(error);
      }
      return (await this.files?.get(...args)) ?? null;
    }

    async get(...args: Parameters<Get>): Promise<PageCacheValue | null> {
      await tags.sync();
      const found = forFirstPaint(pageHtmlAsBytes(await this.lookup(...args)));
      const state = found && tags.check(tagsOf(found, args[1]), found.lastModified ?? 0);
      const entry = state === "expired" ? null : found;
      // Stale: an old modification time makes Next.js serve it and render a fresh copy.
      const answer = entry && state === "stale" ? { ...entry, lastModified: 1 } : entry;
      renderStarts.read(args[0], answer);
      return answer;
    }

    async set(...args: Parameters<Set>): Promise<void> {
      const [key, data, ctx] = args;
      const began = renderStarts.take(key);
      if (!isCacheableEntry(data)) return;
      await tags.sync();
      if (!tags.stillCurrent(pageTags(data), began)) return;
      const cacheControl = "cacheControl" in ctx ? ctx.cacheControl : undefined;
      // Stored as bytes: a read from Redis hands them to Next.js as they are, with no encoding.
      const entry = forFirstPaint(
        pageHtmlAsBytes<PageCacheValue>({
          lastModified: Date.now(),
          value: data,
          cacheControl,
        }),
      );
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
