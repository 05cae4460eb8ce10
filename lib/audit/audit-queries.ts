import "server-only";
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import { assertAdmin, type AdminActor } from "@/lib/auth/current-user";
import type { Paged } from "@/lib/admin/paging";
import { getDb } from "@/lib/db/client";
import { auditLog, users } from "@/lib/db/schema";
import type { AuditFilters } from "@/lib/validation/admin";
import { optionalFullNameSql } from "@/lib/db/full-name-sql";
import { selectPage } from "@/lib/admin/query-page";

export type AuditRow = {
  id: number;
  actorId: number | null;
  actorName: string | null;
  actorEmail: string | null;
  action: string;
  entity: string;
  entityId: string;
  before: string | null;
  after: string | null;
  reason: string | null;
  createdAt: Date;
};

/** The audit log, newest first; filter by entity ("property", "user", …) and action. */
export async function listAuditLog(
  actor: AdminActor,
  filters: AuditFilters,
): Promise<Paged<AuditRow>> {
  assertAdmin(actor);
  const db = await getDb();
  const conditions: SQL[] = [];
  if (filters.entity) conditions.push(eq(auditLog.entity, filters.entity));
  if (filters.action) conditions.push(eq(auditLog.action, filters.action));
  const where = and(...conditions);
  return selectPage(
    filters.page,
    db
      .select({
        id: auditLog.id,
        actorId: auditLog.actorId,
        actorName: optionalFullNameSql(),
        actorEmail: users.email,
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        before: auditLog.before,
        after: auditLog.after,
        reason: auditLog.reason,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id)),
    db.select({ total: count() }).from(auditLog).where(where),
  );
}

/** The entity and action names present in the log, for the filter menus. */
export async function auditFacets(
  actor: AdminActor,
): Promise<{ entities: string[]; actions: string[] }> {
  assertAdmin(actor);
  const db = await getDb();
  const [entities, actions] = await Promise.all([
    db.selectDistinct({ v: auditLog.entity }).from(auditLog).orderBy(auditLog.entity),
    db.selectDistinct({ v: auditLog.action }).from(auditLog).orderBy(auditLog.action),
  ]);
  return { entities: entities.map((r) => r.v), actions: actions.map((r) => r.v) };
}
