import { FIRST_PAINT_MARK, inlineFirstPaintCss } from "@/lib/cache/first-paint-css";
import type { PageCacheValue } from "@/lib/cache/next-internals";
import { preloadLinkHeader } from "@/lib/cache/preload-links";

type Page = {
  kind?: string;
  html?: string | Buffer;
  headers?: Record<string, unknown>;
  postponed?: unknown;
};

/** Pages already prepared in this process (the page cache keeps the same objects). */
const prepared = new WeakSet<object>();
const MARK = Buffer.from(FIRST_PAINT_MARK);
/** Where the mark is looked for: the inline `<style>` opens the head, within its first KBs. */
const MARK_WITHIN = 16 * 1024;

/**
 * Prepares a rendered page for a quick first paint before the page cache keeps or serves it: the
 * rules its first screen uses inline, the stylesheet loaded without holding the paint
 * (lib/cache/first-paint-css.ts), and a `Link` header that starts its blocking requests and its
 * main photo on the response's headers (lib/cache/preload-links.ts). Changes the page in place,
 * once: on the value Next.js stores and answers the render's own request from, and on a page
 * prerendered at build when it is first read. A page read from Redis is a new object on every
 * read; its mark is looked for in its first 16 KB only, not through the whole document.
 */
export function prepareForFirstPaint(data: PageCacheValue["value"]): void {
  const page = data as Page | null;
  if (page?.kind !== "APP_PAGE" || !page.html || prepared.has(page)) return;
  prepared.add(page);
  const { html } = page;
  // A shell with holes filled per request (a seller's page, `/compare`): the rules its HTML uses
  // would not style what fills them, so it keeps the blocking stylesheet (and the header below).
  const done =
    Boolean(page.postponed) ||
    (typeof html === "string"
      ? html.lastIndexOf(FIRST_PAINT_MARK, MARK_WITHIN) !== -1
      : html.subarray(0, MARK_WITHIN).indexOf(MARK) !== -1);
  if (!done) {
    const text = typeof html === "string" ? html : html.toString("utf8");
    const rewritten = inlineFirstPaintCss(text);
    if (rewritten !== text)
      page.html = typeof html === "string" ? rewritten : Buffer.from(rewritten);
  }
  if (page.headers?.link === undefined) {
    const link = preloadLinkHeader(page.html);
    if (link) page.headers = { ...page.headers, link };
  }
}

/** A page cache entry (or a miss) with `prepareForFirstPaint` applied to its page. */
export function forFirstPaint<T extends PageCacheValue | null>(entry: T): T {
  if (entry) prepareForFirstPaint(entry.value);
  return entry;
}
