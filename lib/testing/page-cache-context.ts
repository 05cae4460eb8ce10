import { existsSync, mkdtempSync } from "node:fs";
import fs from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PageCacheContext } from "@/lib/cache/next-internals";

/**
 * What Next.js hands a page cache handler (`cacheHandler`) when it makes one: the file system it
 * may use and a fresh directory to keep pages in.
 */
export function pageCacheContext(options: {
  flushToDisk: boolean;
  maxMemoryCacheSize: number;
}): PageCacheContext {
  return {
    fs: {
      existsSync,
      readFile: (f: string) => fs.readFile(f),
      readFileSync: () => Buffer.alloc(0),
      writeFile: (f: string, d: Buffer | string) => fs.writeFile(f, d),
      mkdir: (d: string) => fs.mkdir(d, { recursive: true }),
      stat: (f: string) => fs.stat(f),
    },
    serverDistDir: mkdtempSync(path.join(tmpdir(), "landacre-page-cache-")),
    revalidatedTags: [],
    ...options,
  } as unknown as PageCacheContext;
}

/** A rendered listing page as Next.js hands it to the page cache, with its tags. */
export function listingPage(html: string, tags: string[]) {
  return {
    kind: "APP_PAGE",
    html,
    rscData: Buffer.from(html),
    headers: { "x-next-cache-tags": tags.join(",") },
    postponed: undefined,
    status: 200,
    segmentData: undefined,
  } as never;
}

/** What Next.js passes to the page cache's `get` for a page. */
export const pageGetContext = {
  kind: "APP_PAGE",
  isRoutePPREnabled: false,
  isFallback: false,
} as never;
/** What Next.js passes to its `set`: a page kept an hour, expired after a day. */
export const pageSetContext = {
  fetchCache: false,
  isRoutePPREnabled: false,
  isFallback: false,
  cacheControl: { revalidate: 3600, expire: 86400 },
} as never;
