import { route } from "@/lib/http/route";
import { DEFAULT_LOCALE, isLocale } from "@/lib/i18n/locales";
import { getGoneListing } from "@/lib/properties/gone-property";
import { parseIdParam } from "@/lib/seo/urls";

/**
 * GET /api/properties/<id>/gone → 200 {title, place, similar} for a listing that was on the site
 * and is not any more (its old address says so, with similar listings); 404 otherwise.
 * `?lang=hi` names the places and prices in Hindi (the Hindi listing page asks so).
 */
export const GET = route(async ({ params, req }) => {
  const id = parseIdParam(params.id);
  const lang = new URL(req.url).searchParams.get("lang");
  const gone = id ? await getGoneListing(id, isLocale(lang) ? lang : DEFAULT_LOCALE) : null;
  if (!gone) return Response.json({ message: "Property not found" }, { status: 404 });
  return Response.json(gone);
});
