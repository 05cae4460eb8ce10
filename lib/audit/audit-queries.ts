import "server-only";
import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { assertAdmin, type AdminActor } from "@/lib/auth/current-user";
import { offsetOf, paged, type Paged } from "@/lib/admin/paging";
import { getDb } from "@/lib/db/client";
import { auditLog, users } from "@/lib/db/schema";
import { ADMIN_PAGE_SIZE, type AuditFilters } from "@/lib/validation/admin";

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
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        actorId: auditLog.actorId,
        actorName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
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
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset(offsetOf(filters.page)),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return paged(rows, total, filters.page);
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
