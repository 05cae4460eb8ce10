import { parseFormInput } from "@/lib/http/errors";
import { route } from "@/lib/http/route";
import { requestGuestAccessOtp } from "@/lib/messages/guest-access-otp";
import { clientIpFrom } from "@/lib/rate-limit/client-ip";
import { guestAccessOtpSchema, type GuestAccessOtpInput } from "@/lib/validation/guest-access";

/**
 * POST /api/messages/guest-access/otp {phoneNumber}: a visitor who is not signed in asks for a
 * code to read their conversations in this browser. 200 {data: {phoneNumber, expiresInSeconds}}
 * for any valid number (whether it has conversations or not); 400 {message, errors}; 429 with
 * Retry-After inside the minute or past the hour's codes. A route handler, like the guest
 * enquiry's, so a refusal is a real HTTP 429.
 */
export const POST = route(async ({ req }) => {
  const raw: unknown = await req.json();
  parseFormInput(guestAccessOtpSchema, raw);
  // The input as sent (checked above): lib/ parses it again itself.
  const data = await requestGuestAccessOtp(raw as GuestAccessOtpInput, {
    ip: clientIpFrom(req.headers),
  });
  return Response.json({ data }, { headers: { "Cache-Control": "no-store" } });
});
