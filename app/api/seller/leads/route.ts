import { withSeller } from "@/lib/http/route";
import { listSellerLeads } from "@/lib/leads/seller-leads";

/** The seller's own enquiries (GET ?status&listing&page). */
export const GET = withSeller(async ({ req, seller }) => {
  const params = Object.fromEntries(new URL(req.url).searchParams);
  return Response.json(await listSellerLeads(seller, params));
});
