import { withSeller } from "@/lib/http/route";
import { updateSellerLead } from "@/lib/leads/seller-leads";
import { idParamSchema } from "@/lib/validation/seller";

/** Status (new → contacted → closed) and the private note of one of the seller's leads. */
export const PATCH = withSeller(async ({ req, params, seller }) => {
  const id = idParamSchema.parse(params.id);
  return Response.json(await updateSellerLead(seller, id, await req.json()));
});
