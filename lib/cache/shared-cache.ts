import "server-only";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { env, isProduction } from "@/lib/env";
import { log } from "@/lib/log";
import { createRedisDataCache } from "@/lib/cache/redis-data-cache";
import { createRedisPageCacheClass } from "@/lib/cache/redis-page-cache";
import { SharedTagStore, type TagManifest } from "@/lib/cache/shared-tags";
import { getRedisClient } from "@/lib/rate-limit/redis-client";

type Holder = { tags?: SharedTagStore };
const holder: Holder = ((globalThis as { __landAcreSharedCache?: Holder }).__landAcreSharedCache ??=
  {});

let lastWarning = 0;
function warn(error: unknown): void {
  // One line a minute while Redis is away, not one per request.
  if (Date.now() - lastWarning < 60_000) return;
  lastWarning = Date.now();
  log.warn({ err: error }, "shared cache: Redis unavailable, serving from this process");
}

function buildId(): string {
  try {
    return readFileSync(join(process.cwd(), ".next", "BUILD_ID"), "utf8").trim();
  } catch {
    return "development";
  }
}

/** Where the handler files next.config.ts registers find the implementation (see below). */
const INSTALLED = Symbol.for("landacre.sharedCache");

/**
 * With `REDIS_URL` set, makes a production server's (`next start`) Next.js caches shared by
 * every server process on that Redis: the `'use cache'` handler (data), the page cache (rendered
 * pages) and the tag expiries that invalidate both. next.config.ts registers two small handler
 * files (lib/cache/handlers/*.cjs) with Next.js's public `cacheHandler` / `cacheHandlers`
 * options; Next.js imports them by path, outside its bundles, so they forward to what this
 * function builds from the bundled TypeScript and leaves on globalThis. It runs from
 * `instrumentation.ts`, before the first request. Without Redis nothing changes: one process
 * keeps its in-memory caches.
 */
export async function installSharedCache(): Promise<boolean> {
  if (!isProduction || env.NEXT_PHASE === "phase-production-build") return false;
  const store = globalThis as unknown as Record<symbol, unknown>;
  if (!env.REDIS_URL) {
    // One process: Next.js's own page cache, keeping only real pages (no 404s of junk URLs).
    const { FilteredFileCache } = await import("@/lib/cache/page-cache-filter");
    store[INSTALLED] = { PageCache: FilteredFileCache };
    return false;
  }
  const manifest: TagManifest = new Map();
  const redis = getRedisClient(env.REDIS_URL);
  const tags = new SharedTagStore(redis, env.CACHE_KEY_PREFIX, manifest, warn);
  holder.tags = tags;
  const prefix = `${env.CACHE_KEY_PREFIX}:${buildId()}`;
  // One size cap over pages and data of every build under this prefix (CACHE_MAX_MB).
  const bound = { prefix: env.CACHE_KEY_PREFIX, maxBytes: env.CACHE_MAX_MB * 1024 * 1024 };
  const data = createRedisDataCache({ redis, prefix, tags, manifest, onError: warn, bound });
  store[INSTALLED] = {
    data,
    PageCache: createRedisPageCacheClass({ redis, prefix, tags, onError: warn, bound }),
  };
  if (redis.status !== "ready") {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 3000);
      redis.once("ready", () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
  await tags.sync();
  log.info({ prefix }, "shared cache on Redis");
  return true;
}

/**
 * Expires tags on every instance from a server process before Next.js has set up its caches (a
 * background job that runs before the first request). False when the shared cache is off.
 */
export async function publishTagExpiry(tagNames: string[]): Promise<boolean> {
  if (!holder.tags) return false;
  await holder.tags.expire(tagNames, { expire: 0 });
  return true;
}
