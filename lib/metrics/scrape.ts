import "server-only";
import { timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";
import { collectScrapeTimeMetrics } from "./collect";
import { metrics } from "./registry";

/** Constant-time comparison of `Authorization: Bearer <token>` with METRICS_TOKEN. */
function tokenMatches(header: string | null, token: string): boolean {
  const given = Buffer.from(header?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim() ?? "");
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * GET /api/metrics: 404 when METRICS_TOKEN is unset (the route does not exist), 401 without the
 * right bearer token (and no figure), otherwise the Prometheus text exposition.
 */
export async function metricsResponse(
  req: Request,
  token: string = env.METRICS_TOKEN,
): Promise<Response> {
  if (!token) return Response.json({ message: "Not found." }, { status: 404 });
  if (!tokenMatches(req.headers.get("authorization"), token)) {
    return Response.json(
      { message: "A valid metrics token is required." },
      { status: 401, headers: { "WWW-Authenticate": 'Bearer realm="metrics"' } },
    );
  }
  await collectScrapeTimeMetrics();
  const { registry } = metrics();
  return new Response(await registry.metrics(), {
    headers: { "Content-Type": registry.contentType, "Cache-Control": "no-store" },
  });
}
