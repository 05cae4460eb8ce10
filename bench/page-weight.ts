/**
 * Page weight of a running build: HTML bytes (markup and inline RSC payload) and the gzipped
 * JavaScript each page loads (every <script src> in its HTML, gzipped here at level 9).
 *
 *   npx tsx bench/page-weight.ts http://127.0.0.1:3000 / /property-in/indore /search-results?city=Indore
 *
 * Listing, project and agent pages are found from the home page's links when not given.
 */
import { gzipSync } from "node:zlib";

const base = (process.argv[2] ?? "http://127.0.0.1:3000").replace(/\/$/, "");
const given = process.argv.slice(3);

const jsCache = new Map<string, number>();

async function text(path: string): Promise<string> {
  const response = await fetch(`${base}${path}`, { redirect: "follow" });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response.text();
}

async function gzippedJs(src: string): Promise<number> {
  const known = jsCache.get(src);
  if (known !== undefined) return known;
  const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
  const size = gzipSync(body, { level: 9 }).length;
  jsCache.set(src, size);
  return size;
}

function rscBytes(html: string): number {
  let total = 0;
  for (const match of html.matchAll(/<script>self\.__next_f\.push\((.*?)\)<\/script>/gs)) {
    total += match[0].length;
  }
  return total;
}

async function measure(path: string) {
  const html = await text(path);
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1]);
  const sizes = await Promise.all([...new Set(scripts)].map(gzippedJs));
  const rsc = rscBytes(html);
  return {
    page: path,
    "HTML KB": +(html.length / 1024).toFixed(1),
    "markup KB": +((html.length - rsc) / 1024).toFixed(1),
    "RSC KB": +(rsc / 1024).toFixed(1),
    "HTML gz KB": +(gzipSync(html).length / 1024).toFixed(1),
    "JS gz KB": +(sizes.reduce((a, b) => a + b, 0) / 1024).toFixed(1),
    scripts: sizes.length,
  };
}

async function main() {
  const paths = [...given];
  if (paths.length === 0) {
    const home = await text("/");
    const first = (re: RegExp) => home.match(re)?.[0].slice(6, -1);
    paths.push(
      "/",
      ...[
        first(/href="\/property\/[^"]+"/),
        first(/href="\/project\/[^"]+"/),
        first(/href="\/property-in\/[^"]+"/),
      ].filter((p): p is string => Boolean(p)),
      "/search-results?propertyType=FlatApartment&transactionType=Buy&city=Mumbai",
      "/services",
      "/about",
    );
  }
  const rows = [];
  for (const path of paths) rows.push(await measure(path));
  console.table(rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
