import "server-only";
import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { AppError } from "@/lib/auth/errors";
import { getDb } from "@/lib/db/client";
import { otpCodes } from "@/lib/db/schema";
import { limiter } from "@/lib/rate-limit/limiter";
import { otpMatches } from "./otp-code";
import { OTP_MAX_ATTEMPTS, OTP_MESSAGES, type OtpPurpose } from "./otp-policy";

function otpError(message: string): AppError {
  return new AppError(message, 400, { otp: message });
}

/**
 * Checks the latest code sent to a phone for a purpose and uses it up. A try is reserved
 * (attempts + 1, atomically) before the comparison, so even concurrent guesses get at most
 * five comparisons per code; the right code is consumed exactly once.
 */
export async function verifyOtp(input: {
  phone: string;
  purpose: OtpPurpose;
  code: string;
  ip: string;
}): Promise<void> {
  const { phone, purpose, code } = input;
  await limiter("otpVerifyIp").consume(input.ip);
  const db = await getDb();
  const [latest] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.phone, phone), eq(otpCodes.purpose, purpose)))
    .orderBy(desc(otpCodes.id))
    .limit(1);
  if (!latest) throw otpError(OTP_MESSAGES.none);
  if (latest.consumedAt) throw otpError(OTP_MESSAGES.used);
  if (latest.expiresAt.getTime() <= Date.now()) throw otpError(OTP_MESSAGES.expired);

  const [reserved] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(
      and(
        eq(otpCodes.id, latest.id),
        isNull(otpCodes.consumedAt),
        lt(otpCodes.attempts, OTP_MAX_ATTEMPTS),
        gt(otpCodes.expiresAt, new Date()),
      ),
    )
    .returning({ attempts: otpCodes.attempts });
  if (!reserved) {
    const [now] = await db
      .select({ attempts: otpCodes.attempts, consumedAt: otpCodes.consumedAt })
      .from(otpCodes)
      .where(eq(otpCodes.id, latest.id));
    if (now?.consumedAt) throw otpError(OTP_MESSAGES.used);
    if (now && now.attempts >= OTP_MAX_ATTEMPTS) throw otpError(OTP_MESSAGES.tooManyWrong);
    throw otpError(OTP_MESSAGES.expired);
  }

  if (!otpMatches(latest.codeHash, phone, purpose, code)) {
    const left = OTP_MAX_ATTEMPTS - reserved.attempts;
    throw otpError(left > 0 ? OTP_MESSAGES.invalid(left) : OTP_MESSAGES.tooManyWrong);
  }

  const [consumed] = await db
    .update(otpCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(otpCodes.id, latest.id), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  if (!consumed) throw otpError(OTP_MESSAGES.used);
}
