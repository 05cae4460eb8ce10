import "server-only";
import { and, desc, eq, gt, isNull, lt, ne } from "drizzle-orm";
import { AppError } from "@/lib/auth/errors";
import { getDb } from "@/lib/db/client";
import { otpCodes } from "@/lib/db/schema";
import { log } from "@/lib/log";
import { RateLimitedError } from "@/lib/rate-limit/errors";
import { limiter } from "@/lib/rate-limit/limiter";
import { getSmsProvider } from "@/lib/sms/get-sms-provider";
import { site } from "@/lib/site";
import { generateOtp, hashOtp } from "./otp-code";
import { OTP_MAX_ATTEMPTS, OTP_MESSAGES, OTP_TTL_SECONDS, type OtpPurpose } from "./otp-policy";

/** `newCode` is false when the code sent less than a minute ago was kept (see keepLiveCode). */
export type SentOtp = { expiresInSeconds: number; newCode: boolean };

const DAY_MS = 24 * 60 * 60 * 1000;

/** Purposes with a one-minute count of their own (see otpCooldownKey). */
const OWN_COOLDOWN: ReadonlySet<OtpPurpose> = new Set(["password-reset", "guest-messages"]);

/**
 * The one-minute resend limit: one per phone across sign-up and enquiries (either way in waits
 * for the other), with its own count for password resets and for a guest confirming their number
 * to read their conversations, so a reset asked for just after the registration code, or the
 * code to read the seller's reply just after the enquiry's, is still sent. Five per hour per
 * phone bounds all of them together.
 */
export function otpCooldownKey(phone: string, purpose: OtpPurpose): string {
  return OWN_COOLDOWN.has(purpose) ? `${phone}|${purpose}` : phone;
}

/**
 * Sends a fresh code to a phone (E.164). Limits: one per minute per phone (password resets
 * counted apart, see otpCooldownKey), five per hour per phone, twenty per hour per IP (429 +
 * Retry-After). A gateway failure answers 503 and gives the
 * quota back; the previous code stays valid until the new one has really been sent.
 * With `keepLiveCode`, a send inside the one-minute cooldown is not an error when the code sent
 * moments ago is still usable: that code stays, nothing is sent (registering again with the same
 * phone goes on to the OTP step instead of failing).
 * `sms` replaces the text message: a notice for the owner of the number instead of the code
 * (`null`: nothing is sent). The code is still stored, under the same limits, so the answer and
 * every later step look exactly as for a real send (nobody learns whether a number is registered).
 */
export async function sendOtp(input: {
  phone: string;
  purpose: OtpPurpose;
  ip: string;
  keepLiveCode?: boolean;
  sms?: string | null;
}): Promise<SentOtp> {
  const { phone, purpose, ip } = input;
  await limiter("otpIp").consume(ip);
  try {
    await limiter("otpCooldown").consume(otpCooldownKey(phone, purpose));
  } catch (error) {
    const live =
      input.keepLiveCode && error instanceof RateLimitedError
        ? await liveCodeSecondsLeft(phone, purpose)
        : 0;
    if (live <= 0) throw error;
    await limiter("otpIp").reward(ip);
    return { expiresInSeconds: live, newCode: false };
  }
  await limiter("otpPhone").consume(phone);

  const db = await getDb();
  const code = generateOtp();
  const now = Date.now();
  const [row] = await db
    .insert(otpCodes)
    .values({
      phone,
      purpose,
      codeHash: hashOtp(phone, purpose, code),
      expiresAt: new Date(now + OTP_TTL_SECONDS * 1000),
    })
    .returning({ id: otpCodes.id });

  try {
    const codeText = `${code} is your ${site.name} verification code. It expires in ${OTP_TTL_SECONDS / 60} minutes. Do not share it with anyone.`;
    if (input.sms === undefined) {
      await getSmsProvider().send({ to: phone, otp: code, body: codeText });
    } else if (input.sms !== null) {
      await getSmsProvider().send({ to: phone, body: input.sms });
    }
  } catch (error) {
    log.error({ err: error, phone }, "OTP SMS failed");
    await db.delete(otpCodes).where(eq(otpCodes.id, row.id));
    await Promise.all([
      limiter("otpIp").reward(ip),
      limiter("otpCooldown").reward(otpCooldownKey(phone, purpose)),
      limiter("otpPhone").reward(phone),
    ]);
    throw new AppError(OTP_MESSAGES.sendFailed, 503);
  }

  // The new code replaces older ones; codes older than a day are housekeeping.
  await db
    .update(otpCodes)
    .set({ consumedAt: new Date(now) })
    .where(and(eq(otpCodes.phone, phone), eq(otpCodes.purpose, purpose), ne(otpCodes.id, row.id)));
  await db
    .delete(otpCodes)
    .where(and(eq(otpCodes.phone, phone), lt(otpCodes.createdAt, new Date(now - DAY_MS))));
  return { expiresInSeconds: OTP_TTL_SECONDS, newCode: true };
}

/** Seconds left on the latest code for a phone and purpose, or 0 when it is used up or expired. */
async function liveCodeSecondsLeft(phone: string, purpose: OtpPurpose): Promise<number> {
  const db = await getDb();
  const [latest] = await db
    .select({ expiresAt: otpCodes.expiresAt })
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.phone, phone),
        eq(otpCodes.purpose, purpose),
        isNull(otpCodes.consumedAt),
        lt(otpCodes.attempts, OTP_MAX_ATTEMPTS),
        gt(otpCodes.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(otpCodes.id))
    .limit(1);
  return latest ? Math.floor((latest.expiresAt.getTime() - Date.now()) / 1000) : 0;
}
