/**
 * The browser's own count of a page load's main-thread work, side by side with the bare Next.js
 * reference in one run: Lighthouse's simulated TBT moves by hundreds of milliseconds between runs
 * of one build on these shared machines, this count much less.
 *
 *   ../shared/bench/bare-next/serve.sh 3011          # from the project root
 *   npx tsx bench/main-thread.ts --bare http://127.0.0.1:3011/ http://127.0.0.1:3000/ <url> …
 *
 * Every load is a fresh browser context (nothing cached) at a phone's size (412×823), no CPU
 * throttling. After the `load` event and two quiet seconds it reads Chromium's
 * `Performance.getMetrics` (task, script, layout and style time, layouts, style recalcs, DOM
 * nodes) and the long tasks (> 50 ms) the page saw. URLs are interleaved (load 1 of every URL,
 * then load 2, …), so a busy moment falls on all of them alike; medians are printed, with each
 * figure's ratio to the bare page's.
 *
 * Options: --runs <n> (default 15), --bare <url> (the reference; its rows come first),
 * --json (one JSON row per URL), `--cpu <rate>` (Chromium's CPU throttling, as Lighthouse's
 * applied method: 4 is its phone; the long tasks' blocking time, each task's part over 50 ms as
 * in TBT, is then the figure to read), `--site-init <file.js>` (runs that script in every page but the
 * bare one before the page's own, to try a lever such as a style rule before building it; each
 * such URL is then measured with and without it). Chromium is CHROMIUM_PATH (default: Debian's headless shell,
 * else /usr/bin/chromium).
 */
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { chromiumPath } from "./chromium-path";
import { chromium, type Browser } from "@playwright/test";

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    bare: { type: "string" },
    runs: { type: "string", default: "15" },
    json: { type: "boolean", default: false },
    "site-init": { type: "string" },
    cpu: { type: "string", default: "1" },
  },
});

const METRICS = [
  "TaskDuration",
  "ScriptDuration",
  "LayoutDuration",
  "RecalcStyleDuration",
  "LayoutCount",
  "RecalcStyleCount",
  "Nodes",
] as const;
type Metric = (typeof METRICS)[number];
type Sample = Record<Metric, number> & {
  longTasks: number;
  longTaskMs: number;
  blockingMs: number;
};

/** Collects long tasks from the start of the page's life (a string: tsx rewrites functions). */
const LONG_TASK_OBSERVER = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
  }).observe({ type: "longtask", buffered: true });
`;

const SITE_INIT = args["site-init"] ? readFileSync(args["site-init"], "utf8") : "";
/** A URL measured with the --site-init script carries this suffix in the report. */
const WITH_INIT = " +init";

async function loadOnce(browser: Browser, target: string): Promise<Sample> {
  const url = target.replace(WITH_INIT, "");
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    await context.addInitScript({ content: LONG_TASK_OBSERVER });
    if (target.endsWith(WITH_INIT)) await context.addInitScript({ content: SITE_INIT });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Performance.enable", { timeDomain: "timeTicks" });
    const cpu = Number(args.cpu);
    if (cpu > 1) await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu });
    const response = await page.goto(url, { waitUntil: "load" });
    if (!response || response.status() >= 400) {
      throw new Error(`${url} answered ${response?.status() ?? "nothing"}`);
    }
    await page.waitForTimeout(2000);
    const { metrics } = await cdp.send("Performance.getMetrics");
    const byName = new Map(metrics.map((m) => [m.name, m.value]));
    const longTasks = (await page.evaluate("window.__longTasks")) as number[];
    const sample = { longTasks: longTasks.length } as Sample;
    sample.longTaskMs = longTasks.reduce((sum, d) => sum + d, 0);
    sample.blockingMs = longTasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0);
    for (const name of METRICS) {
      const value = byName.get(name) ?? 0;
      sample[name] = name.endsWith("Duration") ? value * 1000 : value;
    }
    return sample;
  } finally {
    await context.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

async function main(): Promise<void> {
  const urls = [
    ...(args.bare ? [args.bare] : []),
    ...positionals.flatMap((u) => (SITE_INIT ? [u, u + WITH_INIT] : [u])),
  ];
  if (urls.length === 0) {
    throw new Error("usage: bench/main-thread.ts [--bare <url>] [--runs n] <url> …");
  }
  const runs = Number(args.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs must be a positive integer");
  const browser = await chromium.launch({ executablePath: chromiumPath() });
  const samples = new Map<string, Sample[]>(urls.map((u) => [u, []]));
  const loadBefore = loadavg()[0];
  try {
    for (const url of urls) await loadOnce(browser, url); // warm the server's caches
    for (let run = 0; run < runs; run += 1) {
      for (const url of urls) samples.get(url)!.push(await loadOnce(browser, url));
    }
  } finally {
    await browser.close();
  }
  const keys = [...METRICS, "longTasks", "longTaskMs", "blockingMs"] as const;
  const medians = new Map(
    urls.map((u) => {
      const list = samples.get(u)!;
      return [u, Object.fromEntries(keys.map((k) => [k, median(list.map((s) => s[k]))]))];
    }),
  );
  const bareRow = args.bare ? medians.get(args.bare) : undefined;
  console.log(
    `# ${runs} loads per URL, CPU ×${args.cpu}, medians; load average ${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)}`,
  );
  for (const url of urls) {
    const row = medians.get(url)!;
    if (args.json) {
      console.log(JSON.stringify({ url, ...row }));
      continue;
    }
    const ratio = (k: string) =>
      bareRow && url !== args.bare && bareRow[k] > 0
        ? ` (${(row[k] / bareRow[k]).toFixed(2)}×)`
        : "";
    console.log(
      `${url}\n  task ${row.TaskDuration.toFixed(0)} ms${ratio("TaskDuration")}, script ${row.ScriptDuration.toFixed(0)}${ratio("ScriptDuration")}, layout ${row.LayoutDuration.toFixed(0)}${ratio("LayoutDuration")} (${row.LayoutCount}), style ${row.RecalcStyleDuration.toFixed(0)}${ratio("RecalcStyleDuration")} (${row.RecalcStyleCount}), nodes ${row.Nodes}, long tasks ${row.longTasks} / ${row.longTaskMs.toFixed(0)} ms, blocking ${row.blockingMs.toFixed(0)} ms${ratio("blockingMs")}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
