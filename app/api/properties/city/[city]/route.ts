import { serviceUnavailable } from "@/lib/http/errors";
import { route } from "@/lib/http/route";
import { log } from "@/lib/log";
import { getCityProperties } from "@/lib/search/cached-rails";
import { railLimitSchema, searchFieldSchemas } from "@/lib/validation/search";

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** GET /api/properties/city/<city>[?limit=12] → {properties: [...]} ("Properties in <city>"). */
export const GET = route(async ({ req: request, params }) => {
  const rawCity = String(params.city ?? "");
  const city = searchFieldSchemas.city.safeParse(safeDecode(rawCity));
  const limit = railLimitSchema.safeParse(new URL(request.url).searchParams.get("limit") ?? "");
  if (!city.success || !city.data || !limit.success) {
    const errors: Record<string, string> = {};
    if (!city.success || !city.data)
      errors.city = city.error?.issues[0]?.message ?? "City is required";
    if (!limit.success) errors.limit = limit.error.issues[0]?.message ?? "Invalid limit";
    return Response.json({ message: "Invalid parameters", errors }, { status: 400 });
  }
  try {
    return Response.json({ properties: await getCityProperties(city.data, limit.data) });
  } catch (error) {
    log.error({ err: error }, "city properties failed");
    return serviceUnavailable("Failed to fetch city properties", error);
  }
});
