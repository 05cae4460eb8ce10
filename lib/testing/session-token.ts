import { eq } from "drizzle-orm";
import { encodeSessionToken } from "@/lib/auth/session-token";
import type { Db } from "@/lib/db/client";
import { users } from "@/lib/db/schema";

/** The session token a stored user's sign-in would issue (their role and token version). */
export async function sessionTokenOf(db: Db, userId: number): Promise<string> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return encodeSessionToken({
    sub: String(row.id),
    role: row.role,
    tv: row.tokenVersion,
    name: row.firstName,
  });
}
