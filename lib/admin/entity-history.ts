import "server-only";
import { and, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { auditLog, payments, users } from "@/lib/db/schema";
import type { DbOrTx } from "./tx";
import { optionalFullNameSql } from "@/lib/db/full-name-sql";

export type HistoryEntry = {
  id: number;
  action: string;
  actorName: string | null;
  reason: string | null;
  before: string | null;
  after: string | null;
  createdAt: Date;
};

async function historyWhere(db: DbOrTx, where: SQL | undefined, limit: number) {
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      actorName: optionalFullNameSql(),
      reason: auditLog.reason,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}

/** The latest audit rows about one record (shown on admin detail pages). */
export async function entityHistory(
  db: DbOrTx,
  entity: string,
  entityId: number,
  limit = 20,
): Promise<HistoryEntry[]> {
  return historyWhere(
    db,
    and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))),
    limit,
  );
}

/**
 * Everything admins did to a seller's account: the account itself (block, unblock), the seller
 * (plan grants) and the seller's payments (refunds), newest first.
 */
export async function sellerHistory(
  db: DbOrTx,
  sellerId: number,
  limit = 20,
): Promise<HistoryEntry[]> {
  const theirPayments = db
    .select({ id: sql<string>`${payments.id}::text` })
    .from(payments)
    .where(eq(payments.sellerId, sellerId));
  return historyWhere(
    db,
    or(
      and(inArray(auditLog.entity, ["user", "seller"]), eq(auditLog.entityId, String(sellerId))),
      and(eq(auditLog.entity, "payment"), inArray(auditLog.entityId, theirPayments)),
    ),
    limit,
  );
}
