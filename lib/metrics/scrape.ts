import "server-only";
import { env, metricsEnabled } from "@/lib/env";
import { refuseWithoutToken } from "@/lib/http/bearer-token";
import { collectScrapeTimeMetrics } from "./collect";
import { metrics } from "./registry";

/**
 * GET /api/metrics: 404 when METRICS_TOKEN is unset or metrics are off (METRICS_ENABLED=false:
 * the route does not exist), 401 without the right bearer token (and no figure), otherwise the
 * Prometheus text exposition.
 */
export async function metricsResponse(
  req: Request,
  token: string = metricsEnabled() ? env.METRICS_TOKEN : "",
): Promise<Response> {
  const refused = refuseWithoutToken(req, token, "metrics");
  if (refused) return refused;
  await collectScrapeTimeMetrics();
  const { registry } = metrics();
  return new Response(await registry.metrics(), {
    headers: { "Content-Type": registry.contentType, "Cache-Control": "no-store" },
  });
}
