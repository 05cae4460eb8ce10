import { route } from "@/lib/http/route";
import { readBoundedJson } from "@/lib/http/bounded-json";
import { messagesAfter } from "@/lib/messages/read-thread";
import { requireParticipant } from "@/lib/messages/require-participant";
import { sendMessage } from "@/lib/messages/send-message";
import { messagesAfterSchema } from "@/lib/validation/messages";

/**
 * GET ?after=<message id> → {messages}: the polling fallback of the live view.
 * POST {body} → 201 {message}. 404 for a thread the caller is not part of, 409 when it is
 * read-only, 429 + Retry-After for floods.
 */
export const GET = route(async ({ req, params }) => {
  const p = await requireParticipant();
  const { after } = messagesAfterSchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  const messages = await messagesAfter(p, params.id, after);
  return Response.json({ messages }, { headers: { "Cache-Control": "no-store" } });
});

export const POST = route(async ({ req, params }) => {
  const p = await requireParticipant();
  const input = (await readBoundedJson(req, 16_384)) as { body?: unknown };
  const message = await sendMessage(p, {
    threadId: params.id as string,
    body: input?.body as string,
  });
  return Response.json({ message }, { status: 201 });
});
