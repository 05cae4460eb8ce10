/**
 * npm run bench:metrics [-- --rounds 4 --duration 15 --connections 20 --ports 3241,3242]
 *
 * What the request metrics cost (issue 31: ≤ 3 % of home page req/s), two ways:
 *
 * 1. The hook alone, in this process: CPU per request of the HTTP server's request → finish
 *    path without and with lib/metrics/http-hook.ts (best of 3 × 200,000), for home and a
 *    dynamic route. Stable under other load.
 * 2. Side by side: two `next start` servers of the current build (`next build` first) on one
 *    PostgreSQL database (`landacre_metrics_bench` beside BENCH_DATABASE_URL, migrated and seeded
 *    with the demo data when empty, kept for the next run), one with metrics on (METRICS_TOKEN
 *    set, METRICS_ENABLED by default), one with METRICS_ENABLED=false. It checks that the first
 *    counts requests at /api/metrics and the second has no such route, then loads the home page
 *    with autocannon, one server at a time, in rounds ordered on/off, off/on, … (drift in the
 *    machine's load falls on both sides): each round's req/s, the server's CPU per request
 *    (/proc, its process tree) and the load average; medians and ratios at the end. On a
 *    shared machine req/s moves by tens of percent between rounds; CPU per request less so.
 */
import { readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import { Socket } from "node:net";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { Client } from "pg";
import { openDatabase } from "@/lib/db/client";
import { runMigrations } from "@/lib/db/migrate";
import { isDatabaseEmpty, seedDatabase } from "@/lib/db/seed/seed-database";
import { env } from "@/lib/env";
import { installMetricsHook } from "@/lib/metrics/http-hook";
import { loadRouteMatcher } from "@/lib/metrics/route-patterns";
import { startServer, stopServers, waitForHealth } from "../scripts/next-servers";

const { values } = parseArgs({
  options: {
    rounds: { type: "string", default: "4" },
    duration: { type: "string", default: "15" },
    connections: { type: "string", default: "20" },
    ports: { type: "string", default: "3241,3242" },
    path: { type: "string", default: "/" },
  },
});
const rounds = Number(values.rounds);
const duration = Number(values.duration);
const connections = Number(values.connections);
const ports = values.ports.split(",").map(Number);
if (
  ![rounds, duration, connections].every((n) => Number.isInteger(n) && n > 0) ||
  ports.length !== 2 ||
  !ports.every((p) => Number.isInteger(p) && p > 0)
) {
  console.error("--rounds, --duration, --connections: positive integers; --ports: two ports");
  process.exit(1);
}

const NAME = "landacre_metrics_bench";
const TOKEN = "bench-metrics-token";
const databaseUrl = new URL(env.BENCH_DATABASE_URL);
databaseUrl.pathname = `/${NAME}`;

/**
 * The hook alone: CPU per request of the server's "request" event through a response's
 * "finish", in this process, without and with installMetricsHook (the build's route list), for
 * the home route and a dynamic one (the route patterns are tried in turn).
 */
function hookCost(): { path: string; without: number; with: number }[] {
  const paths = ["/", "/property/2-bhk-flat-in-indore-123"];
  const server = http.createServer(() => {});
  const socket = new Socket();
  const nsPerRequest = (path: string, n = 200_000) => {
    const start = process.cpuUsage();
    for (let i = 0; i < n; i++) {
      const req = new http.IncomingMessage(socket);
      req.url = path;
      req.method = "GET";
      const res = new http.ServerResponse(req);
      server.emit("request", req, res);
      res.emit("finish");
    }
    const used = process.cpuUsage(start);
    return ((used.user + used.system) * 1000) / n;
  };
  const best = (path: string) => Math.min(...[1, 2, 3].map(() => nsPerRequest(path)));
  const without = paths.map(best);
  installMetricsHook(loadRouteMatcher());
  return paths.map((path, i) => ({ path, without: without[i], with: best(path) }));
}

const load = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");

async function prepareDatabase(): Promise<void> {
  const adminUrl = new URL(env.BENCH_DATABASE_URL);
  adminUrl.pathname = "/postgres";
  const admin = new Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  const exists = await admin.query("select 1 from pg_database where datname = $1", [NAME]);
  if (exists.rowCount === 0) await admin.query(`create database ${NAME}`);
  await admin.end();
  const handle = await openDatabase({ url: databaseUrl.toString() });
  try {
    await runMigrations(handle);
    if (await isDatabaseEmpty(handle.db)) {
      console.log(`seeding ${NAME} with ${env.SEED_PROPERTIES} demo listings…`);
      await seedDatabase(handle.db, { properties: env.SEED_PROPERTIES, log: () => {} });
    }
  } finally {
    await handle.close();
  }
}

/** CPU seconds (user + system) used so far by a process and its descendants, from /proc. */
function cpuSeconds(root: number): number {
  let ticks = 0;
  const visit = (id: number) => {
    try {
      const stat = readFileSync(`/proc/${id}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15)
      for (const task of readdirSync(`/proc/${id}/task`)) {
        const children = readFileSync(`/proc/${id}/task/${task}/children`, "utf8").trim();
        for (const child of children.split(/\s+/).filter(Boolean)) visit(Number(child));
      }
    } catch {
      // the process has gone
    }
  };
  visit(root);
  return ticks / 100; // USER_HZ
}

type Round = { rps: number; cpuMsPerRequest: number; errors: number };

async function measure(base: string, pid: number, seconds: number): Promise<Round> {
  const cpuBefore = cpuSeconds(pid);
  const result = await autocannon({
    url: `${base}${values.path}`,
    connections,
    duration: seconds,
    timeout: 30,
  });
  const cpu = cpuSeconds(pid) - cpuBefore;
  return {
    rps: result.requests.average,
    cpuMsPerRequest: (cpu * 1000) / Math.max(1, result.requests.total),
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** The requests the "on" server counted for the home route (from its own /api/metrics). */
async function countedHomeRequests(base: string): Promise<number> {
  const text = await (
    await fetch(`${base}/api/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
  ).text();
  const line = text
    .split("\n")
    .find(
      (l) =>
        l.startsWith("http_requests_total{") &&
        l.includes(`route="${values.path}"`) &&
        l.includes('status="2xx"'),
    );
  return line ? Number(line.split(" ").pop()) : 0;
}

async function main(): Promise<void> {
  console.log(`machine load ${load()}; ${connections} connections, ${duration} s per round`);
  const hook = hookCost();
  console.log("\nthe hook alone (CPU per request, best of 3 × 200,000):");
  for (const h of hook) {
    console.log(
      `  ${h.path}: ${h.without.toFixed(0)} ns without, ${h.with.toFixed(0)} ns with: the hook ${((h.with - h.without) / 1000).toFixed(2)} µs`,
    );
  }
  await prepareDatabase();
  const common = { REDIS_URL: "", METRICS_TOKEN: TOKEN, JOB_WORKER_INTERVAL_MS: "60000" };
  const on = startServer(ports[0], databaseUrl.toString(), { ...common });
  const off = startServer(ports[1], databaseUrl.toString(), {
    ...common,
    METRICS_ENABLED: "false",
  });
  try {
    await Promise.all([waitForHealth(on.url), waitForHealth(off.url)]);
    const offStatus = (
      await fetch(`${off.url}/api/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
    ).status;
    if (offStatus !== 404) throw new Error(`metrics off, yet /api/metrics answered ${offStatus}`);
    // Warm-up (JIT, the page cache), not measured.
    for (const server of [on, off]) await measure(server.url, server.pid, 5);
    const before = await countedHomeRequests(on.url);

    const results = { on: [] as Round[], off: [] as Round[] };
    const sides = [
      ["on", on],
      ["off", off],
    ] as const;
    console.log(
      "\n| round | metrics | req/s | server CPU per request | errors | load (1/5/15 min) |",
    );
    console.log(
      "| ----: | ------- | ----: | ---------------------: | -----: | ----------------- |",
    );
    for (let round = 1; round <= rounds; round++) {
      const order = round % 2 === 1 ? sides : [sides[1], sides[0]];
      for (const [side, server] of order) {
        const r = await measure(server.url, server.pid, duration);
        results[side].push(r);
        console.log(
          `| ${round} | ${side} | ${r.rps.toFixed(0)} | ${r.cpuMsPerRequest.toFixed(3)} ms | ${r.errors} | ${load()} |`,
        );
      }
    }
    const counted = (await countedHomeRequests(on.url)) - before;
    const median = (xs: number[]) => {
      const sorted = [...xs].sort((a, b) => a - b);
      const mid = Math.floor(sorted.length / 2);
      return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
    };
    const rps = {
      on: median(results.on.map((r) => r.rps)),
      off: median(results.off.map((r) => r.rps)),
    };
    const cpu = {
      on: median(results.on.map((r) => r.cpuMsPerRequest)),
      off: median(results.off.map((r) => r.cpuMsPerRequest)),
    };
    console.log(
      `\nhome req/s (median of ${rounds}): metrics on ${rps.on.toFixed(0)}, off ${rps.off.toFixed(0)}: on/off ${(rps.on / rps.off).toFixed(3)}`,
    );
    console.log(
      `server CPU per home request (median): on ${cpu.on.toFixed(3)} ms, off ${cpu.off.toFixed(3)} ms: ` +
        `on/off ${(cpu.on / cpu.off).toFixed(3)}, i.e. ${((1 - cpu.off / cpu.on) * 100).toFixed(1)} % of the req/s of a CPU-bound server (target ≤ 3 %)`,
    );
    const hookHome = (hook[0].with - hook[0].without) / 1e6;
    console.log(
      `the hook alone on home: ${(hookHome * 1000).toFixed(2)} µs of the ${cpu.off.toFixed(3)} ms a home request costs without metrics: ${((hookHome / (cpu.off + hookHome)) * 100).toFixed(2)} % of req/s`,
    );
    console.log(
      `the "on" server counted ${counted} home requests during the rounds (autocannon sent ${results.on.reduce((n, r) => n + Math.round(r.rps * duration), 0)} or so)`,
    );
  } finally {
    await stopServers();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
