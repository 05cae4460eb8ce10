import { readFileSync } from "node:fs";
import path from "node:path";
import postcss, { type ChildNode } from "postcss";
import { decodeAttribute } from "@/lib/cache/preload-links";

/**
 * A cached page drawn without waiting for its stylesheet.
 *
 * The site's stylesheet (`app/globals.css`, 94 KB) is one file linked from every page's head,
 * and a browser draws nothing until it has it: on a phone's connection that is a second round
 * trip after the document, the largest part of the time to the first paint. Inlining the whole
 * sheet was measured (bench/README.md, 2026-12-04): the first paint came a second earlier, and
 * every cached page grew by 87 KB, which cost 20–25 % of the load rate. This inlines only the
 * rules the page can use: those whose class names all occur in its HTML (a rule with no class
 * is always kept), in the sheet's own order and layers. The full sheet still loads, without
 * holding the first paint (`media="print"`, switched to `all` when it has loaded; a `<noscript>`
 * copy links it for browsers without scripts). Its rules are the same, so it changes nothing on
 * screen; it styles what scripts add later (dialogs, menus' open states).
 *
 * Done once per cached page, when the page cache stores or first serves it
 * (`lib/cache/first-paint.ts`).
 */

/** The attribute on the inline `<style>`: it marks a page already done. */
export const FIRST_PAINT_MARK = "data-first-paint";

const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)"[^>]*\/>/g;
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
const CLASS_IN_SELECTOR = /\.((?:\\.|[\w-])+)/g;

/** A node of the sheet, with what it needs to be kept worked out once. */
type Node =
  | { kind: "rule"; text: string; needs: string[][] }
  | { kind: "always"; text: string }
  | { kind: "group"; open: string; children: Node[] };

const sheets = new Map<string, Node[] | null>();

function unescapeClass(name: string): string {
  return name.replace(/\\(.)/g, "$1");
}

/** The class names a selector needs (outside `:not(…)`, which asks for their absence). */
function classesOf(selector: string): string[] {
  const positive = selector.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, "");
  return [...positive.matchAll(CLASS_IN_SELECTOR)].map(([, name]) => unescapeClass(name));
}

function indexNodes(nodes: ChildNode[]): Node[] {
  const out: Node[] = [];
  for (const node of nodes) {
    if (node.type === "rule") {
      out.push({ kind: "rule", text: node.toString(), needs: node.selectors.map(classesOf) });
    } else if (node.type === "atrule") {
      const grouping = ["media", "layer", "supports", "container"].includes(node.name);
      if (grouping && node.nodes) {
        const open = `@${node.name}${node.params ? ` ${node.params}` : ""}`;
        out.push({ kind: "group", open, children: indexNodes(node.nodes) });
      } else {
        // @property, @keyframes, @font-face, `@layer a, b;`: small, and needed as they are.
        out.push({ kind: "always", text: node.nodes ? node.toString() : `${node.toString()};` });
      }
    } else if (node.type === "decl") {
      out.push({ kind: "always", text: `${node.toString()};` });
    }
  }
  return out;
}

/** The stylesheet `/_next/static/…css` as built, indexed; null when it is not on disk (dev). */
function sheet(href: string): Node[] | null {
  let indexed = sheets.get(href);
  if (indexed === undefined) {
    try {
      const file = path.join(process.cwd(), ".next", href.slice("/_next/".length));
      const text = readFileSync(file, "utf8");
      indexed = text.includes("</") ? null : indexNodes(postcss.parse(text).nodes);
    } catch {
      indexed = null;
    }
    sheets.set(href, indexed);
  }
  return indexed;
}

function emit(nodes: Node[], has: (name: string) => boolean): string {
  let css = "";
  for (const node of nodes) {
    if (node.kind === "always") css += node.text;
    else if (node.kind === "rule") {
      if (node.needs.some((classes) => classes.every(has))) css += node.text;
    } else {
      const inner = emit(node.children, has);
      if (inner) css += `${node.open}{${inner}}`;
    }
  }
  return css;
}

/** The class names used in a page's HTML. */
export function documentClasses(html: string): Set<string> {
  const names = new Set<string>();
  for (const [, value] of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of decodeAttribute(value).split(/\s+/)) if (name) names.add(name);
  }
  return names;
}

/** The rules of an indexed sheet that a page with these classes can use. */
export function rulesFor(nodes: Node[], classes: Set<string>): string {
  return emit(nodes, (name) => classes.has(name));
}

/** Indexes a stylesheet's text (tests). */
export function indexSheet(text: string): Node[] {
  return indexNodes(postcss.parse(text).nodes);
}

/**
 * The page with its stylesheets' usable rules inline and the sheets themselves loaded without
 * holding the first paint; the page unchanged when it was done already or its sheets are not
 * on disk.
 */
export function inlineFirstPaintCss(html: string, load: (href: string) => Node[] | null = sheet) {
  const headEnd = html.indexOf("</head>");
  if (headEnd === -1 || html.lastIndexOf(FIRST_PAINT_MARK, headEnd) !== -1) return html;
  const head = html.slice(0, headEnd);
  const links = [...head.matchAll(STYLESHEET_LINK)];
  if (links.length === 0) return html;
  const indexed = links.map(([, href]) => load(href));
  if (indexed.some((nodes) => nodes === null)) return html;
  const classes = documentClasses(html);
  let rewritten = "";
  let from = 0;
  links.forEach((match, i) => {
    const [tag, href] = match;
    const at = match.index;
    const css = rulesFor(indexed[i]!, classes);
    const deferred = tag.replace(' href="', ' media="print" href="');
    rewritten +=
      html.slice(from, at) +
      `<style ${FIRST_PAINT_MARK}="">${css}</style>` +
      deferred +
      // The sheet's own rules once it is in (a sheet loaded before this runs is switched now).
      `<script>(function(l){function a(){l.media="all"}l.sheet?a():l.addEventListener("load",a)})(document.currentScript.previousElementSibling)</script>` +
      `<noscript><link rel="stylesheet" href="${href}"/></noscript>`;
    from = at + tag.length;
  });
  return rewritten + html.slice(from);
}
