import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { verifyAgainstDummy, verifyPassword } from "./password";

export type AuthenticatedUser = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  role: "user" | "seller" | "admin";
  tokenVersion: number;
};

export type AuthenticateResult =
  | { ok: true; user: AuthenticatedUser }
  | { ok: false; reason: "invalid" | "unverified" | "blocked" };

/**
 * Checks an e-mail and password. An unknown e-mail costs the same argon2 time as a wrong
 * password and gets the same answer, so neither message nor timing reveals which accounts exist.
 */
export async function authenticate(email: string, password: string): Promise<AuthenticateResult> {
  const db = await getDb();
  const normalised = email.trim().toLowerCase();
  const [row] = normalised
    ? await db.select().from(users).where(eq(users.email, normalised)).limit(1)
    : [];
  if (!row) {
    await verifyAgainstDummy(password);
    return { ok: false, reason: "invalid" };
  }
  if (!(await verifyPassword(row.passwordHash, password))) return { ok: false, reason: "invalid" };
  if (row.status === "blocked") return { ok: false, reason: "blocked" };
  if (row.status !== "active" || !row.phoneVerifiedAt) return { ok: false, reason: "unverified" };
  return {
    ok: true,
    user: {
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      phone: row.phone,
      role: row.role,
      tokenVersion: row.tokenVersion,
    },
  };
}
