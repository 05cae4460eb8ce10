import { route } from "@/lib/http/route";
import { threadEventStream } from "@/lib/messages/event-stream";
import { requireParticipant } from "@/lib/messages/require-participant";

/**
 * GET → text/event-stream: live events (new messages, seen marks, thread changes) of the
 * caller's conversations, from any instance (lib/messages/bus.ts). 401 signed out.
 */
export const GET = route(async ({ req }) => {
  const p = await requireParticipant();
  return new Response(threadEventStream(p, req.signal), {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store, no-transform",
      Connection: "keep-alive",
      "X-Accel-Buffering": "no",
    },
  });
});
