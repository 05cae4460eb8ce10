import { connection } from "next/server";
import { checkHealth } from "@/lib/health/check-health";
import { RETRY_AFTER_SECONDS } from "@/lib/http/service-unavailable";

export async function GET() {
  await connection();
  const health = await checkHealth();
  return Response.json(health, {
    status: health.status === "ok" ? 200 : 503,
    headers: {
      "Cache-Control": "no-store",
      ...(health.status === "ok" ? {} : { "Retry-After": String(RETRY_AFTER_SECONDS) }),
    },
  });
}
