import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { AppError } from "@/lib/auth/errors";
import { hashPassword } from "@/lib/auth/password";
import { getDb } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { log } from "@/lib/log";
import { OTP_TTL_SECONDS } from "@/lib/otp/otp-policy";
import { sendOtp } from "@/lib/otp/send-otp";
import { verifyOtp } from "@/lib/otp/verify-otp";
import { limiter } from "@/lib/rate-limit/limiter";
import {
  accountIdentifier,
  passwordResetRequestSchema,
  passwordResetSchema,
} from "@/lib/validation/auth";
import { clearLoginAttempts } from "./login-attempts";
import { assertPasswordAllowed } from "./password-policy";

const PURPOSE = "password-reset";

export const RESET_MESSAGES = {
  sent: `If an account uses these details, we have sent a 6-digit code to its mobile number. It is valid for ${OTP_TTL_SECONDS / 60} minutes.`,
  badCode: "This code is wrong or has expired. Check it, or ask for a new code.",
  done: "Your password was changed and you were signed out everywhere. Please log in with your new password.",
} as const;

async function findAccount(raw: string) {
  const id = accountIdentifier(raw);
  if (!id) return null;
  const db = await getDb();
  const [row] = await db
    .select({ id: users.id, phone: users.phone, email: users.email })
    .from(users)
    .where(
      and(
        id.kind === "email" ? eq(users.email, id.value) : eq(users.phone, id.value),
        eq(users.status, "active"),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * "Forgot password", step 1: a code goes to the mobile number of the active account with this
 * e-mail or phone. The answer is the same whether or not there is such an account, and so are
 * the limits (per IP and per e-mail/phone asked about); a gateway failure or the per-phone
 * cooldown of an existing account is logged, never shown.
 */
export async function requestPasswordReset(
  raw: unknown,
  ctx: { ip: string },
): Promise<{ message: string }> {
  const { identifier } = passwordResetRequestSchema.parse(raw);
  await limiter("resetIp").consume(ctx.ip);
  await limiter("resetAccount").consume(accountIdentifier(identifier)?.value ?? identifier);
  const account = await findAccount(identifier);
  if (account) {
    try {
      await sendOtp({ phone: account.phone, purpose: PURPOSE, ip: ctx.ip });
    } catch (error) {
      log.warn({ err: error, userId: account.id }, "password-reset code not sent");
    }
  }
  return { message: RESET_MESSAGES.sent };
}

/**
 * "Forgot password", step 2: the right code (single use, 10 minutes, five tries) sets the new
 * password and ends every session of the account (the token version moves on). Any failure of
 * the code reads the same, known account or not.
 */
export async function resetPassword(
  raw: unknown,
  ctx: { ip: string },
): Promise<{ message: string }> {
  const input = passwordResetSchema.parse(raw);
  assertPasswordAllowed(input.password);
  const account = await findAccount(input.identifier);
  if (!account) {
    await limiter("otpVerifyIp").consume(ctx.ip);
    throw new AppError(RESET_MESSAGES.badCode, 400, { otp: RESET_MESSAGES.badCode });
  }
  try {
    await verifyOtp({ phone: account.phone, purpose: PURPOSE, code: input.otp, ip: ctx.ip });
  } catch (error) {
    if (error instanceof AppError && error.status === 400) {
      throw new AppError(RESET_MESSAGES.badCode, 400, { otp: RESET_MESSAGES.badCode });
    }
    throw error;
  }
  const passwordHash = await hashPassword(input.password);
  const db = await getDb();
  await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, account.id));
  await clearLoginAttempts(account.email, ctx.ip);
  return { message: RESET_MESSAGES.done };
}
