import "server-only";
import { and, eq, ne } from "drizzle-orm";
import type { Actor } from "@/lib/auth/current-user";
import { AppError } from "@/lib/auth/errors";
import { getDb } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import type { ProfileDetailsInput } from "@/lib/validation/auth";
import { isUniqueViolation } from "./db-errors";
import { ACCOUNT_MESSAGES } from "./messages";
import { toPublicUser, type PublicUser } from "./public-user";

function emailTaken(): AppError {
  return new AppError(ACCOUNT_MESSAGES.emailTaken, 409, { email: ACCOUNT_MESSAGES.emailTaken });
}

/** The actor edits their own name and e-mail. A pending (unproven) account holding the e-mail gives way. */
export async function updateProfileDetails(
  actor: Actor,
  input: ProfileDetailsInput,
): Promise<PublicUser> {
  const email = input.email.trim().toLowerCase();
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      const [other] = await tx
        .select({ id: users.id, status: users.status, verified: users.phoneVerifiedAt })
        .from(users)
        .where(and(eq(users.email, email), ne(users.id, actor.id)))
        .limit(1);
      if (other && (other.verified || other.status !== "pending")) throw emailTaken();
      if (other) await tx.delete(users).where(eq(users.id, other.id));
      const [row] = await tx
        .update(users)
        .set({
          firstName: input.firstName.trim(),
          lastName: input.lastName.trim(),
          email,
          updatedAt: new Date(),
        })
        .where(eq(users.id, actor.id))
        .returning();
      return toPublicUser(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
