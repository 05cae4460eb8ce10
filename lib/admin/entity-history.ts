import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { auditLog, users } from "@/lib/db/schema";
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

/** The latest audit rows about one record (shown on admin detail pages). */
export async function entityHistory(
  db: DbOrTx,
  entity: string,
  entityId: number,
  limit = 20,
): Promise<HistoryEntry[]> {
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
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}
