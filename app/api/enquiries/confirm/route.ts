import { refreshEnquiredPage } from "@/lib/cache/expire-tags";
import { parseFormInput } from "@/lib/http/errors";
import { route } from "@/lib/http/route";
import { confirmGuestEnquiry } from "@/lib/leads/guest-enquiry";
import { grantGuestAccess } from "@/lib/messages/participant";
import { clientIpFrom } from "@/lib/rate-limit/client-ip";
import {
  ENQUIRY_SENT_MESSAGES,
  guestEnquiryConfirmSchema,
  type GuestEnquiryConfirmInput,
} from "@/lib/validation/lead";

/**
 * POST /api/enquiries/confirm {…the guest's details, otp}: step 2, the right code sends the
 * enquiry. 201 {message, data: {leadId, threadId}} and the guest's access cookie for the
 * conversation; 400 {message, errors} (a wrong code on `otp`); 409 for a repeat inside 48 hours;
 * 429 with Retry-After past the daily cap, the per-address limit or the code's tries.
 */
export const POST = route(async ({ req }) => {
  const raw: unknown = await req.json();
  const input = parseFormInput(guestEnquiryConfirmSchema, raw);
  // The input as sent (checked above): lib/ parses it again itself.
  const { leadId, threadId, phone } = await confirmGuestEnquiry(raw as GuestEnquiryConfirmInput, {
    ip: clientIpFrom(req.headers),
  });
  // The guest keeps access to the conversation in this browser (their number is now verified).
  await grantGuestAccess(phone);
  refreshEnquiredPage(input);
  return Response.json(
    { message: ENQUIRY_SENT_MESSAGES[input.targetType], data: { leadId, threadId } },
    { status: 201, headers: { "Cache-Control": "no-store" } },
  );
});
