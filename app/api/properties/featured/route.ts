import { serviceUnavailable } from "@/lib/http/errors";
import { log } from "@/lib/log";
import { getFeaturedProperties } from "@/lib/search/cached-rails";
import { railLimitSchema } from "@/lib/validation/search";

/** GET /api/properties/featured[?limit=12] → {data: [...]}. */
export async function GET(request: Request) {
  const limit = railLimitSchema.safeParse(new URL(request.url).searchParams.get("limit") ?? "");
  if (!limit.success) {
    return Response.json(
      { message: "Invalid parameters", errors: { limit: limit.error.issues[0]?.message } },
      { status: 400 },
    );
  }
  try {
    return Response.json({ data: await getFeaturedProperties(limit.data) });
  } catch (error) {
    log.error({ err: error }, "featured properties failed");
    return serviceUnavailable("Failed to fetch properties", error);
  }
}
