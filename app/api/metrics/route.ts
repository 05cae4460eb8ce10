import { connection } from "next/server";
import { route } from "@/lib/http/route";
import { metricsResponse } from "@/lib/metrics/scrape";

/** GET /api/metrics — Prometheus metrics, behind METRICS_TOKEN (404 when unset, 401 wrong). */
export const GET = route(async ({ req }) => {
  await connection();
  return metricsResponse(req);
});
