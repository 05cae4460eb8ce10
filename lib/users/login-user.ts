import "server-only";
import { eq } from "drizzle-orm";
import { authenticate } from "@/lib/auth/authenticate";
import { AppError } from "@/lib/auth/errors";
import { encodeSessionToken } from "@/lib/auth/session-token";
import { getDb } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import type { LoginInput } from "@/lib/validation/auth";
import { clearLoginAttempts, takeLoginAttempt } from "./login-attempts";
import { ACCOUNT_MESSAGES } from "./messages";
import { toPublicUser, type PublicUser } from "./public-user";

/** Which door the person used: the public dialog, the seller login or the admin login. */
export type LoginArea = "public" | "seller" | "admin";

export type LoginResult = {
  token: string;
  user: PublicUser;
  /** A buyer who used the seller login: signed in, and invited to set up a seller profile. */
  needsSellerProfile: boolean;
};

/**
 * E-mail + password sign-in. Unknown e-mail and wrong password answer the same 401 in the same
 * time (authenticate runs a dummy argon2 check); "verify your mobile" and "blocked" are said
 * only once the password was right. Attempts are limited per e-mail + IP and per e-mail
 * (login-attempts.ts). The admin door
 * refuses other accounts exactly like a wrong password.
 */
export async function loginUser(
  input: LoginInput,
  ctx: { ip: string; area: LoginArea },
): Promise<LoginResult> {
  const email = input.email.trim().toLowerCase();
  await takeLoginAttempt(email, ctx.ip);

  const result = await authenticate(email, input.password);
  if (!result.ok) {
    if (result.reason === "unverified") throw new AppError(ACCOUNT_MESSAGES.unverified, 403);
    if (result.reason === "blocked") throw new AppError(ACCOUNT_MESSAGES.blocked, 403);
    throw new AppError(ACCOUNT_MESSAGES.invalidLogin, 401);
  }
  const user = result.user;
  if (ctx.area === "admin" && user.role !== "admin") {
    throw new AppError(ACCOUNT_MESSAGES.invalidLogin, 401);
  }
  if (ctx.area === "seller" && user.role === "admin") {
    throw new AppError(ACCOUNT_MESSAGES.notSellerLogin, 403);
  }

  await clearLoginAttempts(email, ctx.ip);
  const db = await getDb();
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
  const token = await encodeSessionToken({
    sub: String(user.id),
    role: user.role,
    tv: user.tokenVersion,
    name: `${user.firstName} ${user.lastName}`,
  });
  return {
    token,
    user: toPublicUser(user),
    needsSellerProfile: ctx.area === "seller" && user.role === "user",
  };
}
