import "server-only";
import { eq, sql } from "drizzle-orm";
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
