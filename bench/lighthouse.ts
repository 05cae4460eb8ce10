/**
 * Lighthouse (mobile, the default) on pages of a running build beside the bare reference, median
 * of `--runs` (default 3) per page, in one run on one machine:
 *
 *   npx tsx bench/lighthouse.ts --lighthouse /tmp/lh/node_modules/.bin/lighthouse \
 *     http://127.0.0.1:3011/ http://127.0.0.1:3000/ http://127.0.0.1:3000/property/<slug>-<id>
 *
 * Lighthouse is not a dependency of the project: install it outside the repository
 * (`cd /tmp/lh && npm i -E lighthouse@12.2.3`) and pass its binary. Chrome is CHROME_PATH
 * (default /usr/bin/chromium).
 *
 * `--throttling devtools` applies the mobile profile to the real load (Lighthouse's
 * `--throttling-method=devtools`) instead of simulating it from an unthrottled one (the default,
 * `simulate`); bench/README.md ("Critical CSS measured…") says why both are worth a look.
 *
 * `--save <dir>` keeps every run's JSON report there (`<host>-<path>-<n>.report.json`) with its
 * trace and DevTools log (`--save-assets`); with LANTERN_DEBUG=1 in the environment Lighthouse
 * also writes the simulated timelines (e.g. `…-optimisticLargestContentfulPaint.trace.json`).
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

const { values: args, positionals: urls } = parseArgs({
  allowPositionals: true,
  options: {
    lighthouse: { type: "string", default: "/tmp/lh/node_modules/.bin/lighthouse" },
    runs: { type: "string", default: "3" },
    save: { type: "string" },
    throttling: { type: "string", default: "simulate" },
  },
});

const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
].join(" ");

type Run = {
  perf: number;
  tbt: number;
  fcp: number;
  lcp: number;
  cls: number;
  a11y: number;
  seo: number;
};
type Report = {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function runOnce(url: string, dir: string, name: string): Run {
  try {
    return runLighthouse(url, dir, name);
  } catch (error) {
    // Chromium now and then fails to start on a busy machine; one retry, then the error stands.
    console.error(`lighthouse failed on ${url}, retrying once: ${String(error).slice(0, 200)}`);
    return runLighthouse(url, dir, name);
  }
}

/** `http://127.0.0.1:3000/property/x-1?a=b` → `127.0.0.1_3000-property_x-1_a_b` (a file name). */
function fileName(url: string): string {
  const { host, pathname, search } = new URL(url);
  return `${host}${pathname}${search}`.replace(/[^A-Za-z0-9.-]+/g, "_").replace(/_+$/, "");
}

function runLighthouse(url: string, dir: string, name: string): Run {
  const out = path.join(dir, `${name}.report.json`);
  execFileSync(
    args.lighthouse,
    [
      url,
      "--quiet",
      "--output=json",
      `--output-path=${out}`,
      `--chrome-flags=${CHROME_FLAGS}`,
      "--only-categories=performance,accessibility,seo",
      `--throttling-method=${args.throttling}`,
      ...(args.save ? ["--save-assets"] : []),
    ],
    {
      stdio: "ignore",
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
    },
  );
  const report = JSON.parse(readFileSync(out, "utf8")) as Report;
  const score = (name: string) => Math.round((report.categories[name]?.score ?? 0) * 100);
  const audit = (name: string) => report.audits[name]?.numericValue ?? Number.NaN;
  return {
    perf: score("performance"),
    tbt: Math.round(audit("total-blocking-time")),
    fcp: Math.round(audit("first-contentful-paint")),
    lcp: Math.round(audit("largest-contentful-paint")),
    cls: Number(audit("cumulative-layout-shift").toFixed(3)),
    a11y: score("accessibility"),
    seo: score("seo"),
  };
}

if (!existsSync(args.lighthouse)) {
  console.error(`no lighthouse at ${args.lighthouse} (see the comment at the top of this file)`);
  process.exit(1);
}
if (args.throttling !== "simulate" && args.throttling !== "devtools") {
  console.error(`--throttling is simulate or devtools, not ${args.throttling}`);
  process.exit(1);
}
const runs = Number(args.runs);
const dir = args.save ?? mkdtempSync(path.join(tmpdir(), "lh-"));
if (args.save) mkdirSync(dir, { recursive: true });
try {
  for (const url of urls) {
    const results: Run[] = [];
    for (let i = 0; i < runs; i += 1) results.push(runOnce(url, dir, `${fileName(url)}-${i + 1}`));
    const pick = (key: keyof Run) => median(results.map((r) => r[key]));
    const row = {
      url,
      perf: pick("perf"),
      tbt: pick("tbt"),
      fcp: pick("fcp"),
      lcp: pick("lcp"),
      lcps: results.map((r) => r.lcp),
      cls: pick("cls"),
      a11y: pick("a11y"),
      seo: pick("seo"),
    };
    console.log(JSON.stringify(row));
  }
} finally {
  if (!args.save) rmSync(dir, { recursive: true, force: true });
}
