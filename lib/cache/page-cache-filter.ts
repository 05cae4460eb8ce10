import type {
  CacheHandler,
  CacheHandlerContext,
  CacheHandlerValue,
} from "next/dist/server/lib/incremental-cache";
import FileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache";

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
 * the filter above; installed from instrumentation.ts when the cache is not on Redis.
 */
export class FilteredFileCache implements CacheHandler {
  private readonly files: FileSystemCache | undefined;

  constructor(ctx: CacheHandlerContext) {
    this.files =
      ctx.fs && ctx.serverDistDir
        ? new FileSystemCache({ ...ctx, fs: ctx.fs, serverDistDir: ctx.serverDistDir })
        : undefined;
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
