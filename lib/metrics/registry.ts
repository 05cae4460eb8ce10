import { Counter, Gauge, Histogram, Registry } from "prom-client";
import { inSpan } from "@/lib/tracing/spans";

/**
 * The Prometheus metrics of this process (prom-client). One registry on globalThis: route
 * handlers, server actions and instrumentation.ts are bundled separately and each has its own
 * copy of this module, but they must all count into the same series. Labels are bounded: route
 * patterns (never raw URLs or ids), status classes, fixed names.
 */
function create() {
  const registry = new Registry();
  registry.setDefaultLabels({ app: "landacre" });
  const latencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
  return {
    registry,
    httpRequests: new Counter({
      name: "http_requests_total",
      help: "HTTP requests by route pattern, method and status class",
      labelNames: ["route", "method", "status"] as const,
      registers: [registry],
    }),
    httpDuration: new Histogram({
      name: "http_request_duration_seconds",
      help: "Time from request to the last byte of the response, by route pattern and status class",
      labelNames: ["route", "method", "status"] as const,
      buckets: latencyBuckets,
      registers: [registry],
    }),
    cacheLookups: new Counter({
      name: "next_cache_lookups_total",
      help: "Next.js cache lookups: kind page (x-nextjs-cache header) or data ('use cache' handler)",
      labelNames: ["kind", "result"] as const,
      registers: [registry],
    }),
    rateLimitRefusals: new Counter({
      name: "rate_limit_refusals_total",
      help: "Requests refused by a rate limit (429), by policy",
      labelNames: ["policy"] as const,
      registers: [registry],
    }),
    jobs: new Gauge({
      name: "jobs",
      help: "Background jobs by kind and status (queued, running, failed)",
      labelNames: ["kind", "status"] as const,
      registers: [registry],
    }),
    jobOldestAge: new Gauge({
      name: "jobs_oldest_queued_age_seconds",
      help: "Age of the oldest due queued job, by kind",
      labelNames: ["kind"] as const,
      registers: [registry],
    }),
    dbPoolInUse: new Gauge({
      name: "db_pool_connections_in_use",
      help: "PostgreSQL pool connections checked out (0 on the embedded database)",
      registers: [registry],
    }),
    dbPoolWaiting: new Gauge({
      name: "db_pool_waiting_requests",
      help: "Queries waiting for a PostgreSQL pool connection",
      registers: [registry],
    }),
    dbQueryDuration: new Histogram({
      name: "db_query_duration_seconds",
      help: "Database query latency, by engine",
      labelNames: ["engine"] as const,
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
      registers: [registry],
    }),
    outboundCalls: new Counter({
      name: "outbound_calls_total",
      help: "Calls to outside services by kind (sms, email, payments, geocoder), provider and result",
      labelNames: ["kind", "provider", "result"] as const,
      registers: [registry],
    }),
    outboundDuration: new Histogram({
      name: "outbound_call_duration_seconds",
      help: "Latency of calls to outside services",
      labelNames: ["kind", "provider"] as const,
      buckets: latencyBuckets,
      registers: [registry],
    }),
    pageViewsBuffered: new Gauge({
      name: "page_views_buffered",
      help: "Listing page views counted in memory or Redis, waiting for the next flush",
      registers: [registry],
    }),
  };
}

export type Metrics = ReturnType<typeof create>;

const store = globalThis as { __landAcreMetrics?: Metrics };

export function metrics(): Metrics {
  return (store.__landAcreMetrics ??= create());
}

/** "2xx", "4xx", … (a bounded label). */
export function statusClass(status: number): string {
  return status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : "other";
}

/** Counts one call to an outside service and its latency; never throws. */
export function recordOutbound(
  kind: "sms" | "email" | "payments" | "geocoder",
  provider: string,
  result: "ok" | "error",
  seconds?: number,
): void {
  const m = metrics();
  m.outboundCalls.inc({ kind, provider, result });
  if (seconds !== undefined) m.outboundDuration.observe({ kind, provider }, seconds);
}

/** Runs an outbound call as a span and records its result and latency. */
export async function timedOutbound<T>(
  kind: "sms" | "email" | "payments" | "geocoder",
  provider: string,
  call: () => Promise<T>,
): Promise<T> {
  const start = performance.now();
  try {
    const value = await inSpan(`outbound ${kind}`, { "landacre.provider": provider }, call);
    recordOutbound(kind, provider, "ok", (performance.now() - start) / 1000);
    return value;
  } catch (error) {
    recordOutbound(kind, provider, "error", (performance.now() - start) / 1000);
    throw error;
  }
}

/**
 * The same provider with the named methods counted as outbound calls (their result and latency
 * in outbound_calls_total / outbound_call_duration_seconds).
 */
export function withOutboundMetrics<T extends object>(
  kind: "sms" | "email" | "payments" | "geocoder",
  provider: string,
  target: T,
  methods: readonly (keyof T & string)[],
): T {
  const wrapped = { ...target };
  for (const method of methods) {
    const original = target[method];
    if (typeof original !== "function") continue;
    (wrapped as Record<string, unknown>)[method] = (...args: unknown[]) =>
      timedOutbound(kind, provider, () =>
        Promise.resolve((original as (...a: unknown[]) => unknown).apply(target, args)),
      );
  }
  return wrapped;
}
