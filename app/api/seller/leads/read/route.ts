import { withSeller } from "@/lib/http/route";
import { markSellerLeadsRead } from "@/lib/leads/seller-leads";
import { markReadSchema } from "@/lib/validation/seller";

/** Marks the given leads (or all) read. */
export const POST = withSeller(async ({ req, seller }) => {
  const { ids } = markReadSchema.parse(await req.json());
  return Response.json(await markSellerLeadsRead(seller, ids));
});
