import { withSeller } from "@/lib/http/route";
import { listSellerListings } from "@/lib/listings/seller-listings";

/** The seller's own listings for the My properties table (GET ?q&status&page). */
export const GET = withSeller(async ({ req, seller }) => {
  const params = Object.fromEntries(new URL(req.url).searchParams);
  return Response.json(await listSellerListings(seller, params));
});
