import {
  createFileSystemPageCache,
  type PageCacheContext as CacheHandlerContext,
  type PageCacheHandler as CacheHandler,
  type PageCacheValue as CacheHandlerValue,
} from "@/lib/cache/next-internals";

type SetArgs = Parameters<CacheHandler["set"]>;

/**
 * Whether a rendered page or route answer is worth keeping: only what resolved to a real page
 * (status 200, or none given). A 404 for an unknown slug, a redirect from a made-up slug to the
 * canonical one, or an error is rendered again when asked for, so junk URLs
 * (`/property/junk-N`) never fill the cache.
 */
export function isCacheableEntry(data: SetArgs[1]): boolean {
  if (!data || typeof data !== "object" || !("status" in data)) return true;
  const status = (data as { status?: number }).status;
  return status === undefined || status === 200;
}

/**
 * Next.js's own page cache (memory, bounded by PAGE_CACHE_MB, in front of the file cache) with
 * the filter above: next.config.ts's `cacheHandler` when the cache is not on Redis (installed
 * from instrumentation.ts, lib/cache/shared-cache.ts).
 */
export class FilteredFileCache implements CacheHandler {
  private readonly files: CacheHandler | undefined;

  constructor(ctx: CacheHandlerContext) {
    this.files = createFileSystemPageCache(ctx);
  }

  async get(...args: Parameters<CacheHandler["get"]>): Promise<CacheHandlerValue | null> {
    return (await this.files?.get(...args)) ?? null;
  }

  async set(...args: SetArgs): Promise<void> {
    if (!isCacheableEntry(args[1])) return;
    await this.files?.set(...args);
  }

  async revalidateTag(...args: Parameters<CacheHandler["revalidateTag"]>): Promise<void> {
    await this.files?.revalidateTag(...args);
  }

  resetRequestCache(): void {
    this.files?.resetRequestCache?.();
  }
}
