import { route } from "@/lib/http/route";
import { getGoneListing } from "@/lib/properties/gone-property";
import { parseIdParam } from "@/lib/seo/urls";

/**
 * GET /api/properties/<id>/gone → 200 {title, place, similar} for a listing that was on the site
 * and is not any more (its old address says so, with similar listings); 404 otherwise.
 */
export const GET = route(async ({ params }) => {
  const id = parseIdParam(params.id);
  const gone = id ? await getGoneListing(id) : null;
  if (!gone) return Response.json({ message: "Property not found" }, { status: 404 });
  return Response.json(gone);
});
