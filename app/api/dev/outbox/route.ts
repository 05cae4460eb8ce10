import { route } from "@/lib/http/route";
import { readDevOutbox } from "@/lib/sms/outbox";

/**
 * GET /api/dev/outbox?phone=+91… → {data: [{phone, body, createdAt}]}, newest first.
 * 404 unless the dev outbox is enabled (console SMS provider, never on a real deployment).
 */
export const GET = route(async ({ req }) => {
  const phone = new URL(req.url).searchParams.get("phone") ?? "";
  const messages = await readDevOutbox(phone);
  return Response.json({ data: messages }, { headers: { "Cache-Control": "no-store" } });
});
