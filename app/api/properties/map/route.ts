import { serviceUnavailable } from "@/lib/http/errors";
import { route } from "@/lib/http/route";
import { log } from "@/lib/log";
import { mapMarkers } from "@/lib/search/map-markers";
import { parseSearchParams } from "@/lib/validation/search";

/**
 * GET /api/properties/map?bounds=south,west,north,east&<search filters> → {markers, clusters,
 * total}: the search's listings inside the map area (bounds required, at most 2° a side).
 */
export const GET = route(async ({ req }) => {
  const params = new URL(req.url).searchParams;
  const { filters, errors } = parseSearchParams(params);
  if (!filters.bounds && !errors.bounds) errors.bounds = "Map area is required";
  const { bounds } = filters;
  if (Object.keys(errors).length > 0 || !bounds) {
    return Response.json({ message: "Invalid map parameters", errors }, { status: 400 });
  }
  try {
    return Response.json(await mapMarkers({ ...filters, bounds }));
  } catch (error) {
    log.error({ err: error }, "map markers failed");
    return serviceUnavailable("Failed to load the map", error);
  }
});
