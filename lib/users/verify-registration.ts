import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { AppError } from "@/lib/auth/errors";
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
  return toPublicUser(activated);
}
