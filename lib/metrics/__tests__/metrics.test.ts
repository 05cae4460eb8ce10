import http from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import type { DbHandle } from "@/lib/db/client";
import { limiter, resetLimitersForTesting } from "@/lib/rate-limit/limiter";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";
import { loadWithEnvironment } from "@/lib/testing/environment";
import { installMetricsHook } from "../http-hook";
import { metrics, recordOutbound } from "../registry";
import { createRouteMatcher, UNMATCHED_ROUTE } from "../route-patterns";
import { metricsResponse } from "../scrape";

type Sample = { name: string; labels: Record<string, string>; value: number };

/** Parses the Prometheus text format strictly: every line a comment or a well-formed sample. */
function parseExposition(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split("\n")) {
    if (line === "" || line.startsWith("# HELP ") || line.startsWith("# TYPE ")) continue;
    const m = line.match(/^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (-?[0-9.eE+-]+|NaN|\+Inf)$/);
    if (!m) throw new Error(`not a Prometheus sample: ${line}`);
    const labels: Record<string, string> = {};
    for (const pair of (m[2] ?? "").matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) {
      labels[pair[1]!] = pair[2]!;
    }
    samples.push({ name: m[1]!, labels, value: Number(m[3]) });
  }
  return samples;
}

const matcher = createRouteMatcher({
  staticRoutes: [{ page: "/", regex: "^/(?:/)?$" }],
  dynamicRoutes: [
    { page: "/property/[slug]", regex: "^/property/([^/]+?)(?:/)?$" },
    { page: "/api/invoices/[id]", regex: "^/api/invoices/([^/]+?)(?:/)?$" },
  ],
});

describe("route patterns", () => {
  it("labels a URL by its route, never by its id or slug", () => {
    expect(matcher("/")).toBe("/");
    expect(matcher("/property/2-bhk-flat-in-indore-123")).toBe("/property/[slug]");
    expect(matcher("/api/invoices/42")).toBe("/api/invoices/[id]");
    expect(matcher("/wp-admin/setup.php")).toBe(UNMATCHED_ROUTE);
    expect(matcher("/_next/static/chunks/abc.js")).toBe("/_next/static");
  });
});

describe("the METRICS_ENABLED switch", () => {
  const enabledWith = (vars: Record<string, string | undefined>): boolean =>
    loadWithEnvironment(vars, () =>
      (jest.requireActual("@/lib/env") as typeof import("@/lib/env")).metricsEnabled(),
    );

  it("is on by default once METRICS_TOKEN is set, off with false or 0, and off without a token", () => {
    expect(enabledWith({ METRICS_TOKEN: "t0ken", METRICS_ENABLED: undefined })).toBe(true);
    expect(enabledWith({ METRICS_TOKEN: "t0ken", METRICS_ENABLED: "true" })).toBe(true);
    expect(enabledWith({ METRICS_TOKEN: "t0ken", METRICS_ENABLED: "false" })).toBe(false);
    expect(enabledWith({ METRICS_TOKEN: "t0ken", METRICS_ENABLED: "0" })).toBe(false);
    expect(enabledWith({ METRICS_TOKEN: undefined, METRICS_ENABLED: "true" })).toBe(false);
  });

  it("answers 404 at /api/metrics when off, even to the right token", async () => {
    const respond = loadWithEnvironment(
      { METRICS_TOKEN: "t0ken", METRICS_ENABLED: "false" },
      () => (jest.requireActual("../scrape") as typeof import("../scrape")).metricsResponse,
    );
    const req = new Request("http://x/api/metrics", {
      headers: { authorization: "Bearer t0ken" },
    });
    expect((await respond(req)).status).toBe(404);
    // Switched on, the same configuration has the route (a request without the token: 401).
    expect((await metricsResponse(new Request("http://x/api/metrics"), "t0ken")).status).toBe(401);
  });
});

describe.each(TEST_ENGINES)("GET /api/metrics on %s", (engine) => {
  let handle: DbHandle;
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    handle = await useTestDatabase(engine);
    installMetricsHook(matcher);
    server = http.createServer((req, res) => {
      res.statusCode = req.url?.startsWith("/property/") ? 200 : 404;
      if (req.url === "/property/cached") res.setHeader("x-nextjs-cache", "HIT");
      res.end("ok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await releaseTestDatabase(handle);
  });

  const get = (token?: string) =>
    new Request("http://x/api/metrics", {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it("does not exist without METRICS_TOKEN, and says nothing to a wrong token", async () => {
    expect((await metricsResponse(get("anything"), "")).status).toBe(404);
    const wrong = await metricsResponse(get("guess"), "s3cret-token");
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).not.toMatch(/http_requests_total|jobs/);
    expect((await metricsResponse(get(), "s3cret-token")).status).toBe(401);
  });

  it("exposes requests per route pattern, cache, rate limits, jobs, outbound calls", async () => {
    metrics().registry.resetMetrics(); // the registry is per process: start each engine at zero
    for (let i = 0; i < 30; i++) await fetch(`${base}/property/listing-${i}`);
    await fetch(`${base}/property/cached`);
    await fetch(`${base}/no/such/${Math.random()}`);
    resetLimitersForTesting();
    for (let i = 0; i < 12; i++)
      await limiter("login")
        .consume("k")
        .catch(() => undefined);
    recordOutbound("sms", "msg91", "error", 0.2);
    await handle.db.execute(
      sql`insert into jobs (kind, status, run_at) values ('alerts.digest', 'queued', now() - interval '90 seconds'), ('alerts.digest', 'failed', now())`,
    );

    const response = await metricsResponse(get("s3cret-token"), "s3cret-token");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const samples = parseExposition(await response.text());
    const find = (name: string, labels: Record<string, string>) =>
      samples.find(
        (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
      )?.value;

    expect(find("http_requests_total", { route: "/property/[slug]", status: "2xx" })).toBe(31);
    expect(find("http_requests_total", { route: UNMATCHED_ROUTE, status: "4xx" })).toBe(1);
    expect(
      find("http_request_duration_seconds_count", { route: "/property/[slug]", method: "GET" }),
    ).toBe(31);
    const routes = new Set(
      samples.filter((s) => s.name === "http_requests_total").map((s) => s.labels.route),
    );
    expect(routes.size).toBeLessThanOrEqual(2); // 32 URLs, 2 route labels
    expect(find("next_cache_lookups_total", { kind: "page", result: "hit" })).toBe(1);
    expect(find("rate_limit_refusals_total", { policy: "login" })).toBeGreaterThanOrEqual(1);
    expect(find("jobs", { kind: "alerts.digest", status: "queued" })).toBe(1);
    expect(find("jobs", { kind: "alerts.digest", status: "failed" })).toBe(1);
    expect(find("jobs_oldest_queued_age_seconds", { kind: "alerts.digest" })).toBeGreaterThan(80);
    expect(find("outbound_calls_total", { kind: "sms", provider: "msg91", result: "error" })).toBe(
      1,
    );
    expect(find("db_query_duration_seconds_count", { engine })).toBeGreaterThan(0);
    expect(find("page_views_buffered", {})).toBe(0);
    expect(find("db_pool_connections_in_use", {})).toBeGreaterThanOrEqual(0);
  });
});

afterAll(() => {
  metrics().registry.resetMetrics();
});
