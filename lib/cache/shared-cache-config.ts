import path from "node:path";
import type { NextConfig } from "next";

/** The handler files Next.js imports by path (they forward to lib/cache/shared-cache.ts). */
export const SHARED_CACHE_HANDLER_FILES = {
  page: path.join(process.cwd(), "lib/cache/handlers/page-cache-handler.cjs"),
  data: path.join(process.cwd(), "lib/cache/handlers/data-cache-handler.cjs"),
};

/**
 * next.config.ts's `cacheHandler` (pages) and `cacheHandlers` (`'use cache'`, default and
 * remote) for a `next start` server: the page handler always (Redis with `REDIS_URL`, otherwise
 * Next.js's file cache keeping only real pages), the `'use cache'` handlers with `REDIS_URL`.
 * Nothing for `next build` and `next dev`, which keep Next.js's own caches (instrumentation.ts
 * installs the implementation under the same conditions).
 */
export function sharedCacheOptions(
  phase: string,
  redisUrl: string,
): Pick<NextConfig, "cacheHandler" | "cacheHandlers"> {
  if (phase !== "phase-production-server") return {};
  if (!redisUrl) return { cacheHandler: SHARED_CACHE_HANDLER_FILES.page };
  return {
    cacheHandler: SHARED_CACHE_HANDLER_FILES.page,
    cacheHandlers: {
      default: SHARED_CACHE_HANDLER_FILES.data,
      remote: SHARED_CACHE_HANDLER_FILES.data,
    },
  };
}
