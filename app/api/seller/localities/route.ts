import { withSeller } from "@/lib/http/route";
import { suggestLocalities } from "@/lib/listings/locality-suggestions";

/** Locality autocomplete within the chosen city (GET ?city=<slug>&q=<typed>). */
export const GET = withSeller(async ({ req }) => {
  const params = Object.fromEntries(new URL(req.url).searchParams);
  return Response.json({ data: await suggestLocalities(params) });
});
