import { applyUnsubscribe } from "@/lib/alerts/unsubscribe";
import { route } from "@/lib/http/route";

const REFUSED = {
  invalid: "This unsubscribe link is not valid. Nothing was changed.",
  expired: "This unsubscribe link has expired. Nothing was changed.",
  gone: "This saved search no longer exists. Nothing was changed.",
} as const;

/**
 * POST /api/alerts/unsubscribe?token=… — RFC 8058 one-click unsubscribe, what mail clients send
 * for the List-Unsubscribe header. 200 {message}; 400 {message} for a bad or expired token.
 */
export const POST = route(async ({ req }) => {
  const token = new URL(req.url).searchParams.get("token") ?? "";
  const result = await applyUnsubscribe(token);
  if (!result.ok) return Response.json({ message: REFUSED[result.reason] }, { status: 400 });
  return Response.json({ message: `You will no longer receive ${result.what}.` });
});
