/**
 * Page weight of a running build: HTML bytes (markup and inline RSC payload), the HTML gzipped,
 * and the gzipped JavaScript each page loads (every <script src> in its HTML: what the page
 * needs before it is interactive, not chunks loaded later on use). Everything is gzipped here at
 * zlib's default level, as `next start` compresses it.
 *
 *   npx tsx bench/page-weight.ts http://127.0.0.1:3000 [--bare http://127.0.0.1:3011] [paths…]
 *
 * Without paths it measures one page of each public type: home, search results, a listing, a
 * project, a city page (/property-in/<city>), an agent page and an Insights city page (listing,
 * project and Insights pages found from home's links, the agent from the sitemap). With --bare it also
 * measures the bare Next.js reference's static `/` and checks issue 29's targets: HTML ≤ 40 KB
 * gzipped, JavaScript ≤ the bare page's + 40 KB gzipped. `--hindi` measures each page's Hindi copy
 * (/hi…) too. "words gz KB" is the client catalogue file the page preloads (lib/i18n/
 * catalogue-file.ts): fetched once per release and kept by the browser, so counted apart.
 */
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: { bare: { type: "string" }, hindi: { type: "boolean", default: false } },
});
const base = (positionals[0] ?? "http://127.0.0.1:3000").replace(/\/$/, "");
const given = positionals.slice(1);
const HTML_LIMIT_KB = 40;
const JS_MARGIN_KB = 40;

const jsCache = new Map<string, number>();
const kb = (bytes: number) => +(bytes / 1024).toFixed(1);

async function text(origin: string, path: string): Promise<string> {
  const response = await fetch(`${origin}${path}`, { redirect: "follow" });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response.text();
}

/** A file's gzipped size (scripts and the catalogue file), fetched once per address. */
async function gzippedFile(origin: string, src: string): Promise<number> {
  const url = new URL(src, origin).href;
  const known = jsCache.get(url);
  if (known !== undefined) return known;
  const body = Buffer.from(await (await fetch(url)).arrayBuffer());
  const size = gzipSync(body).length;
  jsCache.set(url, size);
  return size;
}

function rscBytes(html: string): number {
  let total = 0;
  for (const match of html.matchAll(/<script>self\.__next_f\.push\((.*?)\)<\/script>/gs)) {
    total += match[0].length;
  }
  return total;
}

async function measure(origin: string, label: string, path: string) {
  const html = await text(origin, path);
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1]);
  const sizes = await Promise.all([...new Set(scripts)].map((src) => gzippedFile(origin, src)));
  const words = html.match(/<link rel="preload" href="(\/i18n\/[^"]+)" as="fetch"/)?.[1];
  const rsc = rscBytes(html);
  const bytes = Buffer.byteLength(html);
  return {
    page: label,
    path: path.length > 60 ? `${path.slice(0, 57)}…` : path,
    "HTML KB": kb(bytes),
    "markup KB": kb(bytes - rsc),
    "RSC KB": kb(rsc),
    "HTML gz KB": kb(gzipSync(html).length),
    "JS gz KB": kb(sizes.reduce((a, b) => a + b, 0)),
    scripts: sizes.length,
    "words gz KB": words ? kb(await gzippedFile(origin, words)) : 0,
  };
}

/** The first agent page the site's sitemap lists. */
async function firstAgent(): Promise<string | undefined> {
  const index = await text(base, "/sitemap.xml");
  const child = index.match(/<loc>([^<]*brokers-[^<]*)<\/loc>/)?.[1];
  if (!child) return undefined;
  const list = await text(base, new URL(child).pathname);
  const loc = list.match(/<loc>([^<]+)<\/loc>/)?.[1];
  return loc ? new URL(loc).pathname : undefined;
}

/** The first link on `path` whose target starts with `prefix` (e.g. "/property/"). */
async function firstLink(path: string, prefix: string): Promise<string | undefined> {
  const html = await text(base, path);
  return html.match(new RegExp(`href="(${prefix}[^"#?]+)"`))?.[1];
}

async function publicPages(): Promise<[string, string][]> {
  const listing = await firstLink("/", "/property/");
  const project = await firstLink("/", "/project/");
  const city = await firstLink("/", "/property-in/");
  const insights = await firstLink("/", "/insights/(?!tools)");
  const agent = await firstAgent();
  const pages: [string, string | undefined][] = [
    ["home", "/"],
    ["results", "/search-results?propertyType=FlatApartment&transactionType=Buy&city=Mumbai"],
    ["listing", listing],
    ["project", project],
    ["city", city],
    ["agent", agent],
    ["Insights city", insights],
  ];
  for (const [name, path] of pages) if (!path) console.error(`no ${name} page found from home`);
  return pages.filter((p): p is [string, string] => Boolean(p[1]));
}

async function main() {
  const english: [string, string][] =
    given.length > 0 ? given.map((p) => [p, p]) : await publicPages();
  const hindi: [string, string][] = english.map(([label, path]) => [
    `${label} (hi)`,
    path === "/" ? "/hi" : `/hi${path}`,
  ]);
  const pages = args.hindi ? [...english, ...hindi] : english;
  const rows = [];
  const bare = args.bare ? await measure(args.bare.replace(/\/$/, ""), "bare /", "/") : null;
  if (bare) rows.push(bare);
  for (const [label, path] of pages) {
    const row = await measure(base, label, path);
    rows.push(
      bare
        ? {
            ...row,
            "HTML ≤ 40": row["HTML gz KB"] <= HTML_LIMIT_KB ? "yes" : "NO",
            [`JS ≤ ${(bare["JS gz KB"] + JS_MARGIN_KB).toFixed(1)}`]:
              row["JS gz KB"] <= bare["JS gz KB"] + JS_MARGIN_KB ? "yes" : "NO",
          }
        : row,
    );
  }
  console.table(rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
