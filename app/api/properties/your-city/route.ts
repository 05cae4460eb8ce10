import { serviceUnavailable } from "@/lib/http/errors";
import { route } from "@/lib/http/route";
import { log } from "@/lib/log";
import { yourCityListings } from "@/lib/properties/home-sections";
import { searchFieldSchemas } from "@/lib/validation/search";

/**
 * GET /api/properties/your-city?city=Indore → {city, listings}: the home page's "Properties in
 * <your city>", asked by the browser once it knows the visitor's city (the home page itself is
 * one cached copy for everyone). `city` is null for a name that is not a known city.
 */
export const GET = route(async ({ req }) => {
  const name = searchFieldSchemas.city.safeParse(new URL(req.url).searchParams.get("city") ?? "");
  if (!name.success || !name.data) {
    return Response.json(
      { message: "Invalid parameters", errors: { city: "City is required" } },
      { status: 400 },
    );
  }
  try {
    return Response.json(await yourCityListings(name.data), {
      headers: { "Cache-Control": "public, max-age=60" },
    });
  } catch (error) {
    log.error({ err: error }, "your-city listings failed");
    return serviceUnavailable("Failed to fetch city properties");
  }
});
