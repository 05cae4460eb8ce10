import { decodeAttribute } from "@/lib/cache/preload-links";

/**
 * A cached page's scripts requested once its first screen is drawn, not while its head is read.
 *
 * Next.js writes a page's scripts as `<script src async>` in its head (and the one that starts
 * the app at the end of its body), with preloads for that script and for the client's message
 * catalogue. A browser asks for all of them as soon as it reads the head, beside the document
 * itself and the listing's photo. None of them is needed to draw the page (its first paint's
 * rules are inline, `lib/cache/first-paint-css.ts`), but on a phone's connection their 200 KB
 * share the link with the document's end and the photo, and their compiling holds the main
 * thread while the page is still being drawn (bench/README.md 2026-12-06).
 *
 * This takes those tags out and puts one inline script where the first of them was. It asks for
 * the same files, with the same attributes and in the same order, once the page has painted its
 * first content (`afterFirstPaint`): the photo, asked for from the head, has the connection to
 * itself until then. Waiting for the photo itself was measured too and not kept: the scripts then
 * ran 0.6 s later on a listing, in longer tasks (bench/README.md 2026-12-06). Scripts that only
 * old browsers run (`nomodule`) and inline scripts (the page's payload) stay where they are;
 * Turbopack's runtime and React find the added tags as they would have found Next's own.
 *
 * Done once per cached page, with the stylesheet (`lib/cache/first-paint.ts`); a page done
 * already has no such tag left, so doing it twice changes nothing.
 */

/** How long a page that draws nothing (a tab in the background) waits before asking anyway. */
export const FALLBACK_MS = 3000;

const HEAD_END = "</head>";
const ASYNC_SCRIPT = /<script\s([^>]*)><\/script>/g;
const PRELOAD_LINK = /<link\s([^>]*?)\/?>/g;
const ATTRIBUTE = /([a-zA-Z-]+)(?:="([^"]*)")?/g;

/** A tag taken out: its name and its attributes as written (values decoded). */
type Deferred = [tag: "script" | "link", attributes: [string, string][]];

function attributesOf(text: string): [string, string][] {
  return [...text.matchAll(ATTRIBUTE)].map(([, name, value]) => [
    name!,
    decodeAttribute(value ?? ""),
  ]);
}

function valueOf(attributes: [string, string][], name: string): string | undefined {
  return attributes.find(([n]) => n.toLowerCase() === name)?.[1];
}

function has(attributes: [string, string][], name: string, value?: string): boolean {
  return attributes.some(
    ([n, v]) => n.toLowerCase() === name && (value === undefined || v === value),
  );
}

/** A script of this site that the browser runs whenever it arrives (not `nomodule`, not inline). */
function isDeferrable(attributes: [string, string][]): boolean {
  const src = valueOf(attributes, "src");
  return (
    Boolean(src?.startsWith("/") && !src.startsWith("//")) &&
    has(attributes, "async") &&
    !has(attributes, "nomodule")
  );
}

/** A preload of a script or of data a script fetches: needed once the scripts run, not before. */
function isScriptPreload(attributes: [string, string][]): boolean {
  return (
    has(attributes, "rel", "preload") &&
    (has(attributes, "as", "script") || has(attributes, "as", "fetch"))
  );
}

/**
 * An inline script that calls the function `run` (JavaScript source) once, after the page's first
 * contentful paint, or after `FALLBACK_MS` whatever happened (a tab in the background draws
 * nothing). A browser without paint timing waits for its first frame instead.
 */
export function afterFirstPaint(run: string): string {
  return (
    `<script>(function(run){var d=0;function go(){if(!d){d=1;run()}}` +
    `var P=window.PerformanceObserver;if(P&&(P.supportedEntryTypes||[]).indexOf("paint")>=0)` +
    `new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go,0)}})` +
    `.observe({type:"paint",buffered:true});else requestAnimationFrame(function(){setTimeout(go,0)});` +
    `setTimeout(go,${FALLBACK_MS})})(${run})</script>`
  );
}

/** The inline script that adds the tags taken out. */
function loader(tags: Deferred[]): string {
  // JSON with `<` escaped cannot close the script element it sits in.
  const list = JSON.stringify(tags).replace(/</g, "\\u003c");
  return afterFirstPaint(
    `function(){${list}.forEach(function(x){var e=document.createElement(x[0]);` +
      `x[1].forEach(function(a){e.setAttribute(a[0],a[1])});document.head.appendChild(e)})}`,
  );
}

/**
 * The page with its scripts (and their preloads) asked for after its first paint
 * (`afterFirstPaint`); the page unchanged when it has none or no head.
 */
export function deferScriptsPastFirstPaint(html: string): string {
  const headEnd = html.indexOf(HEAD_END);
  if (headEnd === -1) return html;
  const taken: { start: number; end: number; tag: Deferred }[] = [];
  for (const match of html.slice(0, headEnd).matchAll(PRELOAD_LINK)) {
    const attributes = attributesOf(match[1]!);
    if (isScriptPreload(attributes))
      taken.push({
        start: match.index,
        end: match.index + match[0].length,
        tag: ["link", attributes],
      });
  }
  for (const match of html.matchAll(ASYNC_SCRIPT)) {
    const attributes = attributesOf(match[1]!);
    if (isDeferrable(attributes))
      taken.push({
        start: match.index,
        end: match.index + match[0].length,
        tag: ["script", attributes],
      });
  }
  if (!taken.some(({ tag }) => tag[0] === "script")) return html;
  taken.sort((a, b) => a.start - b.start);
  // A preload of a script the loader adds anyway would only ask for it a second time.
  const sources = new Set(
    taken.map(({ tag: [name, a] }) => name === "script" && valueOf(a, "src")),
  );
  const added = taken
    .map(({ tag }) => tag)
    .filter(([name, a]) => name === "script" || !sources.has(valueOf(a, "href")));
  const first = taken[0]!;
  // The loader goes where the first tag was, in the head (a page whose only script is in its
  // body gets it at the head's end).
  const at = first.start < headEnd ? first.start : headEnd;
  let rewritten = "";
  let from = 0;
  let placed = false;
  for (const { start, end } of taken) {
    if (!placed && at <= start) {
      rewritten += html.slice(from, at) + loader(added);
      from = at;
      placed = true;
    }
    rewritten += html.slice(from, start);
    from = end;
  }
  return rewritten + html.slice(from);
}
