import {
  createFileSystemPageCache,
  nextTagsManifest,
  pageHtmlAsBytes,
  type PageCacheContext as CacheHandlerContext,
  type PageCacheHandler as CacheHandler,
  type PageCacheValue as CacheHandlerValue,
} from "@/lib/cache/next-internals";
import { forFirstPaint, prepareForFirstPaint } from "@/lib/cache/first-paint";
import { renderStarts, renderStillCurrent } from "@/lib/cache/render-starts";

type SetArgs = Parameters<CacheHandler["set"]>;

/** The response header in which Next.js stores a cached page's tags (implicit path tags too). */
const CACHE_TAGS_HEADER = "x-next-cache-tags";

/** The tags a rendered page or route answer depends on (none for other kinds of entry). */
export function pageTags(data: SetArgs[1] | CacheHandlerValue["value"]): string[] {
  const headers = (data as { headers?: Record<string, unknown> } | null)?.headers;
  const header = headers?.[CACHE_TAGS_HEADER];
  return typeof header === "string" ? header.split(",") : [];
}

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
 * from instrumentation.ts, lib/cache/shared-cache.ts). A page whose render began before one of
 * its tags expired is not kept (lib/cache/render-starts.ts); a page it keeps or serves is prepared
 * for a quick first paint (lib/cache/first-paint.ts).
 */
export class FilteredFileCache implements CacheHandler {
  private readonly files: CacheHandler | undefined;

  constructor(ctx: CacheHandlerContext) {
    this.files = createFileSystemPageCache(ctx);
  }

  async get(...args: Parameters<CacheHandler["get"]>): Promise<CacheHandlerValue | null> {
    const entry = forFirstPaint(pageHtmlAsBytes((await this.files?.get(...args)) ?? null));
    renderStarts.read(args[0], entry);
    return entry;
  }

  async set(...args: SetArgs): Promise<void> {
    const [key, data] = args;
    const began = renderStarts.take(key);
    if (!isCacheableEntry(data)) return;
    if (!renderStillCurrent(await nextTagsManifest(), pageTags(data), began)) return;
    // On the entry Next.js also answers this first request from.
    prepareForFirstPaint(data);
    await this.files?.set(...args);
  }

  async revalidateTag(...args: Parameters<CacheHandler["revalidateTag"]>): Promise<void> {
    await this.files?.revalidateTag(...args);
  }

  resetRequestCache(): void {
    this.files?.resetRequestCache?.();
  }
}
