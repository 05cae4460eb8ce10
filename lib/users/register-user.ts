import "server-only";
import { eq, inArray, or } from "drizzle-orm";
import { hashPassword } from "@/lib/auth/password";
import { getDb } from "@/lib/db/client";
import { sellerProfiles, users } from "@/lib/db/schema";
import { sendOtp } from "@/lib/otp/send-otp";
import { log } from "@/lib/log";
import { limiter } from "@/lib/rate-limit/limiter";
import { getSmsProvider } from "@/lib/sms/get-sms-provider";
import { site } from "@/lib/site";
import { toE164, type RegisterInput } from "@/lib/validation/auth";
import { isUniqueViolation } from "./db-errors";
import { ACCOUNT_MESSAGES } from "./messages";
import { assertPasswordAllowed } from "./password-policy";

/** `newCode` false: the code sent under a minute ago is still the one to enter. */
export type RegistrationStarted = {
  phoneNumber: string;
  expiresInSeconds: number;
  newCode: boolean;
};

/**
 * Starts a registration: keeps a pending (unverified) account and sends an OTP to its phone.
 * Registering again with the same unverified phone updates the pending account and resends
 * (inside the one-minute resend cooldown the code sent moments ago stays valid instead).
 * A pending account that only shares the e-mail was never proven by anyone, so it gives way.
 * An e-mail or phone that belongs to an existing account gets the very same answer as a new
 * registration (nobody learns who is registered), and nothing is changed: a number that has an
 * account gets a text saying so instead of a code; a new number whose e-mail is taken gets the
 * same code text as any new registration (so the sender's own phone cannot tell either), and the
 * e-mail's owner is told by text that somebody tried to register with their address.
 */
export async function registerUser(
  input: RegisterInput,
  ctx: { ip: string },
): Promise<RegistrationStarted> {
  await limiter("registerIp").consume(ctx.ip);
  assertPasswordAllowed(input.password);
  const phone = toE164(input.phoneNumber);
  const email = input.email.toLowerCase();
  const role = input.sellerKind ? ("seller" as const) : ("user" as const);
  const passwordHash = await hashPassword(input.password);
  const db = await getDb();

  let exists = false;
  try {
    exists = await db.transaction(async (tx) => {
      const clashes = await tx
        .select({
          id: users.id,
          phone: users.phone,
          status: users.status,
          verified: users.phoneVerifiedAt,
        })
        .from(users)
        .where(or(eq(users.email, email), eq(users.phone, phone)));
      if (clashes.some((row) => row.verified || row.status !== "pending")) return true;
      const pending = clashes.find((row) => row.phone === phone);
      const squatters = clashes.filter((row) => row !== pending).map((row) => row.id);
      if (squatters.length) await tx.delete(users).where(inArray(users.id, squatters));

      const details = {
        firstName: input.firstName,
        lastName: input.lastName,
        email,
        passwordHash,
        role,
        updatedAt: new Date(),
      };
      let userId: number;
      if (pending) {
        await tx.update(users).set(details).where(eq(users.id, pending.id));
        userId = pending.id;
      } else {
        [{ id: userId }] = await tx
          .insert(users)
          .values({ ...details, phone, status: "pending" })
          .returning({ id: users.id });
      }

      await tx.delete(sellerProfiles).where(eq(sellerProfiles.userId, userId));
      if (input.sellerKind) {
        await tx.insert(sellerProfiles).values({
          userId,
          kind: input.sellerKind,
          companyName: input.companyName?.trim() || null,
        });
      }
      return false;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    exists = true;
  }

  const notice = exists ? await existingAccountNotice(phone) : null;
  const sent = await sendOtp({
    phone,
    purpose: "register",
    ip: ctx.ip,
    keepLiveCode: true,
    ...(notice ? { sms: notice } : {}),
  });
  if (exists && !notice) await tellEmailOwner(email, phone);
  return { phoneNumber: input.phoneNumber, ...sent };
}

/**
 * Somebody registered with an e-mail that has an account, from another number: the account's
 * owner hears of it by text (failures are logged, the answer stays the same).
 */
async function tellEmailOwner(email: string, triedPhone: string): Promise<void> {
  const db = await getDb();
  const [owner] = await db
    .select({ phone: users.phone, status: users.status })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (!owner?.phone || owner.phone === triedPhone || owner.status === "pending") return;
  try {
    await getSmsProvider().send({
      to: owner.phone,
      body: `${site.name}: Somebody tried to register a new account with your e-mail address. Your account is unchanged; if it was not you, ignore this message.`,
    });
  } catch (error) {
    log.warn({ err: error }, "registration notice to the e-mail's owner failed");
  }
}

/**
 * The text for a registration attempt that clashes with an existing account: the number's owner
 * hears that an account already exists; a number with no account (the e-mail was the clash)
 * gets nothing.
 */
async function existingAccountNotice(phone: string): Promise<string | null> {
  const db = await getDb();
  const [owner] = await db
    .select({ id: users.id, status: users.status })
    .from(users)
    .where(eq(users.phone, phone))
    .limit(1);
  if (!owner || owner.status === "pending") return null;
  return `${site.name}: ${ACCOUNT_MESSAGES.alreadyVerified} Somebody tried to register with this number; if it was not you, ignore this message.`;
}

/**
 * Sends a new registration code to a phone that has a pending account, or none at all (a number
 * whose registration met a taken e-mail got a code too). Any other number gets the same answer
 * under the same limits: a registered one is told by text to log in instead (so neither the answer
 * nor the sender's phone tells who is registered).
 */
export async function resendRegistrationOtp(
  phoneNumber: string,
  ctx: { ip: string },
): Promise<RegistrationStarted> {
  const phone = toE164(phoneNumber);
  const db = await getDb();
  const [row] = await db
    .select({ verified: users.phoneVerifiedAt, status: users.status })
    .from(users)
    .where(eq(users.phone, phone))
    .limit(1);
  const pending = !row || (!row.verified && row.status === "pending");
  const sent = await sendOtp({
    phone,
    purpose: "register",
    ip: ctx.ip,
    ...(pending ? {} : { sms: await existingAccountNotice(phone) }),
  });
  return { phoneNumber, ...sent };
}
