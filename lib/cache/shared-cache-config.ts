import path from "node:path";
import type { NextConfig } from "next";

/** The handler files Next.js imports by path (they forward to lib/cache/shared-cache.ts). */
export const SHARED_CACHE_HANDLER_FILES = {
  page: path.join(process.cwd(), "lib/cache/handlers/page-cache-handler.cjs"),
  data: path.join(process.cwd(), "lib/cache/handlers/data-cache-handler.cjs"),
};

/**
 * next.config.ts's `cacheHandler` (pages) and `cacheHandlers` (`'use cache'`, default and
 * remote) for a `next start` server with `REDIS_URL`: the shared cache on Redis. Nothing for
 * `next build` and `next dev`, which keep Next.js's own per-process caches (instrumentation.ts
 * installs the implementation under the same condition).
 */
export function sharedCacheOptions(
  phase: string,
  redisUrl: string,
): Pick<NextConfig, "cacheHandler" | "cacheHandlers"> {
  if (!redisUrl || phase !== "phase-production-server") return {};
  return {
    cacheHandler: SHARED_CACHE_HANDLER_FILES.page,
    cacheHandlers: {
      default: SHARED_CACHE_HANDLER_FILES.data,
      remote: SHARED_CACHE_HANDLER_FILES.data,
    },
  };
}
