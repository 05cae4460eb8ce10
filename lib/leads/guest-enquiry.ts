import "server-only";
import { limiter } from "@/lib/rate-limit/limiter";
import { sendOtp } from "@/lib/otp/send-otp";
import type { OtpPurpose } from "@/lib/otp/otp-policy";
import { verifyOtp } from "@/lib/otp/verify-otp";
import { toE164 } from "@/lib/validation/auth";
import {
  guestEnquiryConfirmSchema,
  guestEnquirySchema,
  type Enquiry,
  type GuestEnquiryConfirmInput,
  type GuestEnquiryInput,
} from "@/lib/validation/lead";
import { assertEnquiryTarget, recordLead, type CreatedLead } from "./create-lead";

/** The code only works for the listing, project or agent it was asked for. */
function enquiryPurpose(enquiry: Pick<Enquiry, "targetType" | "targetId">): OtpPurpose {
  return `enquiry:${enquiry.targetType}:${enquiry.targetId}`;
}

/**
 * Step 1 of an enquiry from a visitor who is not signed in: checks the details and that the
 * listing still takes enquiries, then texts a 6-digit code to the phone. The OTP module's limits
 * apply (one code a minute and five an hour per phone, twenty an hour per IP → 429).
 * Nothing is stored for the seller yet.
 */
export async function requestGuestEnquiryOtp(
  input: GuestEnquiryInput,
  ctx: { ip: string },
): Promise<{ phoneNumber: string; expiresInSeconds: number }> {
  const enquiry = guestEnquirySchema.parse(input);
  await assertEnquiryTarget(enquiry);
  const sent = await sendOtp({
    phone: toE164(enquiry.phoneNumber),
    purpose: enquiryPurpose(enquiry),
    ip: ctx.ip,
  });
  return { phoneNumber: enquiry.phoneNumber, expiresInSeconds: sent.expiresInSeconds };
}

/**
 * Step 2: the right code (latest, unexpired, unused, within five tries) creates the lead with
 * the guest's name and now-verified phone. The 48-hour rule and the daily cap are per phone, so
 * a guest cannot repeat what they (or their account) already sent.
 */
export async function confirmGuestEnquiry(
  input: GuestEnquiryConfirmInput,
  ctx: { ip: string },
  now = new Date(),
): Promise<CreatedLead & { phone: string }> {
  const { otp, name, phoneNumber, email, ...enquiry } = guestEnquiryConfirmSchema.parse(input);
  const phone = toE164(phoneNumber);
  await verifyOtp({ phone, purpose: enquiryPurpose(enquiry), code: otp, ip: ctx.ip });
  await limiter("enquiryIp").consume(ctx.ip);
  const created = await recordLead(
    { userId: null, name, phone, email: email || null },
    enquiry,
    now,
  );
  return { ...created, phone };
}
