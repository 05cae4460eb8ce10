import "server-only";
import { and, eq, ne } from "drizzle-orm";
import type { Actor } from "@/lib/auth/current-user";
import { AppError } from "@/lib/auth/errors";
import { getDb, type Db } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { sendOtp, type SentOtp } from "@/lib/otp/send-otp";
import { verifyOtp } from "@/lib/otp/verify-otp";
import { toE164 } from "@/lib/validation/auth";
import { isUniqueViolation } from "./db-errors";
import { ACCOUNT_MESSAGES } from "./messages";

function phoneTaken(): AppError {
  return new AppError(ACCOUNT_MESSAGES.phoneTaken, 409, {
    phoneNumber: ACCOUNT_MESSAGES.phoneTaken,
  });
}

async function assertPhoneFree(db: Db, actor: Actor, phone: string): Promise<number | null> {
  if (phone === actor.phone) {
    throw new AppError(ACCOUNT_MESSAGES.samePhone, 400, {
      phoneNumber: ACCOUNT_MESSAGES.samePhone,
    });
  }
  const [other] = await db
    .select({ id: users.id, status: users.status, verified: users.phoneVerifiedAt })
    .from(users)
    .where(and(eq(users.phone, phone), ne(users.id, actor.id)))
    .limit(1);
  if (other && (other.verified || other.status !== "pending")) throw phoneTaken();
  return other?.id ?? null;
}

/** Step 1 of a phone change: a code goes to the NEW number, bound to this account. */
export async function requestPhoneChange(
  actor: Actor,
  phoneNumber: string,
  ctx: { ip: string },
): Promise<SentOtp> {
  const phone = toE164(phoneNumber);
  await assertPhoneFree(await getDb(), actor, phone);
  return sendOtp({ phone, purpose: `phone-change:${actor.id}`, ip: ctx.ip });
}

/** Step 2: the right code moves the account to the new number (verified now). */
export async function confirmPhoneChange(
  actor: Actor,
  input: { phoneNumber: string; otp: string },
  ctx: { ip: string },
): Promise<{ phone: string }> {
  const phone = toE164(input.phoneNumber);
  const db = await getDb();
  await assertPhoneFree(db, actor, phone);
  await verifyOtp({ phone, purpose: `phone-change:${actor.id}`, code: input.otp, ip: ctx.ip });
  try {
    await db.transaction(async (tx) => {
      await tx
        .delete(users)
        .where(and(eq(users.phone, phone), eq(users.status, "pending"), ne(users.id, actor.id)));
      const now = new Date();
      await tx
        .update(users)
        .set({ phone, phoneVerifiedAt: now, updatedAt: now })
        .where(eq(users.id, actor.id));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw phoneTaken();
    throw error;
  }
  return { phone };
}
