import { withSeller } from "@/lib/http/route";
import { changeListingStatus } from "@/lib/listings/change-listing-status";
import { listingActionSchema } from "@/lib/validation/listing";
import { idParamSchema } from "@/lib/validation/seller";

/** Pause, unpause, mark sold/rented, delete (soft) or renew one of the seller's listings. */
export const POST = withSeller(async ({ req, params, seller }) => {
  const id = idParamSchema.parse(params.id);
  const { action } = listingActionSchema.parse(await req.json());
  return Response.json(await changeListingStatus(seller, id, action));
});
