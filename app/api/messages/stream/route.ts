import { route } from "@/lib/http/route";
import { STREAM_HEADERS, threadEventStream } from "@/lib/messages/event-stream";
import { requireParticipant } from "@/lib/messages/require-participant";

/**
 * GET → text/event-stream: live events (new messages, seen marks, thread changes) of the
 * caller's conversations, from any instance (lib/messages/bus.ts). 401 signed out.
 *
 * Under `next start` / `next dev` the Node server answers this path before Next.js routes it
 * (lib/messages/stream-server.ts, installed from instrumentation.ts), with the same feed and
 * the same rules: Next keeps ≈55 KB of request state per response for as long as it streams.
 * This handler answers wherever that hook is not installed.
 */
export const GET = route(async ({ req }) => {
  const p = await requireParticipant();
  return new Response(threadEventStream(p, req.signal), { headers: STREAM_HEADERS });
});
