import { route } from "@/lib/http/route";
import { markThreadSeen } from "@/lib/messages/read-thread";
import { requireParticipant } from "@/lib/messages/require-participant";

/** POST → 204: the caller has the thread open; the other side's messages are seen. */
export const POST = route(async ({ params }) => {
  await markThreadSeen(await requireParticipant(), params.id);
  return new Response(null, { status: 204 });
});
