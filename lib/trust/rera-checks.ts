import "server-only";
import { and, inArray, isNotNull } from "drizzle-orm";
import type { Tx } from "@/lib/admin/tx";
import { listingChecks, projects } from "@/lib/db/schema";
import { checkReraFormat } from "@/lib/validation/rera-format";

/**
 * In the transaction of an admin's approval: each approved project with a RERA number in its
 * state's format gets a passed `rera` check (number, state, authority's site, admin, date).
 */
export async function recordReraChecks(tx: Tx, adminId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await tx
    .select({ id: projects.id, number: projects.reraNumber, state: projects.reraState })
    .from(projects)
    .where(and(inArray(projects.id, ids), isNotNull(projects.reraNumber)));
  const now = new Date();
  const values = rows.flatMap((p) => {
    if (!p.number || !p.state) return [];
    const format = checkReraFormat(p.state, p.number, "project");
    if (!format.ok) return [];
    return [
      {
        projectId: p.id,
        kind: "rera" as const,
        status: "passed" as const,
        details: { number: p.number, state: p.state, website: format.website },
        checkedBy: adminId,
        checkedAt: now,
      },
    ];
  });
  if (values.length > 0) await tx.insert(listingChecks).values(values);
}
