/**
 * The one file that reaches into Next.js's private modules (`next/dist/…`) and globals, because
 * no public API does these three things (README, "Shared cache"):
 *
 * 1. **Types** of the two cache-handler interfaces `next.config.ts` registers (`cacheHandler`,
 *    `cacheHandlers`): Next.js exports no public type for them.
 * 2. **Build output**: the page handler reads the pages prerendered at `next build` through
 *    Next.js's own file-system cache, whose on-disk format is private.
 * 3. **Expiring tags outside a request** without Redis (a background job, the server's start):
 *    `revalidateTag` needs a request; the in-process handlers and the tags manifest it would
 *    reach are on globalThis and in `tags-manifest.external`.
 * 4. **A cached page's HTML as bytes** (`pageHtmlAsBytes`): the entry's `html` is typed as a
 *    string, and Next.js's `RenderResult` also takes a Buffer.
 *
 * `lib/cache/__tests__/next-internals.test.ts` checks each of them against the installed Next.js,
 * so an upgrade that moves or changes one fails a test instead of the site.
 */
import type {
  CacheEntry as NextCacheEntry,
  CacheHandler as NextCacheHandler,
} from "next/dist/server/lib/cache-handlers/types";
import type {
  CacheHandler as NextPageCacheHandler,
  CacheHandlerContext as NextPageCacheContext,
  CacheHandlerValue as NextPageCacheValue,
} from "next/dist/server/lib/incremental-cache";
import FileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache";

/** A `'use cache'` entry and handler (`cacheHandlers.default` / `remote`). */
export type DataCacheEntry = NextCacheEntry;
export type DataCacheHandler = NextCacheHandler;
/** The page cache handler (`cacheHandler`): its constructor context, entries and methods. */
export type PageCacheHandler = NextPageCacheHandler;
export type PageCacheContext = NextPageCacheContext;
export type PageCacheValue = NextPageCacheValue;

/** When a tag was last made stale / expired (ms since the epoch). */
export type TagExpiry = { stale?: number; expired?: number };

/** Next.js's file-system page cache (build output and this process's pages), or undefined. */
export function createFileSystemPageCache(ctx: PageCacheContext): PageCacheHandler | undefined {
  if (!ctx.fs || !ctx.serverDistDir) return undefined;
  // A CommonJS module: bundlers hand over its default export, plain Node ESM the exports object.
  const Cache =
    (FileSystemCache as unknown as { default?: typeof FileSystemCache }).default ?? FileSystemCache;
  return new Cache({ ...ctx, fs: ctx.fs, serverDistDir: ctx.serverDistDir });
}

/** Next.js's process-wide tag manifest, which its default handlers check entries against. */
export async function nextTagsManifest(): Promise<Map<string, TagExpiry>> {
  const { tagsManifest } =
    await import("next/dist/server/lib/incremental-cache/tags-manifest.external");
  return tagsManifest;
}

type TagUpdater = { updateTags?: (tags: string[]) => Promise<void> | void };
type IncrementalCache = { revalidateTag: (tags: string[]) => Promise<void> };

/**
 * The `'use cache'` handlers and the page cache this process has set up (where `revalidateTag`
 * at the end of a request sends expired tags), or empty before the first request.
 */
export function nextCachesInProcess(): { handlers: TagUpdater[]; pageCache?: IncrementalCache } {
  const store = globalThis as unknown as Record<symbol | string, unknown>;
  const handlers = store[Symbol.for("@next/cache-handlers-set")] as Set<TagUpdater> | undefined;
  return {
    handlers: [...(handlers ?? [])],
    pageCache: store.__incrementalCache as IncrementalCache | undefined,
  };
}

/**
 * A cached page's HTML as UTF-8 bytes, encoded once per cached copy instead of on every visit.
 * Next.js sends a page whose HTML is a string with `res.end(html)`; Node joins the header to it
 * (a new 140 KB string per request, copied into fresh memory) and encodes it to UTF-8 again,
 * which cost a warm home page about a third of its server CPU (bench/README.md). A Buffer is
 * piped to the response as it is. The entry is changed in place, so the copy Next.js keeps in
 * memory holds the bytes from then on (the Redis page cache stores them so too).
 */
export function pageHtmlAsBytes<T extends PageCacheValue | null>(entry: T): T {
  const value = entry?.value as { kind?: string; html?: string | Buffer } | null | undefined;
  if (value?.kind === "APP_PAGE" && typeof value.html === "string") {
    value.html = Buffer.from(value.html, "utf8");
  }
  return entry;
}
