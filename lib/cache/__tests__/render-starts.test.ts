import {
  listingPage,
  pageCacheContext,
  pageGetContext,
  pageSetContext,
} from "@/lib/testing/page-cache-context";
import { nextTagsManifest } from "../next-internals";
import { FilteredFileCache } from "../page-cache-filter";
import { RenderStarts, renderStillCurrent } from "../render-starts";
import { tagState } from "../tag-state";

function fileCache(): FilteredFileCache {
  return new FilteredFileCache(
    pageCacheContext({ flushToDisk: false, maxMemoryCacheSize: 8 * 1024 * 1024 }),
  );
}

describe("RenderStarts", () => {
  it("remembers when a render began: a miss now, an entry served stale at its first read", () => {
    const starts = new RenderStarts();
    starts.miss("/a", 100);
    starts.miss("/a", 200);
    expect(starts.take("/a")).toBe(200);
    expect(starts.take("/a")).toBeUndefined();

    starts.revalidating("/b", 100);
    starts.revalidating("/b", 200);
    expect(starts.take("/b")).toBe(100);
  });

  it("counts a read as a render's start only when Next.js renders after it", () => {
    const starts = new RenderStarts();
    const now = 1_000_000;
    const fresh = { lastModified: now - 1000, value: null, cacheControl: { revalidate: 60 } };
    starts.read("/fresh", fresh as never, now);
    expect(starts.take("/fresh")).toBeUndefined();
    const due = { lastModified: now - 61_000, value: null, cacheControl: { revalidate: 60 } };
    starts.read("/due", due as never, now);
    expect(starts.take("/due")).toBe(now);
    starts.read("/marked-stale", { lastModified: 1, value: null } as never, now);
    expect(starts.take("/marked-stale")).toBe(now);
    starts.read("/miss", null, now);
    expect(starts.take("/miss")).toBe(now);
  });

  it("keeps a render unless one of its tags expired or went stale since it began", () => {
    const manifest = new Map([
      ["property:1", { expired: 500 }],
      ["property:2", { stale: 500, expired: 10_000 }],
    ]);
    expect(renderStillCurrent(manifest, ["property:1"], 400, 1000)).toBe(false);
    expect(renderStillCurrent(manifest, ["property:1"], 500, 1000)).toBe(false);
    expect(renderStillCurrent(manifest, ["property:1"], 501, 1000)).toBe(true);
    expect(renderStillCurrent(manifest, ["property:2"], 400, 1000)).toBe(false);
    expect(renderStillCurrent(manifest, ["property:3"], 400, 1000)).toBe(true);
    expect(renderStillCurrent(manifest, ["property:1"], undefined, 1000)).toBe(true);
    expect(tagState(manifest, ["property:2"], 400, 1000)).toBe("stale");
    expect(tagState(manifest, ["property:1", "property:2"], 400, 1000)).toBe("expired");
  });
});

describe("the page cache and a change during a render", () => {
  afterEach(async () => {
    const manifest = await nextTagsManifest();
    for (const tag of ["property:71", "property:72"]) manifest.delete(tag);
  });

  it("does not keep a page whose render began before its listing changed", async () => {
    const cache = fileCache();
    const key = "/en/property/corner-2-bhk-71";
    expect(await cache.get(key, pageGetContext)).toBeNull(); // a visitor's miss: the render begins
    await new Promise((resolve) => setTimeout(resolve, 2));
    await cache.revalidateTag(["property:71"], { expire: 0 }); // the seller's price cut
    await cache.set(key, listingPage("<p>₹61 L</p>", ["property:71"]), pageSetContext);
    // The next visitor, a moment later, renders it again from the new price. (A render whose read
    // falls in the very millisecond of the expiry is not kept either: it may have missed it.)
    await new Promise((resolve) => setTimeout(resolve, 2));
    expect(await cache.get(key, pageGetContext)).toBeNull();
    await cache.set(key, listingPage("<p>₹58.5 L</p>", ["property:71"]), pageSetContext);
    const kept = await cache.get(key, pageGetContext);
    expect(String((kept?.value as { html?: Buffer } | null)?.html)).toBe("<p>₹58.5 L</p>");
  });

  it("keeps a page when only other listings changed during its render", async () => {
    const cache = fileCache();
    const key = "/en/property/corner-2-bhk-72";
    expect(await cache.get(key, pageGetContext)).toBeNull();
    await cache.revalidateTag(["property:99972"], { expire: 0 });
    await cache.set(key, listingPage("<p>₹72 L</p>", ["property:72"]), pageSetContext);
    const kept = await cache.get(key, pageGetContext);
    expect(String((kept?.value as { html?: Buffer } | null)?.html)).toBe("<p>₹72 L</p>");
  });
});
