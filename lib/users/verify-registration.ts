import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { AppError } from "@/lib/auth/errors";
import { encodeSessionToken } from "@/lib/auth/session-token";
import { getDb } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { verifyOtp } from "@/lib/otp/verify-otp";
import { toE164, type VerifyOtpInput } from "@/lib/validation/auth";
import { ACCOUNT_MESSAGES } from "./messages";
import { toPublicUser, type PublicUser } from "./public-user";

/**
 * Completes a registration: the right OTP activates the pending account for that phone. A number
 * with no pending account is checked like any other (a code was stored for it, never shown), so
 * the answers do not tell who is registered.
 */
export async function verifyRegistration(
  input: VerifyOtpInput,
  ctx: { ip: string },
): Promise<PublicUser> {
  return toPublicUser(await activateRegistration(input, ctx));
}

/**
 * The signup's OTP step: completes the registration and signs the new account in at once (the
 * person just chose the password and proved the phone), so the next action works without a
 * second login. Returns the session token for the cookie.
 */
export async function verifyRegistrationAndSignIn(
  input: VerifyOtpInput,
  ctx: { ip: string },
): Promise<{ user: PublicUser; token: string }> {
  const row = await activateRegistration(input, ctx);
  const db = await getDb();
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, row.id));
  const token = await encodeSessionToken({
    sub: String(row.id),
    role: row.role,
    tv: row.tokenVersion,
    name: `${row.firstName} ${row.lastName}`,
  });
  return { user: toPublicUser(row), token };
}

async function activateRegistration(input: VerifyOtpInput, ctx: { ip: string }) {
  const phone = toE164(input.phoneNumber);
  const db = await getDb();
  const [pending] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);

  await verifyOtp({ phone, purpose: "register", code: input.otp, ip: ctx.ip });
  if (!pending) throw new AppError(ACCOUNT_MESSAGES.noPendingRegistration, 404);
  if (pending.phoneVerifiedAt || pending.status !== "pending") {
    throw new AppError(ACCOUNT_MESSAGES.alreadyVerified, 409);
  }

  const now = new Date();
  const [activated] = await db
    .update(users)
    .set({ status: "active", phoneVerifiedAt: now, updatedAt: now })
    .where(and(eq(users.id, pending.id), isNull(users.phoneVerifiedAt)))
    .returning();
  if (!activated) throw new AppError(ACCOUNT_MESSAGES.alreadyVerified, 409);
  return activated;
}
