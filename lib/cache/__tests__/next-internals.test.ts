import { existsSync } from "node:fs";
import { pageCacheContext } from "@/lib/testing/page-cache-context";
import {
  createFileSystemPageCache,
  nextCachesInProcess,
  nextTagsManifest,
  pageHtmlAsBytes,
  type DataCacheHandler,
  type PageCacheHandler,
  type PageCacheValue,
} from "../next-internals";
import { SHARED_CACHE_HANDLER_FILES, sharedCacheOptions } from "../shared-cache-config";

/**
 * The private Next.js pieces lib/cache/next-internals.ts relies on, checked against the
 * installed Next.js: an upgrade that moves or changes one fails here.
 */
describe("Next.js internals the shared cache relies on", () => {
  it("has a process-wide tags manifest (a Map of { stale, expired })", async () => {
    const manifest = await nextTagsManifest();
    expect(manifest).toBeInstanceOf(Map);
    const { areTagsExpired } =
      (await import("next/dist/server/lib/incremental-cache/tags-manifest.external")) as {
        areTagsExpired: (tags: string[], timestamp: number) => boolean;
      };
    manifest.set("internals-test", { expired: Date.now() - 1 });
    expect(areTagsExpired(["internals-test"], Date.now() - 1000)).toBe(true);
    manifest.delete("internals-test");
  });

  it("reads and writes pages through the file-system cache", async () => {
    const cache = createFileSystemPageCache(
      pageCacheContext({ flushToDisk: true, maxMemoryCacheSize: 0 }),
    );
    expect(cache).toBeDefined();
    const handler = cache as PageCacheHandler;
    for (const method of ["get", "set", "revalidateTag"] as const) {
      expect(typeof handler[method]).toBe("function");
    }
  });

  it("keeps the in-process handlers where expire-tags looks for them", () => {
    expect(nextCachesInProcess()).toEqual({ handlers: [], pageCache: undefined });
  });

  it("registers handler files that exist, only for next start ('use cache' with Redis)", async () => {
    expect(sharedCacheOptions("phase-production-build", "redis://x")).toEqual({});
    expect(sharedCacheOptions("phase-development-server", "redis://x")).toEqual({});
    expect(sharedCacheOptions("phase-production-server", "")).toEqual({
      cacheHandler: SHARED_CACHE_HANDLER_FILES.page,
    });
    const options = sharedCacheOptions("phase-production-server", "redis://x");
    expect(options.cacheHandler).toBe(SHARED_CACHE_HANDLER_FILES.page);
    expect(options.cacheHandlers).toEqual({
      default: SHARED_CACHE_HANDLER_FILES.data,
      remote: SHARED_CACHE_HANDLER_FILES.data,
    });
    expect(existsSync(SHARED_CACHE_HANDLER_FILES.page)).toBe(true);
    expect(existsSync(SHARED_CACHE_HANDLER_FILES.data)).toBe(true);
  });

  it("forwards every method of Next.js's handler interfaces from the handler files", async () => {
    const calls: string[] = [];
    const data: DataCacheHandler = {
      get: async () => (calls.push("get"), undefined),
      set: async () => void calls.push("set"),
      refreshTags: async () => void calls.push("refreshTags"),
      getExpiration: async () => (calls.push("getExpiration"), 0),
      updateTags: async () => void calls.push("updateTags"),
    };
    class PageCache {
      get = async () => (calls.push("page.get"), null);
      set = async () => void calls.push("page.set");
      revalidateTag = async () => void calls.push("page.revalidateTag");
      resetRequestCache = () => void calls.push("page.reset");
    }
    (globalThis as Record<symbol, unknown>)[Symbol.for("landacre.sharedCache")] = {
      data,
      PageCache,
    };
    const { default: shim } = (await import(SHARED_CACHE_HANDLER_FILES.data)) as {
      default: DataCacheHandler;
    };
    await shim.get("k", []);
    await shim.set("k", Promise.resolve({} as never));
    await shim.refreshTags();
    await shim.getExpiration([]);
    await shim.updateTags([]);
    const { default: Page } = (await import(SHARED_CACHE_HANDLER_FILES.page)) as {
      default: new (ctx: unknown) => PageCacheHandler;
    };
    const page = new Page({});
    await page.get("k", { kind: "APP_PAGE" } as never);
    await page.set("k", null, {} as never);
    await page.revalidateTag("t");
    page.resetRequestCache?.();
    expect(calls).toEqual([
      "get",
      "set",
      "refreshTags",
      "getExpiration",
      "updateTags",
      "page.get",
      "page.set",
      "page.revalidateTag",
      "page.reset",
    ]);
    delete (globalThis as Record<symbol, unknown>)[Symbol.for("landacre.sharedCache")];
  });

  it("hands a cached page's HTML over as UTF-8 bytes, once, which Next.js sends as they are", async () => {
    const html = "<!DOCTYPE html><p>₹45 L · 2 BHK फ्लैट</p>";
    const entry = {
      lastModified: 1,
      value: { kind: "APP_PAGE", html, rscData: undefined, headers: {}, status: 200 },
    } as unknown as PageCacheValue;
    const value = entry.value as unknown as { html: unknown };
    expect(pageHtmlAsBytes(entry)).toBe(entry);
    expect(value.html).toEqual(Buffer.from(html, "utf8"));
    const bytes = value.html;
    pageHtmlAsBytes(entry);
    expect(value.html).toBe(bytes); // the copy in memory is encoded once
    // Other kinds of entry (a route's body, a redirect) and misses are left as they are.
    const route = { lastModified: 1, value: { kind: "APP_ROUTE", body: "x" } };
    expect(pageHtmlAsBytes(route as unknown as PageCacheValue)).toEqual(route);
    expect(pageHtmlAsBytes(null)).toBeNull();

    // Next.js's RenderResult pipes a Buffer to the response unchanged (not as a string).
    const { default: RenderResult } = await import("next/dist/server/render-result");
    const result = RenderResult.fromStatic(bytes as Buffer, "text/html; charset=utf-8");
    expect(result.isDynamic).toBe(true);
    const chunks: Uint8Array[] = [];
    await result.pipeTo(new WritableStream({ write: (chunk) => void chunks.push(chunk) }));
    expect(Buffer.concat(chunks).toString("utf8")).toBe(html);
  });
});
