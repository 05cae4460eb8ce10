import { withSeller } from "@/lib/http/route";
import { featureListing } from "@/lib/listings/feature-listing";
import { idParamSchema } from "@/lib/validation/seller";

/** Features one of the seller's live listings with a featured slot of their plans. */
export const POST = withSeller(async ({ params, seller }) => {
  const id = idParamSchema.parse(params.id);
  return Response.json(await featureListing(seller, id));
});
