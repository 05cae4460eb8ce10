import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pageCacheContext, pageGetContext, pageSetContext } from "@/lib/testing/page-cache-context";
import {
  FIRST_PAINT_MARK,
  documentClasses,
  indexSheet,
  inlineFirstPaintCss,
  restOfSheet,
  sheetsFor,
} from "../first-paint-css";
import { prepareForFirstPaint } from "../first-paint";
import { FilteredFileCache } from "../page-cache-filter";

/** A built stylesheet in Tailwind's shape: layers, escaped class names, media and variants. */
const SHEET =
  "@layer theme,base,components,utilities;" +
  "@layer theme{:root,:host{--color-ink:#0f172a}}" +
  "@layer base{*,:after,:before{box-sizing:border-box}h1{font-size:2rem}}" +
  "@layer components{.card{border-radius:.75rem}.menu-link{padding:.5rem}}" +
  "@layer utilities{.flex{display:flex}.hidden{display:none}.md\\:grid{}" +
  "@media (width>=48rem){.md\\:flex{display:flex}.md\\:hidden{display:none}}" +
  ".hover\\:bg-white:hover{background:#fff}" +
  ".group-hover\\/nav\\:text-white:is(:where(.group\\/nav):hover *){color:#fff}" +
  ".\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}" +
  ".peer:not(.open){color:red}" +
  ".a,.b{color:blue}}" +
  "@property --tw-shadow{syntax:'*';inherits:false}" +
  "@keyframes spin{to{transform:rotate(360deg)}}";

const PAGE_HEAD =
  '<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>' +
  '<script src="/_next/static/chunks/a.js" async=""></script><title>Home</title></head>';
const PAGE_BODY =
  '<body><header class="group/nav flex"><a class="menu-link hover:bg-white group-hover/nav:text-white">Buy</a></header>' +
  '<main class="md:flex"><h1>Flats</h1><span class="[&amp;&gt;svg]:size-4 peer"><svg></svg></span><p class="b">x</p></main></body></html>';
const PAGE = PAGE_HEAD + PAGE_BODY;

describe("the rules a page's first paint uses", () => {
  it("reads the class names of a page's elements, with HTML's escapes undone", () => {
    expect([...documentClasses(PAGE_BODY)]).toEqual([
      "group/nav",
      "flex",
      "menu-link",
      "hover:bg-white",
      "group-hover/nav:text-white",
      "md:flex",
      "[&>svg]:size-4",
      "peer",
      "b",
    ]);
  });

  it("keeps the rules whose classes the page has, every rule without a class, in the sheet's order", () => {
    const { first } = sheetsFor(indexSheet(SHEET), documentClasses(PAGE_BODY));
    expect(first).toBe(
      "@layer theme,base,components,utilities;" +
        "@layer theme,base,components,utilities;" +
        "@layer theme{:root,:host{--color-ink:#0f172a}}" +
        "@layer base{*,:after,:before{box-sizing:border-box}h1{font-size:2rem}}" +
        "@layer components{.menu-link{padding:.5rem}}" +
        "@layer utilities{.flex{display:flex}" +
        "@media (width>=48rem){.md\\:flex{display:flex}}" +
        ".hover\\:bg-white:hover{background:#fff}" +
        ".group-hover\\/nav\\:text-white:is(:where(.group\\/nav):hover *){color:#fff}" +
        ".\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}" +
        ".peer:not(.open){color:red}" +
        ".a,.b{color:blue}}" +
        "@property --tw-shadow{syntax:'*';inherits:false}" +
        "@keyframes spin{to{transform:rotate(360deg)}}",
    );
  });

  it("puts the other rules in a second sheet, with each of the page's rules that must still win a tie after them", () => {
    const { rest } = sheetsFor(indexSheet(SHEET), documentClasses(PAGE_BODY));
    // `.md:flex` is the page's, but it followed `.hidden` in the sheet, with the same specificity
    // and property: an element a script draws with both must still show as a flex box on a
    // desktop, so it comes again after `.hidden`. `.hover:bg-white` ties with none of them.
    expect(rest).toBe(
      "@layer components{.card{border-radius:.75rem}}" +
        "@layer utilities{.hidden{display:none}.md\\:grid{}" +
        "@media (width>=48rem){.md\\:flex{display:flex}.md\\:hidden{display:none}}}",
    );
  });

  it("counts a shorthand and its longhands, or two names for one property, as setting the same", () => {
    const sheet = indexSheet(
      "@layer utilities{.nowrap{white-space:nowrap}.a{padding:1rem}.start-0{inset-inline-start:0}" +
        ".balance{text-wrap:balance}.px-2{padding-inline:.5rem}.left-0{left:0}.red{color:red}}",
    );
    const { rest } = sheetsFor(sheet, new Set(["balance", "px-2", "left-0", "red"]));
    expect(rest).toBe(
      "@layer utilities{.nowrap{white-space:nowrap}.a{padding:1rem}.start-0{inset-inline-start:0}" +
        ".balance{text-wrap:balance}.px-2{padding-inline:.5rem}.left-0{left:0}}",
    );
  });

  it("serves the second sheet from the key in its address, and nothing for a key it did not make", () => {
    const load = (name: string) => (name === "site" ? indexSheet(SHEET) : null);
    const { rest, key } = sheetsFor(indexSheet(SHEET), documentClasses(PAGE_BODY));
    expect(key).toMatch(/^[\w-]+$/);
    expect(restOfSheet("site", key!, load)).toBe(rest);
    // Another page's key: its own second sheet.
    const bare = sheetsFor(indexSheet(SHEET), new Set(["card"]));
    expect(restOfSheet("site", bare.key!, load)).toBe(bare.rest);
    expect(restOfSheet("site", bare.key!, load)).toContain(".menu-link{");
    for (const wrong of ["", `${key}A`, "!!", key!.slice(1), "AAAAAAAAAAAA"]) {
      expect(restOfSheet("site", wrong, load)).toBeNull();
    }
    expect(restOfSheet("other", key!, load)).toBeNull();
    expect(restOfSheet("../site", key!, load)).toBeNull();
    // A page that uses every rule has no second sheet.
    const every = new Set([
      ...documentClasses(PAGE_BODY),
      ...["card", "hidden", "md:grid", "md:hidden", "a"],
    ]);
    expect(sheetsFor(indexSheet(SHEET), every)).toMatchObject({ rest: "", key: null });
  });
});

describe("inlineFirstPaintCss", () => {
  const load = (name: string) => (name === "site" ? indexSheet(SHEET) : null);

  it("puts the page's rules in its head and loads the others after it, without holding the paint", () => {
    const html = inlineFirstPaintCss(PAGE, load);
    const { key } = sheetsFor(indexSheet(SHEET), documentClasses(PAGE_BODY));
    expect(html).toContain(`<style ${FIRST_PAINT_MARK}="">@layer theme,base`);
    // The whole sheet stays linked for React, but is not fetched.
    expect(html).toContain(
      '<link rel="stylesheet" disabled="" href="/_next/static/chunks/site.css" data-precedence="next"/>',
    );
    expect(html).toContain(`l.href="/styles/site/${key}.css";l.fetchPriority="low";`);
    expect(html).toContain(
      '<noscript><link rel="stylesheet" href="/_next/static/chunks/site.css"/></noscript>',
    );
    expect(html.slice(0, html.indexOf("</style>"))).not.toContain(".card{");
    // Everything else as it was.
    expect(html.endsWith(PAGE_BODY)).toBe(true);
    expect(html.startsWith('<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/>')).toBe(
      true,
    );
  });

  it("does a page once, and leaves a page alone when its sheet is not on disk", () => {
    const once = inlineFirstPaintCss(PAGE, load);
    expect(inlineFirstPaintCss(once, load)).toBe(once);
    expect(inlineFirstPaintCss(PAGE, () => null)).toBe(PAGE);
    expect(inlineFirstPaintCss("<p>no head</p>", load)).toBe("<p>no head</p>");
  });
});

describe("the page cache and the first paint", () => {
  const cwd = process.cwd();
  let dir: string;

  beforeAll(() => {
    // The built sheet where the server finds it: .next/static/chunks under its working folder.
    dir = pageCacheContext({ flushToDisk: false, maxMemoryCacheSize: 0 }).serverDistDir!;
    mkdirSync(path.join(dir, ".next", "static", "chunks"), { recursive: true });
    writeFileSync(path.join(dir, ".next", "static", "chunks", "site.css"), SHEET);
    process.chdir(dir);
  });
  afterAll(() => process.chdir(cwd));

  it("keeps and serves a page with its rules inline and a Link header for its photo only", async () => {
    const cache = new FilteredFileCache(
      pageCacheContext({ flushToDisk: false, maxMemoryCacheSize: 8 * 1024 * 1024 }),
    );
    const html = PAGE.replace(
      "<title>",
      '<link rel="preload" as="image" href="/media/a-960.webp" fetchPriority="high"/><title>',
    );
    await cache.set(
      "/en/property/corner-2-bhk-74",
      {
        kind: "APP_PAGE",
        html,
        rscData: Buffer.from("payload"),
        headers: { "x-next-cache-tags": "property:74" },
        postponed: undefined,
        status: 200,
        segmentData: undefined,
      } as never,
      pageSetContext,
    );
    const entry = await cache.get("/en/property/corner-2-bhk-74", pageGetContext);
    const served = entry?.value as unknown as { html: Buffer; headers: Record<string, string> };
    const text = served.html.toString("utf8");
    expect(text).toContain(`<style ${FIRST_PAINT_MARK}="">`);
    expect(text.split(FIRST_PAINT_MARK)).toHaveLength(2);
    expect(served.headers.link).toBe(
      '</media/a-960.webp>; rel=preload; as="image"; fetchpriority="high"',
    );
    expect(served.headers["x-next-cache-tags"]).toBe("property:74");
  });

  it("prepares a page prerendered at build when it is read, once", () => {
    const page = { kind: "APP_PAGE", html: Buffer.from(PAGE), headers: {} };
    prepareForFirstPaint(page as never);
    const first = page.html;
    expect(first.toString()).toContain(FIRST_PAINT_MARK);
    prepareForFirstPaint(page as never);
    expect(page.html).toBe(first);
    // A shell whose holes are filled per request keeps its blocking stylesheet, which its
    // header now asks for early.
    const shell = { kind: "APP_PAGE", html: PAGE, headers: {}, postponed: "{}" };
    prepareForFirstPaint(shell as never);
    expect(shell.html).toBe(PAGE);
    expect(shell.headers).toEqual({
      link: '</_next/static/chunks/site.css>; rel=preload; as="style"',
    });
    // A route's answer or a miss is left alone.
    prepareForFirstPaint(null);
    const route = { kind: "APP_ROUTE", body: Buffer.from("{}") };
    prepareForFirstPaint(route as never);
    expect(route).toEqual({ kind: "APP_ROUTE", body: Buffer.from("{}") });
  });
});
