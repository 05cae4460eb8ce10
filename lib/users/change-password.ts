import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Actor } from "@/lib/auth/current-user";
import { AppError, UnauthorizedError } from "@/lib/auth/errors";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { setSessionCookie } from "@/lib/auth/session-cookie";
import { encodeSessionToken } from "@/lib/auth/session-token";
import { getDb } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { limiter } from "@/lib/rate-limit/limiter";
import { changePasswordSchema, type ChangePasswordInput } from "@/lib/validation/auth";
import { ACCOUNT_MESSAGES } from "./messages";
import { assertPasswordAllowed } from "./password-policy";

/**
 * Changes the actor's password after checking the current one. Bumps the token version, so
 * every other session ends; returns a fresh token for the session that made the change.
 */
export async function changePassword(
  actor: Actor,
  input: Pick<ChangePasswordInput, "currentPassword" | "password">,
): Promise<{ token: string }> {
  await limiter("login").consume(`password-change|${actor.id}`);
  const db = await getDb();
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, actor.id))
    .limit(1);
  if (!row) throw new UnauthorizedError();
  if (!(await verifyPassword(row.passwordHash, input.currentPassword))) {
    throw new AppError(ACCOUNT_MESSAGES.wrongCurrentPassword, 400, {
      currentPassword: ACCOUNT_MESSAGES.wrongCurrentPassword,
    });
  }
  assertPasswordAllowed(input.password);
  const passwordHash = await hashPassword(input.password);
  const [updated] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, actor.id))
    .returning({ tokenVersion: users.tokenVersion });
  await limiter("login").reset(`password-change|${actor.id}`);
  const token = await encodeSessionToken({
    sub: String(actor.id),
    role: actor.role,
    tv: updated.tokenVersion,
    name: `${actor.firstName} ${actor.lastName}`,
  });
  return { token };
}

/**
 * The change-password server actions: validate, change, and move this browser's cookie session
 * to the new token version. The token never goes back to the page (the cookie is HttpOnly).
 */
export async function changePasswordInSession(actor: Actor, input: unknown): Promise<void> {
  const { token } = await changePassword(actor, changePasswordSchema.parse(input));
  await setSessionCookie(token);
}
