import { route } from "@/lib/http/route";
import { currentParticipant } from "@/lib/messages/participant";
import { unreadCounts } from "@/lib/messages/list-threads";

/** GET → {buyer, seller}: unread messages for the header and the seller's bell (0 signed out). */
export const GET = route(async () => {
  const p = await currentParticipant();
  const counts = p ? await unreadCounts(p) : { buyer: 0, seller: 0 };
  return Response.json(counts, { headers: { "Cache-Control": "no-store" } });
});
