import "server-only";
import { and, eq, lt, ne } from "drizzle-orm";
import { AppError } from "@/lib/auth/errors";
import { getDb } from "@/lib/db/client";
import { otpCodes } from "@/lib/db/schema";
import { log } from "@/lib/log";
import { limiter } from "@/lib/rate-limit/limiter";
import { getSmsProvider } from "@/lib/sms/get-sms-provider";
import { site } from "@/lib/site";
import { generateOtp, hashOtp } from "./otp-code";
import { OTP_MESSAGES, OTP_TTL_SECONDS, type OtpPurpose } from "./otp-policy";

export type SentOtp = { expiresInSeconds: number };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Sends a fresh code to a phone (E.164). Limits: one per minute and five per hour per phone,
 * twenty per hour per IP (429 + Retry-After). A gateway failure answers 503 and gives the
 * quota back; the previous code stays valid until the new one has really been sent.
 */
export async function sendOtp(input: {
  phone: string;
  purpose: OtpPurpose;
  ip: string;
}): Promise<SentOtp> {
  const { phone, purpose, ip } = input;
  await limiter("otpIp").consume(ip);
  await limiter("otpCooldown").consume(phone);
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
    await getSmsProvider().send({
      to: phone,
      otp: code,
      body: `${code} is your ${site.name} verification code. It expires in ${OTP_TTL_SECONDS / 60} minutes. Do not share it with anyone.`,
    });
  } catch (error) {
    log.error({ err: error, phone }, "OTP SMS failed");
    await db.delete(otpCodes).where(eq(otpCodes.id, row.id));
    await Promise.all([
      limiter("otpIp").reward(ip),
      limiter("otpCooldown").reward(phone),
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
  return { expiresInSeconds: OTP_TTL_SECONDS };
}
