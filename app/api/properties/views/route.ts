import { route } from "@/lib/http/route";
import { countPublicPropertyView } from "@/lib/properties/record-view";
import { propertyViewSchema } from "@/lib/validation/property-view";

/**
 * POST /api/properties/views {propertyId} → 204: a listing page counts its view from the browser
 * after it loads, so the page itself stays one cached copy for everyone (crawlers that run no
 * script are not counted). 400 for a bad id, 404 when no public listing has it.
 */
export const POST = route(async ({ req }) => {
  const { propertyId } = propertyViewSchema.parse(await req.json().catch(() => ({})));
  const counted = await countPublicPropertyView(propertyId);
  if (!counted) return Response.json({ message: "Property not found" }, { status: 404 });
  return new Response(null, { status: 204 });
});
