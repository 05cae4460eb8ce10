import { readFileSync } from "node:fs";
import path from "node:path";
import Specificity from "@bramus/specificity";
import { LRUCache } from "lru-cache";
import postcss, { type ChildNode } from "postcss";
import { decodeAttribute } from "@/lib/cache/preload-links";

/**
 * A cached page drawn without waiting for its stylesheet, and the rest of the sheet applied
 * without restyling the page.
 *
 * The site's stylesheet (`app/globals.css`, 94 KB) is one file linked from every page's head,
 * and a browser draws nothing until it has it: on a phone's connection that is a second round
 * trip after the document, the largest part of the time to the first paint. Inlining the whole
 * sheet was measured (bench/README.md, 2026-12-04): the first paint came a second earlier, and
 * every cached page grew by 87 KB, which cost 20–25 % of the load rate. This inlines only the
 * rules the page can use: those whose class names all occur in its HTML (a rule with no class
 * is always kept), in the sheet's own order and layers.
 *
 * The other rules style what scripts add later (dialogs, menus' open states). They load after
 * the page as a sheet of their own, `/styles/<sheet>/<key>.css` (the key names which rules the
 * page has inline; `app/styles/[sheet]/[rules]/route.ts` serves it), appended to the head so
 * that the browser only adds them. Switching the whole sheet on instead made the browser restyle
 * every element when it arrived, and often lay the page out again (100–230 ms of a phone's main
 * thread, bench/README.md 2026-12-06); rules whose classes no element has restyle nothing. A
 * later rule wins a tie (same layer, same specificity), and the second sheet's rules now come
 * after all of the page's: a rule of the page's that ties with one of them it followed in the
 * whole sheet, on a property both set, goes into the second sheet again, after it (`split`).
 *
 * The whole sheet stays linked, `disabled` (so not fetched): React hydrates that `<link>` and
 * finds it on later navigations, whose pages the two sheets style between them. A `<noscript>`
 * copy styles the page without scripts.
 *
 * Done once per cached page, when the page cache stores or first serves it
 * (`lib/cache/first-paint.ts`).
 */

/** The attribute on the inline `<style>`: it marks a page already done. */
export const FIRST_PAINT_MARK = "data-first-paint";

const STYLESHEET_LINK =
  /<link rel="stylesheet" href="\/_next\/static\/chunks\/([\w-]+)\.css"[^>]*\/>/g;
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
const CLASS_IN_SELECTOR = /\.((?:\\.|[\w-])+)/g;
const SHEET_NAME = /^[\w-]+$/;

/** One rule or at-rule of the sheet, in the sheet's order, with where it sits. */
type Entry = {
  text: string;
  /** The class names each of its selectors needs; null for what every page keeps. */
  needs: string[][] | null;
  /** The top-level cascade layer it is in, "" outside any; null for a top-level at-rule. */
  layer: string | null;
  /** What wraps it inside that layer: `@media …`, `@supports …`. */
  groups: string[];
  /** The properties it sets, by family (`padding-inline` → `padding`). */
  families: string[];
  /** Its selectors' specificities, `a,b,c`; `*` when one could not be read. */
  specificities: string[];
};

export type IndexedSheet = {
  entries: Entry[];
  /** The entries a page may or may not have (those with `needs`): the key's bits, in order. */
  optional: number[];
};

/** Properties that set one another, under one family name (shorthands and logical twins). */
const FAMILY: Record<string, string> = {
  top: "inset",
  right: "inset",
  bottom: "inset",
  left: "inset",
  inline: "size",
  block: "size",
  width: "size",
  height: "size",
  column: "gap",
  columns: "gap",
  row: "gap",
  place: "align",
  justify: "align",
  line: "font",
  // `white-space` sets `text-wrap-mode`.
  white: "text",
  translate: "transform",
  rotate: "transform",
  scale: "transform",
};

function family(property: string): string {
  if (property.startsWith("--")) return property;
  const first = property.replace(/^-(webkit|moz|ms)-/, "").split("-")[0]!;
  return FAMILY[first] ?? first;
}

function unescapeClass(name: string): string {
  return name.replace(/\\(.)/g, "$1");
}

/** The class names a selector needs (outside `:not(…)`, which asks for their absence). */
function classesOf(selector: string): string[] {
  const positive = selector.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, "");
  return [...positive.matchAll(CLASS_IN_SELECTOR)].map(([, name]) => unescapeClass(name));
}

function specificitiesOf(selector: string): string[] {
  try {
    const found = Specificity.calculate(selector).map(({ value: { a, b, c } }) => `${a},${b},${c}`);
    return [...new Set(found)];
  } catch {
    return ["*"];
  }
}

const GROUPING = new Set(["media", "layer", "supports", "container"]);

function flatten(nodes: ChildNode[], layer: string | null, groups: string[], out: Entry[]) {
  for (const node of nodes) {
    if (node.type === "rule") {
      const needs = node.selectors.map(classesOf);
      const families = new Set<string>();
      node.walkDecls((decl) => void families.add(family(decl.prop.toLowerCase())));
      out.push({
        text: node.toString(),
        needs: needs.some((classes) => classes.length === 0) ? null : needs,
        layer: layer ?? "",
        groups,
        families: [...families],
        specificities: specificitiesOf(node.selector),
      });
    } else if (node.type === "atrule") {
      const open = `@${node.name}${node.params ? ` ${node.params}` : ""}`;
      if (GROUPING.has(node.name) && node.nodes) {
        // `layer` is null only at the sheet's top level.
        if (node.name === "layer" && layer === null) {
          flatten(node.nodes, node.params, [], out);
        } else flatten(node.nodes, layer ?? "", [...groups, open], out);
      } else {
        // @property, @keyframes, @font-face, `@layer a, b;`: small, and needed as they are.
        const text = node.nodes ? node.toString() : `${node.toString()};`;
        out.push({
          text,
          needs: null,
          layer,
          groups,
          families: [],
          specificities: [],
        });
      }
    } else if (node.type === "decl") {
      out.push({
        text: `${node.toString()};`,
        needs: null,
        layer: layer ?? "",
        groups,
        families: [],
        specificities: [],
      });
    }
  }
}

/** Indexes a stylesheet's text. */
export function indexSheet(text: string): IndexedSheet {
  const entries: Entry[] = [];
  flatten(postcss.parse(text).nodes, null, [], entries);
  const optional = entries.flatMap((entry, i) => (entry.needs ? [i] : []));
  return { entries, optional };
}

const sheets = new Map<string, IndexedSheet | null>();

/** The built stylesheet `.next/static/chunks/<name>.css`, indexed; null when it is not on disk. */
function builtSheet(name: string): IndexedSheet | null {
  let indexed = sheets.get(name);
  if (indexed === undefined) {
    try {
      const file = path.join(process.cwd(), ".next", "static", "chunks", `${name}.css`);
      const text = readFileSync(file, "utf8");
      indexed = text.includes("</") ? null : indexSheet(text);
    } catch {
      indexed = null;
    }
    sheets.set(name, indexed);
  }
  return indexed;
}

/** The class names used in a page's HTML. */
export function documentClasses(html: string): Set<string> {
  const names = new Set<string>();
  for (const [, value] of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of decodeAttribute(value).split(/\s+/)) if (name) names.add(name);
  }
  return names;
}

/** Which entries a page with these classes has inline: each selector's classes all there. */
function inlineFor(sheet: IndexedSheet, classes: Set<string>): boolean[] {
  return sheet.entries.map(
    ({ needs }) => !needs || needs.some((names) => names.every((name) => classes.has(name))),
  );
}

/**
 * The page's two sheets: its rules for the first paint, and the others, each in the sheet's
 * order. In CSS a later rule wins a tie (same layer, same specificity), and the other rules now
 * come after all of the page's, so a rule of the page's that comes after one of the others in
 * the sheet, ties with it and sets one of the same properties goes into the second sheet again,
 * after it, where it wins as it did.
 */
function split(sheet: IndexedSheet, inline: boolean[]): { first: Entry[]; rest: Entry[] } {
  const first: Entry[] = [];
  const rest: Entry[] = [];
  /** The families the second sheet sets so far, by layer and specificity ("*": not known). */
  const sets = new Map<string, Set<string>>();
  const setBy = (key: string) => {
    let found = sets.get(key);
    if (!found) sets.set(key, (found = new Set()));
    return found;
  };
  sheet.entries.forEach((entry, i) => {
    if (inline[i]) first.push(entry);
    if (entry.layer === null) return;
    const known = !entry.specificities.includes("*");
    const against = known
      ? [...entry.specificities, "*"].map((s) => `${entry.layer}|${s}`)
      : [`${entry.layer}|any`];
    const ties = (key: string) => entry.families.some((name) => sets.get(key)?.has(name));
    if (inline[i] && !against.some(ties)) return;
    rest.push(entry);
    const keys = known
      ? entry.specificities.map((s) => `${entry.layer}|${s}`)
      : [`${entry.layer}|*`];
    for (const key of [...keys, `${entry.layer}|any`]) {
      const set = setBy(key);
      for (const name of entry.families) set.add(name);
    }
  });
  return { first, rest };
}

/** The entries as CSS, each inside its layer and groups; neighbours share them. */
function emit(placed: Entry[]): string {
  let css = "";
  let open: string[] = [];
  for (const entry of placed) {
    const wrappers =
      entry.layer === null
        ? []
        : [...(entry.layer ? [`@layer ${entry.layer}`] : []), ...entry.groups];
    let same = 0;
    while (same < open.length && same < wrappers.length && open[same] === wrappers[same]) same++;
    css += "}".repeat(open.length - same);
    for (const wrapper of wrappers.slice(same)) css += `${wrapper}{`;
    open = wrappers;
    css += entry.text;
  }
  return css + "}".repeat(open.length);
}

/** The sheet's top-level layers in its order, declared first so that no sheet reorders them. */
function layerOrder(sheet: IndexedSheet): string {
  const names = new Set<string>();
  for (const { layer } of sheet.entries) if (layer) names.add(layer);
  return names.size ? `@layer ${[...names].join(",")};` : "";
}

/** Which of the optional entries a page has inline, as a URL-safe key (one bit each). */
function keyOf(sheet: IndexedSheet, inline: boolean[]): string {
  const bits = Buffer.alloc(Math.ceil(sheet.optional.length / 8));
  sheet.optional.forEach((entry, bit) => {
    if (inline[entry]) bits[bit >> 3]! |= 1 << (bit & 7);
  });
  return bits.toString("base64url");
}

/** The inline flags a key stands for; null for a key this sheet can't have made. */
function inlineOf(sheet: IndexedSheet, key: string): boolean[] | null {
  const bits = Buffer.from(key, "base64url");
  if (bits.length !== Math.ceil(sheet.optional.length / 8) || bits.toString("base64url") !== key)
    return null;
  const inline = sheet.entries.map(({ needs }) => needs === null);
  sheet.optional.forEach((entry, bit) => {
    inline[entry] = (bits[bit >> 3]! & (1 << (bit & 7))) !== 0;
  });
  return inline;
}

/**
 * A page's two sheets from its classes: the first paint's rules, and the key of the others (their
 * text only when asked for: a page is served them from the key).
 */
export function sheetsFor(sheet: IndexedSheet, classes: Set<string>) {
  const inline = inlineFor(sheet, classes);
  const { first, rest } = split(sheet, inline);
  return {
    first: layerOrder(sheet) + emit(first),
    key: rest.length ? keyOf(sheet, inline) : null,
    get rest() {
      return emit(rest);
    },
  };
}

/** Second sheets made lately, per built sheet (2 ms each; a page type's visitors ask for one). */
const served = new WeakMap<IndexedSheet, LRUCache<string, string>>();

/**
 * The second sheet of a page whose inline rules the key names, from the built sheet `name`;
 * null for a sheet not built or a key it can't have made.
 */
export function restOfSheet(
  name: string,
  key: string,
  load: (name: string) => IndexedSheet | null = builtSheet,
): string | null {
  if (!SHEET_NAME.test(name)) return null;
  const sheet = load(name);
  if (!sheet) return null;
  let made = served.get(sheet);
  if (!made) {
    made = new LRUCache({ maxSize: 8 * 1024 * 1024, sizeCalculation: (css) => css.length + 1 });
    served.set(sheet, made);
  }
  const cached = made.get(key);
  if (cached !== undefined) return cached;
  const inline = inlineOf(sheet, key);
  if (!inline) return null;
  const css = emit(split(sheet, inline).rest);
  made.set(key, css);
  return css;
}

/** Where a page's other rules are served (`app/styles/[sheet]/[rules]/route.ts`). */
function restSheetPath(name: string, key: string): string {
  return `/styles/${name}/${key}.css`;
}

/**
 * The page with its stylesheets' usable rules inline, the others loaded after it, and the sheets
 * themselves linked only for React and for browsers without scripts; the page unchanged when it
 * was done already or its sheets are not on disk.
 */
export function inlineFirstPaintCss(
  html: string,
  load: (name: string) => IndexedSheet | null = builtSheet,
) {
  const headEnd = html.indexOf("</head>");
  if (headEnd === -1 || html.lastIndexOf(FIRST_PAINT_MARK, headEnd) !== -1) return html;
  const head = html.slice(0, headEnd);
  const links = [...head.matchAll(STYLESHEET_LINK)];
  if (links.length === 0) return html;
  const indexed = links.map(([, name]) => load(name!));
  if (indexed.some((sheet) => sheet === null)) return html;
  const classes = documentClasses(html);
  let rewritten = "";
  let from = 0;
  links.forEach((match, i) => {
    const [tag, name] = match;
    const href = `/_next/static/chunks/${name}.css`;
    const { first, key } = sheetsFor(indexed[i]!, classes);
    rewritten +=
      html.slice(from, match.index) +
      `<style ${FIRST_PAINT_MARK}="">${first}</style>` +
      tag.replace(' href="', ' disabled="" href="') +
      (key
        ? `<script>(function(l){l.rel="stylesheet";l.href="${restSheetPath(name!, key)}";l.fetchPriority="low";document.head.appendChild(l)})(document.createElement("link"))</script>`
        : "") +
      `<noscript><link rel="stylesheet" href="${href}"/></noscript>`;
    from = match.index + tag.length;
  });
  return rewritten + html.slice(from);
}
