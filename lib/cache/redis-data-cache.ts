import { deserialize, serialize } from "node:v8";
import type Redis from "ioredis";
import { boundedSet } from "@/lib/cache/cache-bound";
import { LRUCache } from "lru-cache";
import type {
  DataCacheEntry as CacheEntry,
  DataCacheHandler as CacheHandler,
} from "@/lib/cache/next-internals";
import { tagState } from "@/lib/cache/tag-state";
import type { SharedTagStore, TagManifest } from "@/lib/cache/shared-tags";
import { metrics } from "@/lib/metrics/registry";

type StoredEntry = Omit<CacheEntry, "value"> & { value: Buffer };

/** Bytes of `'use cache'` entries each process keeps in memory in front of Redis. */
const LOCAL_BYTES = 64 * 1024 * 1024;

function streamOf(bytes: Buffer): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new Uint8Array(bytes));
      controller.close();
    },
  });
}

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * The `'use cache'` handler (Next.js `cacheHandlers.default` / `remote`) shared through Redis:
 * entries are stored in Redis (with a time to live of their `expire`), with the most used ones
 * kept in a local LRU in front. Every read checks the entry's tags against the tag expiries
 * synced from Redis (`refreshTags` runs once per request), so an entry whose tag expired on
 * another instance is never served, whether it comes from the LRU or from Redis. Redis errors
 * count as misses: the page is rendered from the database instead.
 */
export function createRedisDataCache(options: {
  redis: Redis;
  /** Key prefix, including the build: entries of another build are never read. */
  prefix: string;
  /** The shared cache's size cap (lib/cache/cache-bound.ts). */
  bound: { prefix: string; maxBytes: number };
  tags: SharedTagStore;
  manifest: TagManifest;
  onError: (error: unknown) => void;
}): CacheHandler {
  const { redis, prefix, tags, manifest, onError, bound } = options;
  const local = new LRUCache<string, StoredEntry>({
    maxSize: LOCAL_BYTES,
    sizeCalculation: (entry, key) => entry.value.byteLength + key.length + 200,
  });
  const pending = new Map<string, Promise<void>>();
  const keyOf = (cacheKey: string) => `${prefix}:data:${cacheKey}`;

  /** The entry as Next.js may use it, or undefined (past its revalidate time or a tag expired). */
  function usable(entry: StoredEntry): CacheEntry | undefined {
    if (Date.now() > entry.timestamp + entry.revalidate * 1000) return undefined;
    const state = tagState(manifest, entry.tags, entry.timestamp);
    if (state === "expired") return undefined;
    const revalidate = state === "stale" ? -1 : entry.revalidate;
    return { ...entry, revalidate, value: streamOf(entry.value) };
  }

  /** The usable entry for a key: this process's copy, else Redis's. */
  async function lookup(cacheKey: string): Promise<CacheEntry | undefined> {
    await pending.get(cacheKey);
    const near = local.get(cacheKey);
    const fromLocal = near && usable(near);
    if (fromLocal) return fromLocal;
    local.delete(cacheKey);
    let raw: Buffer | null;
    try {
      raw = await redis.getBuffer(keyOf(cacheKey));
    } catch (error) {
      onError(error);
      return undefined;
    }
    if (!raw) return undefined;
    const entry = deserialize(raw) as StoredEntry;
    const found = usable(entry);
    if (found) local.set(cacheKey, entry);
    return found;
  }

  return {
    async get(cacheKey) {
      const found = await lookup(cacheKey);
      metrics().cacheLookups.inc({ kind: "data", result: found ? "hit" : "miss" });
      return found;
    },

    async set(cacheKey, pendingEntry) {
      let done = () => {};
      pending.set(
        cacheKey,
        new Promise<void>((resolve) => {
          done = resolve;
        }),
      );
      try {
        const entry = await pendingEntry;
        // An entry with `expire: 0` is dynamic: Next.js renders it again on every read.
        if (entry.expire === 0) return;
        const stored: StoredEntry = { ...entry, value: await bytesOf(entry.value) };
        local.set(cacheKey, stored);
        await boundedSet(redis, bound, keyOf(cacheKey), serialize(stored), entry.expire * 1000);
      } catch (error) {
        onError(error);
      } finally {
        pending.delete(cacheKey);
        done();
      }
    },

    refreshTags() {
      return tags.sync();
    },

    async getExpiration(softTags) {
      let newest = 0;
      for (const tag of softTags) newest = Math.max(newest, manifest.get(tag)?.expired ?? 0);
      return newest;
    },

    updateTags(expiredTags, durations) {
      return tags.expire(expiredTags, durations);
    },
  };
}
