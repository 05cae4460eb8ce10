import "server-only";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "@/lib/admin/tx";
import { users } from "@/lib/db/schema";
import type { DataSubject } from "./registry-types";

/** The account as the person sees it (no password hash, no session counter). */
export async function exportAccountRow(db: DbOrTx, subject: DataSubject): Promise<unknown[]> {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      role: users.role,
      status: users.status,
      phoneVerifiedAt: users.phoneVerifiedAt,
      avatarUrl: users.avatarUrl,
      lastLoginAt: users.lastLoginAt,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, subject.id));
}

/** The e-mail address a deleted account keeps (unique, undeliverable: RFC 2606 `.invalid`). */
export function deletedEmail(id: number): string {
  return `deleted-${id}@deleted.invalid`;
}

/**
 * Turns the account row into a tombstone: nothing that identifies the person is left, no
 * password can match, every session ends, and the e-mail and phone are free to register again.
 * The row stays because kept invoices and payments point at it.
 */
export async function eraseAccountRow(tx: Tx, subject: DataSubject): Promise<void> {
  await tx
    .update(users)
    .set({
      firstName: "Deleted",
      lastName: "account",
      email: deletedEmail(subject.id),
      phone: `deleted:${subject.id}`,
      passwordHash: "!deleted",
      status: "blocked",
      blockedReason: "Deleted by its owner",
      avatarUrl: null,
      phoneVerifiedAt: null,
      lastLoginAt: null,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      deletedAt: sql`coalesce(${users.deletedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, subject.id));
}
