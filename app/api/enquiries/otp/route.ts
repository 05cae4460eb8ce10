import { parseFormInput } from "@/lib/http/errors";
import { route } from "@/lib/http/route";
import { requestGuestEnquiryOtp } from "@/lib/leads/guest-enquiry";
import { clientIpFrom } from "@/lib/rate-limit/client-ip";
import { guestEnquirySchema, type GuestEnquiryInput } from "@/lib/validation/lead";

/**
 * POST /api/enquiries/otp {targetType, targetId, name, phoneNumber, email, message}: step 1 of a
 * guest's enquiry, a code texted to the phone (nothing reaches the seller yet).
 * 200 {data: {phoneNumber, expiresInSeconds}}; 400 {message, errors}; 404 when the target no
 * longer takes enquiries; 429 with Retry-After inside the minute or past the hour's codes.
 */
export const POST = route(async ({ req }) => {
  const raw: unknown = await req.json();
  parseFormInput(guestEnquirySchema, raw);
  // The input as sent (checked above): lib/ parses it again itself.
  const data = await requestGuestEnquiryOtp(raw as GuestEnquiryInput, {
    ip: clientIpFrom(req.headers),
  });
  return Response.json({ data }, { headers: { "Cache-Control": "no-store" } });
});
