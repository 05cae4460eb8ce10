/** How far into a page its `<head>` is looked for (with the first paint's rules inline, ~60 KB). */
const HEAD_BYTES = 128 * 1024;

const LINK_TAG = /<link\s([^>]*)>/gi;
const ATTRIBUTE = /([a-zA-Z-]+)="([^"]*)"/g;

/** The character references React writes in attribute values. */
const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#x27;": "'",
};

/** An attribute's value as React wrote it in HTML, with its character references undone. */
export function decodeAttribute(value: string): string {
  return value.replace(/&(amp|lt|gt|quot|#x27);/g, (e) => ENTITIES[e] ?? e);
}

function attributesOf(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, name, value] of tag.matchAll(ATTRIBUTE)) {
    found.set(name.toLowerCase(), decodeAttribute(value));
  }
  return found;
}

/** A path on this site (not another origin, not a protocol-relative address). */
function sitePath(href: string | undefined): href is string {
  return Boolean(href && href.startsWith("/") && !href.startsWith("//"));
}

/** A value inside a Link header's angle brackets or quotes, as React writes one. */
function headerValue(text: string): string {
  return text.replace(/[<>\r\n"\\]/g, (c) => encodeURIComponent(c));
}

/**
 * The `Link` header a page's own head asks for: the stylesheets its first paint waits for (not
 * one loaded without holding it, `media="print"`, nor one only linked, `disabled`, nor a
 * `<noscript>` copy) and its high-priority image (a listing's or project's first photo), as
 * preloads a browser can start on the response's headers, before it has read the document.
 * React writes this header itself for a page rendered per request, but not for a page it
 * prerenders whole, so cached pages went without it. Undefined when the head links nothing of
 * this site.
 */
export function preloadLinkHeader(html: string | Buffer): string | undefined {
  const start =
    typeof html === "string" ? html.slice(0, HEAD_BYTES) : html.toString("utf8", 0, HEAD_BYTES);
  const headEnd = start.indexOf("</head>");
  const head = (headEnd === -1 ? start : start.slice(0, headEnd))
    .replace(/<style[\s>][\s\S]*?<\/style>/g, "")
    .replace(/<noscript>[\s\S]*?<\/noscript>/g, "");
  const links = new Set<string>();
  for (const [, tag] of head.matchAll(LINK_TAG)) {
    const a = attributesOf(tag);
    const rel = a.get("rel");
    const href = a.get("href");
    const media = a.get("media") ?? "all";
    if (rel === "stylesheet" && sitePath(href) && media === "all" && !a.has("disabled")) {
      links.add(`<${headerValue(href)}>; rel=preload; as="style"`);
    } else if (rel === "preload" && a.get("as") === "image" && a.get("fetchpriority") === "high") {
      const srcSet = a.get("imagesrcset");
      const first = href ?? srcSet?.trim().split(/\s+/)[0];
      if (!sitePath(first)) continue;
      let link = `<${headerValue(first)}>; rel=preload; as="image"; fetchpriority="high"`;
      if (srcSet) link += `; imagesrcset="${headerValue(srcSet)}"`;
      const sizes = a.get("imagesizes");
      if (srcSet && sizes) link += `; imagesizes="${headerValue(sizes)}"`;
      links.add(link);
    }
  }
  return links.size ? [...links].join(", ") : undefined;
}
