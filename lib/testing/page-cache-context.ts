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
