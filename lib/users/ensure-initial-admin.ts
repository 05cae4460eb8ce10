import "server-only";
import { eq, or } from "drizzle-orm";
import { hashPassword } from "@/lib/auth/password";
import type { Db } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { env, initialAdminPassword } from "@/lib/env";

export type InitialAdminOutcome = "exists" | "created" | "no-password" | "conflict";

/**
 * First start: when no administrator exists, creates one from ADMIN_EMAIL / ADMIN_PASSWORD
 * (outside a real deployment the demo password is the fallback; on one, no password → none).
 * Never promotes an existing account.
 */
export async function ensureInitialAdmin(db: Db): Promise<InitialAdminOutcome> {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, "admin"))
    .limit(1);
  if (admin) return "exists";
  const password = initialAdminPassword();
  if (!password) return "no-password";
  const email = env.ADMIN_EMAIL.toLowerCase();
  const [clash] = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.email, email), eq(users.phone, env.ADMIN_PHONE)))
    .limit(1);
  if (clash) return "conflict";
  const now = new Date();
  await db.insert(users).values({
    firstName: "Site",
    lastName: "Admin",
    email,
    phone: env.ADMIN_PHONE,
    passwordHash: await hashPassword(password),
    role: "admin",
    status: "active",
    phoneVerifiedAt: now,
  });
  return "created";
}
