import "server-only";
import { sendOtp } from "@/lib/otp/send-otp";
import type { OtpPurpose } from "@/lib/otp/otp-policy";
import { verifyOtp } from "@/lib/otp/verify-otp";
import { toE164 } from "@/lib/validation/auth";
import {
  guestAccessConfirmSchema,
  guestAccessOtpSchema,
  type GuestAccessConfirmInput,
  type GuestAccessOtpInput,
} from "@/lib/validation/guest-access";
import { grantGuestAccess } from "./participant";

/** A code for reading conversations, not for an enquiry or an account. */
const PURPOSE: OtpPurpose = "guest-messages";

/**
 * Step 1 for a visitor who is not signed in and opens a conversation's link (the reply's e-mail,
 * another browser): a 6-digit code texted to the number. The answer is the same whether the
 * number has conversations or not, so nobody learns which numbers enquired. The OTP module's
 * limits apply (five codes an hour per phone, twenty an hour per IP, one a minute for this
 * purpose → 429 + Retry-After).
 */
export async function requestGuestAccessOtp(
  input: GuestAccessOtpInput,
  ctx: { ip: string },
): Promise<{ phoneNumber: string; expiresInSeconds: number }> {
  const { phoneNumber } = guestAccessOtpSchema.parse(input);
  const sent = await sendOtp({ phone: toE164(phoneNumber), purpose: PURPOSE, ip: ctx.ip });
  return { phoneNumber, expiresInSeconds: sent.expiresInSeconds };
}

/**
 * Step 2: the right code (latest, unexpired, unused, within five tries) gives this browser the
 * guest's access cookie for that number, the one a guest enquiry's code sets. What the guest then
 * sees is only what that number's access shows: its conversations (none for a number that never
 * enquired), and the same 404 as anyone else for a conversation of another number.
 */
export async function confirmGuestAccess(
  input: GuestAccessConfirmInput,
  ctx: { ip: string },
): Promise<{ phoneNumber: string }> {
  const { phoneNumber, otp } = guestAccessConfirmSchema.parse(input);
  await verifyOtp({ phone: toE164(phoneNumber), purpose: PURPOSE, code: otp, ip: ctx.ip });
  await grantGuestAccess(toE164(phoneNumber));
  return { phoneNumber };
}
