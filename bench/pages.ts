/**
 * Public-page throughput of a running build, side by side with the bare Next.js reference, in
 * one run. It starts nothing: serve the site (e.g. `npm start`, or `next start -p 3119`) and the
 * reference (`../shared/bench/bare-next/serve.sh 3011` from the project root) first.
 *
 *   npm run bench:pages -- --site http://127.0.0.1:3119 --bare http://127.0.0.1:3011 --pid <pid>
 *
 * Options: --duration <s> per measurement (default 20), --connections 20,100, --mixed <s> (the
 * 100-connection run over home, results and 50 listings; default 60, 0 skips it), --label <text>,
 * --listings <n> (warm rows, default 400), --first <n> (listings never requested before, each
 * requested once at the first connection count: a crawler's first visit; half English, half
 * Hindi; default 600, 0 skips). Home and listing pages are measured in English and in Hindi
 * (`/hi`, `/hi/property/…`), and up to 50 project pages, every city's Insights page, up to 100 localities' and the hub.
 * --pid is the site's server process: its resident memory (with its child processes) is sampled
 * every second during the mixed run, and its CPU time (with its child processes) is read around
 * each row of the site: "server CPU ms/req" is what one request cost the server, whatever else
 * ran on the machine (the load generator shares the two cores; a larger page costs it more).
 * --rows <regex> measures only the rows whose name matches (e.g. `home|property pages \(`). Listing URLs come from the site's own sitemap (at least 400 distinct ones).
 * Prints a Markdown table; every req/s is also given as a ratio to the bare `/dyn` page.
 */
import { readFileSync, readdirSync } from "node:fs";
import { parseArgs } from "node:util";
import autocannon from "autocannon";

const { values: args } = parseArgs({
  options: {
    site: { type: "string", default: "http://127.0.0.1:3000" },
    bare: { type: "string", default: "http://127.0.0.1:3011" },
    pid: { type: "string" },
    duration: { type: "string", default: "20" },
    connections: { type: "string", default: "20,100" },
    mixed: { type: "string", default: "60" },
    label: { type: "string", default: "" },
    listings: { type: "string", default: "400" },
    /** Listings requested once each, never warmed (a crawler's first visit); 0 skips the rows. */
    first: { type: "string", default: "600" },
    /** Only the rows whose name matches this regular expression (the bare `/dyn` row always). */
    rows: { type: "string" },
  },
});

const duration = Number(args.duration);
const connectionCounts = args.connections.split(",").map(Number);
const mixedSeconds = Number(args.mixed);
const pid = args.pid ? Number(args.pid) : null;
const wantListings = Number(args.listings);
const wantFirst = Number(args.first);
const rowFilter = args.rows ? new RegExp(args.rows) : null;
const wanted = (page: string) =>
  !rowFilter || rowFilter.test(page) || page.startsWith("bare per-request");

/** Search results as the navigation links them: a city and a type. */
const RESULTS = [
  "/search-results?propertyType=FlatApartment&transactionType=Buy&page=1&city=Indore&state=Madhya+Pradesh&locality=&searchQuery=",
  "/search-results?propertyType=LandPlot&transactionType=Buy&page=1&city=Pune&state=Maharashtra&locality=&searchQuery=",
  "/search-results?propertyType=FlatApartment&transactionType=Buy&page=1&city=Bengaluru&state=Karnataka&locality=&searchQuery=",
  "/search-results?propertyType=Office&transactionType=Buy&page=1&city=Delhi&state=Delhi&locality=&searchQuery=",
];

type Row = {
  page: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  requests: number;
  /** The site server's CPU time per request (ms), with --pid; null for the bare app's rows. */
  cpuMs: number | null;
};

/** A process and its descendants (those still running), from /proc. */
function processTree(root: number): number[] {
  const seen = new Set<number>();
  const visit = (id: number) => {
    if (seen.has(id)) return;
    seen.add(id);
    try {
      for (const task of readdirSync(`/proc/${id}/task`)) {
        const children = readFileSync(`/proc/${id}/task/${task}/children`, "utf8").trim();
        for (const child of children.split(/\s+/).filter(Boolean)) visit(Number(child));
      }
    } catch {
      // the process has gone
    }
  };
  visit(root);
  return [...seen];
}

/** Reads one /proc file of a process, or null once it has gone. */
function procFile(id: number, name: string): string | null {
  try {
    return readFileSync(`/proc/${id}/${name}`, "utf8");
  } catch {
    return null;
  }
}

/** Resident memory (MB) of a process and its descendants, from /proc. */
function rssMb(root: number): number {
  let kb = 0;
  for (const id of processTree(root)) {
    kb += Number(/VmRSS:\s+(\d+)/.exec(procFile(id, "status") ?? "")?.[1] ?? 0);
  }
  return kb / 1024;
}

/** CPU time (user + system, ms) a process and its descendants have used so far, from /proc. */
function cpuMsUsed(root: number): number {
  const tick = 10; // USER_HZ is 100 on Linux
  let ticks = 0;
  for (const id of processTree(root)) {
    const stat = procFile(id, "stat");
    if (!stat) continue;
    // Fields after the command name (which may hold spaces): utime is the 12th, stime the 13th.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks * tick;
}

/** Paths of one kind from the site's own sitemap (English URLs; each has its /hi twin). */
async function sitemapPaths(
  site: string,
  kind: "properties" | "projects" | "pages",
  prefix: string,
): Promise<string[]> {
  const index = await (await fetch(`${site}/sitemap.xml`)).text();
  const children = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]).pathname)
    .filter((p) => p.includes(kind));
  const paths: string[] = [];
  for (const child of children) {
    const xml = await (await fetch(`${site}${child}`)).text();
    for (const m of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const path = new URL(m[1]).pathname;
      if (path.startsWith(prefix)) paths.push(path);
    }
  }
  return paths;
}

/**
 * `count` listings spread over the whole id range (not only the first ids) for the warm rows, and
 * up to `first` others, never requested before their row, for the first-visit rows.
 */
async function listingPaths(
  site: string,
  count: number,
  first: number,
): Promise<{ warm: string[]; cold: string[] }> {
  const paths = await sitemapPaths(site, "properties", "/property/");
  if (paths.length < count) {
    throw new Error(`the sitemap lists ${paths.length} listings; ${count} are needed`);
  }
  const step = paths.length / count;
  const warm = Array.from({ length: count }, (_, i) => paths[Math.floor(i * step)]);
  const taken = new Set(warm);
  const rest = paths.filter((p) => !taken.has(p));
  const coldStep = Math.max(1, rest.length / Math.max(1, first));
  const cold = Array.from(
    { length: Math.min(first, rest.length) },
    (_, i) => rest[Math.floor(i * coldStep)],
  );
  return { warm, cold };
}

function rotating(paths: string[]): autocannon.Request[] {
  let next = 0;
  return [
    {
      setupRequest: (request) => {
        request.path = paths[next % paths.length];
        next += 1;
        return request;
      },
    },
  ];
}

async function measure(
  page: string,
  base: string,
  paths: string[],
  connections: number,
  seconds: number,
  once = false,
): Promise<Row> {
  const cpuPid = pid !== null && base === args.site ? pid : null;
  const cpuBefore = cpuPid === null ? 0 : cpuMsUsed(cpuPid);
  const result = await autocannon({
    url: `${base}${paths[0]}`,
    connections,
    // `once`: every path requested exactly once (a crawler's walk), however long that takes.
    ...(once ? { amount: paths.length } : { duration: seconds }),
    timeout: 30,
    requests: paths.length > 1 ? rotating(paths) : undefined,
  });
  return {
    page,
    connections,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
    cpuMs:
      cpuPid === null || result.requests.total === 0
        ? null
        : (cpuMsUsed(cpuPid) - cpuBefore) / result.requests.total,
  };
}

/**
 * Waits until the server has worked off the previous run (requests it was still rendering when
 * the load stopped) and answers a health check quickly again, so runs do not bleed into each other.
 */
async function drain(base: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const t0 = Date.now();
    const ok = await fetch(`${base}/api/health`)
      .then((r) => r.arrayBuffer())
      .then(
        () => true,
        () => false,
      );
    if (ok && Date.now() - t0 < 200) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

const cpuText = (row: Row) =>
  row.cpuMs === null ? "" : `, server CPU ${row.cpuMs.toFixed(2)} ms/req`;

async function main() {
  const started = new Date();
  const load = readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
  console.error(`site ${args.site}, bare ${args.bare}, load ${load}`);
  const { warm: listings, cold } = await listingPaths(args.site, wantListings, wantFirst);
  const projects = (await sitemapPaths(args.site, "projects", "/project/")).slice(0, 50);
  // Every city's Insights page in English (not its localities or the tools), and up to 100
  // localities' pages.
  const insightPages = await sitemapPaths(args.site, "pages", "/insights/");
  const insightCities = insightPages.filter((p) => /^\/insights\/(?!tools$)[^/]+$/.test(p));
  const insightLocalities = insightPages
    .filter((p) => /^\/insights\/(?!tools\/)[^/]+\/[^/]+$/.test(p))
    .slice(0, 100);
  console.error(
    `${listings.length} distinct listing URLs from the sitemap (+ ${cold.length} for first visits), ${projects.length} projects, ${insightCities.length} Insights cities, ${insightLocalities.length} localities`,
  );
  const hindi = (paths: string[]) => paths.map((p) => (p === "/" ? "/hi" : `/hi${p}`));
  // The first visits: half the unwarmed listings in English, the other half in Hindi.
  const coldEn = cold.filter((_, i) => i % 2 === 0);
  const coldHi = hindi(cold.filter((_, i) => i % 2 === 1));

  const targets: [string, string, string[]][] = [
    ["bare static `/`", args.bare, ["/"]],
    ["bare per-request `/dyn`", args.bare, ["/dyn"]],
    ["home", args.site, ["/"]],
    ["home in Hindi `/hi`", args.site, ["/hi"]],
    [`property pages (${listings.length} listings)`, args.site, listings],
    [
      `property pages in Hindi (the same ${listings.length}, /hi/property/…)`,
      args.site,
      hindi(listings),
    ],
    ...(projects.length
      ? ([[`project pages (${projects.length})`, args.site, projects]] as [
          string,
          string,
          string[],
        ][])
      : []),
    ["search results (city + type)", args.site, RESULTS],
    ...(insightCities.length
      ? ([[`Insights city pages (${insightCities.length})`, args.site, insightCities]] as [
          string,
          string,
          string[],
        ][])
      : []),
    ...(insightLocalities.length
      ? ([
          [`Insights locality pages (${insightLocalities.length})`, args.site, insightLocalities],
        ] as [string, string, string[]][])
      : []),
    ["Insights hub `/insights`", args.site, ["/insights"]],
  ];
  // Warm-up: one pass of every URL (JIT, connection pools); not measured.
  for (const [, base, paths] of targets.filter(([page]) => wanted(page))) {
    for (const path of paths) await fetch(`${base}${path}`).then((r) => r.arrayBuffer());
  }

  const rows: Row[] = [];
  // First visits (at the first connection count): each listing once, its page not rendered
  // before (no cached copy), as a crawler walks the sitemap; beside the bare `/dyn` row below.
  if (cold.length > 0) {
    for (const [page, paths] of (
      [
        [`property pages, first visit (${coldEn.length} listings, each once)`, coldEn],
        [`property pages in Hindi, first visit (${coldHi.length}, each once)`, coldHi],
      ] as const
    ).filter(([page]) => wanted(page))) {
      await drain(args.site);
      const row = await measure(page, args.site, [...paths], connectionCounts[0], duration, true);
      rows.push(row);
      console.error(
        `${page} @${connectionCounts[0]}: ${row.rps.toFixed(0)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.errors} errors${cpuText(row)}`,
      );
    }
  }
  for (const connections of connectionCounts) {
    for (const [page, base, paths] of targets.filter(([page]) => wanted(page))) {
      await drain(args.site);
      const row = await measure(page, base, paths, connections, duration);
      rows.push(row);
      console.error(
        `${page} @${connections}: ${row.rps.toFixed(0)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.errors} errors${cpuText(row)}`,
      );
    }
  }

  let mixed: (Row & { memFirst: number; memLast: number; memPeak: number }) | null = null;
  if (mixedSeconds > 0) {
    const fifty = listings.slice(0, 50);
    const mix: string[] = [];
    for (let i = 0; i < 50; i += 1) mix.push("/", RESULTS[i % RESULTS.length], fifty[i]);
    await drain(args.site);
    const samples: { at: number; mb: number }[] = [];
    const t0 = Date.now();
    const timer = pid
      ? setInterval(() => samples.push({ at: (Date.now() - t0) / 1000, mb: rssMb(pid) }), 1000)
      : null;
    const row = await measure(
      "mixed: home, results, 50 listings",
      args.site,
      mix,
      100,
      mixedSeconds,
    );
    if (timer) clearInterval(timer);
    const avg = (list: { mb: number }[]) =>
      list.length ? list.reduce((s, x) => s + x.mb, 0) / list.length : NaN;
    mixed = {
      ...row,
      memFirst: avg(samples.filter((s) => s.at <= 10)),
      memLast: avg(samples.filter((s) => s.at > mixedSeconds - 10)),
      memPeak: Math.max(...samples.map((s) => s.mb), 0),
    };
  }

  const dyn = (connections: number) =>
    rows.find((r) => r.page.startsWith("bare per-request") && r.connections === connections)?.rps ??
    NaN;
  const lines = [
    `### ${args.label || args.site} — ${started.toISOString().slice(0, 16)}Z, load ${load}`,
    "",
    `${duration} s per row; property pages rotate over ${listings.length} distinct listings.`,
    "",
    "| page | connections | req/s | × bare `/dyn` | p50 ms | p99 ms | errors | server CPU ms/req |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...rows.map(
      (r) =>
        `| ${r.page} | ${r.connections} | ${r.rps.toFixed(0)} | ${(r.rps / dyn(r.connections)).toFixed(2)} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.cpuMs === null ? "—" : r.cpuMs.toFixed(2)} |`,
    ),
  ];
  if (mixed) {
    lines.push(
      "",
      `Mixed run, 100 connections, ${mixedSeconds} s over home, search results and 50 listings: ` +
        `${mixed.rps.toFixed(0)} req/s (${(mixed.rps / dyn(100)).toFixed(2)} × bare \`/dyn\`), ` +
        `p50 ${mixed.p50} ms, p99 ${mixed.p99} ms, ${mixed.errors} errors of ${mixed.requests}` +
        (pid
          ? `; server memory ${mixed.memFirst.toFixed(0)} MB (first 10 s) → ${mixed.memLast.toFixed(0)} MB (last 10 s), ` +
            `${(((mixed.memLast - mixed.memFirst) / mixed.memFirst) * 100).toFixed(1)} %, peak ${mixed.memPeak.toFixed(0)} MB.`
          : " (no --pid: memory not sampled)."),
    );
  }
  console.log(lines.join("\n"));
}

await main();
