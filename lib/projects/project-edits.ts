import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/admin/tx";
import { projectEdits } from "@/lib/db/schema";
import type { ProjectFacts } from "./project-record";

/**
 * A builder's edit of a live project waiting for review (see project-review-fields.ts): the
 * projects' side of lib/listings/listing-edits.ts. A project's photos and brochure are columns
 * of its row, so they travel inside `facts`.
 */
export type PendingProjectEdit = {
  projectId: number;
  facts: ProjectFacts;
  submittedAt: Date;
};

export async function loadPendingProjectEdit(
  db: DbOrTx,
  projectId: number,
  options: { lock?: boolean } = {},
): Promise<PendingProjectEdit | null> {
  const query = db
    .select()
    .from(projectEdits)
    .where(eq(projectEdits.projectId, projectId))
    .limit(1);
  const [row] = options.lock ? await query.for("update") : await query;
  if (!row) return null;
  return {
    projectId: row.projectId,
    facts: row.facts as unknown as ProjectFacts,
    submittedAt: row.submittedAt,
  };
}

/** Keeps (or replaces) the project's pending edit. */
export async function savePendingProjectEdit(
  tx: DbOrTx,
  projectId: number,
  facts: ProjectFacts,
  now: Date,
): Promise<void> {
  const value = { facts: facts as unknown as Record<string, unknown>, submittedAt: now };
  await tx
    .insert(projectEdits)
    .values({ projectId, ...value })
    .onConflictDoUpdate({ target: projectEdits.projectId, set: value });
}

export async function dropPendingProjectEdit(tx: DbOrTx, projectId: number): Promise<void> {
  await tx.delete(projectEdits).where(eq(projectEdits.projectId, projectId));
}
