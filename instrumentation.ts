import type { Instrumentation } from "next";

/**
 * Runs once when a Next.js server process starts. On Node: OpenTelemetry when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set (lib/tracing), the hook that records each request's
 * client address from the socket and the trusted proxy hops (lib/http/client-address-hook.ts, so
 * rate limits never trust an address a client wrote itself), the hook that keeps a client
 * leaving mid-request from becoming an uncaught exception (lib/http/client-abort-hook.ts), the
 * hook that keeps a redirect's Location header single (lib/http/singleton-headers-hook.ts), the
 * hook that answers a page failing during a database outage with 503 + Retry-After
 * (lib/http/outage-status-hook.ts), the hook that answers a listing that left the site with 410
 * and its gone page (lib/http/gone-listing-hook.ts), the hook that serves a results address from
 * its search's cached copy (lib/http/search-rewrite-hook.ts), the
 * live message stream answered on Node's own response, not held in Next.js's request state for
 * hours (lib/messages/stream-server.ts), the
 * database check proxy.ts makes for a status a page cannot give (lib/http/proxy-checks.ts: 404
 * for someone else's conversation), the request
 * metrics hook (lib/metrics/http-hook.ts; only when metrics are on and METRICS_TOKEN is set),
 * the cache shared through Redis when `REDIS_URL` is set (lib/cache/shared-cache.ts), and
 * background work (buffered page views written in batches, listing expiry on a schedule).
 */
export async function register(): Promise<void> {
  // NEXT_RUNTIME is inlined by Next.js at build time, so it is read here rather than in lib/env.ts.
  if (process.env.NEXT_RUNTIME === "nodejs") {
    // A real deployment with the sandbox payment provider refuses to start, with the reason.
    const { assertDeployable, metricsEnabled } = await import("./lib/env");
    try {
      assertDeployable();
    } catch (error) {
      console.error(`LAND Acre cannot start: ${(error as Error).message}`);
      process.exit(1);
    }
    const { registerTracing } = await import("./lib/tracing/register-tracing");
    await registerTracing();
    const { installClientAddressHook } = await import("./lib/http/client-address-hook");
    installClientAddressHook();
    const { installClientAbortHook } = await import("./lib/http/client-abort-hook");
    installClientAbortHook();
    const { installSingletonHeadersHook } = await import("./lib/http/singleton-headers-hook");
    installSingletonHeadersHook();
    const { installOutageStatusHook } = await import("./lib/http/outage-status-hook");
    installOutageStatusHook();
    const { installGoneListingHook } = await import("./lib/http/gone-listing-hook");
    installGoneListingHook();
    const { installSearchRewriteHook } = await import("./lib/http/search-rewrite-hook");
    installSearchRewriteHook();
    const { installMessageStreamHook } = await import("./lib/messages/stream-server");
    installMessageStreamHook();
    const { installProxyChecks } = await import("./lib/http/install-proxy-checks");
    installProxyChecks();
    if (metricsEnabled()) {
      const { installMetricsHook } = await import("./lib/metrics/http-hook");
      installMetricsHook();
    }
    const { installSharedCache } = await import("./lib/cache/shared-cache");
    await installSharedCache();
    const { expireBuildSnapshot } = await import("./lib/cache/build-snapshot");
    await expireBuildSnapshot();
    const { startBackgroundJobs } = await import("./lib/jobs/background");
    startBackgroundJobs();
  }
}

/**
 * Every error a request ends in (pages included, which cannot choose their own status): logged
 * with its route and digest, and a lost database marks the process "down", so the per-request
 * pages answer 503 from proxy.ts until a probe sees the database again
 * (lib/http/request-error-log.ts).
 */
export async function onRequestError(
  ...[error, request, context]: Parameters<Instrumentation.onRequestError>
): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { noteFailedRequest } = await import("./lib/http/request-error-log");
  noteFailedRequest(error, request, context);
}
