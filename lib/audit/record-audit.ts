import "server-only";
import { auditLog } from "@/lib/db/schema";
import type { Tx } from "@/lib/admin/tx";

export type AuditEntry = {
  actorId: number;
  /** `<entity>.<verb>`, e.g. `property.approve`. */
  action: string;
  entity: string;
  entityId: number | string;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
};

function json(value: unknown): string | null {
  return value === undefined ? null : JSON.stringify(value);
}

/**
 * Writes audit rows inside the caller's transaction, so a change and its record commit or
 * roll back together.
 */
export async function recordAudit(tx: Tx, entries: AuditEntry | AuditEntry[]): Promise<void> {
  const list = Array.isArray(entries) ? entries : [entries];
  if (list.length === 0) return;
  await tx.insert(auditLog).values(
    list.map((e) => ({
      actorId: e.actorId,
      action: e.action,
      entity: e.entity,
      entityId: String(e.entityId),
      before: json(e.before),
      after: json(e.after),
      reason: e.reason ?? null,
    })),
  );
}
