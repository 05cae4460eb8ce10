import "server-only";
import { eq, sql } from "drizzle-orm";
import { actorFromClaims } from "@/lib/auth/current-user";
import { getDb } from "@/lib/db/client";
import { users } from "@/lib/db/schema";

/** Ends every session of an account (logout, password change): tokens carry the old version. */
export async function endAllSessions(userId: number): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ tokenVersion: users.tokenVersion });
  return row?.tokenVersion ?? 0;
}

/**
 * Sign-out with a decoded session token (next-auth's sign-out event): when the token is still
 * current, every session of its account ends. A stale or forged token changes nothing, so it
 * cannot be used to sign somebody else out.
 */
export async function endSessionOfToken(token: unknown): Promise<boolean> {
  if (!token || typeof token !== "object") return false;
  const { sub, role, tv } = token as Record<string, unknown>;
  if (typeof sub !== "string" || typeof tv !== "number") return false;
  if (role !== "user" && role !== "seller" && role !== "admin") return false;
  const actor = await actorFromClaims({ sub, role, tv, name: "" });
  if (!actor) return false;
  await endAllSessions(actor.id);
  return true;
}
