import { readDevEmailOutbox } from "@/lib/email/outbox";
import { route } from "@/lib/http/route";

/**
 * GET /api/dev/email-outbox?to=a@b.in → {data: [{to, subject, text, html, headers, createdAt}]},
 * newest first. 404 unless the dev e-mail outbox is enabled (console provider, never on a real
 * deployment).
 */
export const GET = route(async ({ req }) => {
  const to = new URL(req.url).searchParams.get("to") ?? "";
  const messages = await readDevEmailOutbox(to);
  return Response.json({ data: messages }, { headers: { "Cache-Control": "no-store" } });
});
