import { parseFormInput } from "@/lib/http/errors";
import { route } from "@/lib/http/route";
import { confirmGuestAccess } from "@/lib/messages/guest-access-otp";
import { clientIpFrom } from "@/lib/rate-limit/client-ip";
import {
  guestAccessConfirmSchema,
  type GuestAccessConfirmInput,
} from "@/lib/validation/guest-access";

/**
 * POST /api/messages/guest-access/confirm {phoneNumber, otp}: the right code gives this browser
 * the guest's access cookie for the number (as a guest enquiry's code does). 200 {data:
 * {phoneNumber}}; 400 {message, errors} (a wrong or expired code on `otp`); 429 with Retry-After
 * past the address's tries.
 */
export const POST = route(async ({ req }) => {
  const raw: unknown = await req.json();
  parseFormInput(guestAccessConfirmSchema, raw);
  // The input as sent (checked above): lib/ parses it again itself.
  const data = await confirmGuestAccess(raw as GuestAccessConfirmInput, {
    ip: clientIpFrom(req.headers),
  });
  return Response.json({ data }, { headers: { "Cache-Control": "no-store" } });
});
