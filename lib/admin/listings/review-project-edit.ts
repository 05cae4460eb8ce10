import "server-only";
import { eq } from "drizzle-orm";
import { assertAdmin, type AdminActor } from "@/lib/auth/current-user";
import { AppError, NotFoundError } from "@/lib/auth/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { expireTags } from "@/lib/cache/expire-tags";
import { tags } from "@/lib/cache/tags";
import { getDb } from "@/lib/db/client";
import { projects } from "@/lib/db/schema";
import { dropPendingProjectEdit, loadPendingProjectEdit } from "@/lib/projects/project-edits";
import { recordReraChecks } from "@/lib/trust/rera-checks";
import { projectEditDecisionSchema } from "@/lib/validation/admin";
import { notifyUsers } from "../notify";
import { editDecisionNotice } from "./moderation-rules";
import { reraRefusal } from "./rera-rule";

export type ProjectEditOutcome = { decision: "approve" | "reject"; projectId: number };

/**
 * An admin approves or rejects the pending edit of a live project (lib/projects/update-project.ts).
 * Approval copies the builder's last submitted facts onto the project (the prices and amenities
 * they changed went live already), under the RERA rule; rejection drops the edit and tells the
 * builder why. The project stays live either way. The projects' side of review-listing-edit.ts.
 */
export async function reviewProjectEdit(
  actor: AdminActor,
  raw: unknown,
): Promise<ProjectEditOutcome> {
  assertAdmin(actor);
  const command = projectEditDecisionSchema.parse(raw);
  const id = command.projectId;
  const db = await getDb();
  const builderId = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        builderId: projects.builderId,
        name: projects.name,
        status: projects.status,
        reraNumber: projects.reraNumber,
        reraState: projects.reraState,
      })
      .from(projects)
      .where(eq(projects.id, id))
      .for("update");
    if (!row || row.status === "deleted") throw new NotFoundError(`Project #${id} does not exist.`);
    const edit = await loadPendingProjectEdit(tx, id, { lock: true });
    if (!edit) {
      throw new AppError(
        `Project #${id} has no changes waiting for review. Nothing was changed.`,
        409,
      );
    }
    const facts = edit.facts;
    if (command.decision === "approve") {
      const refusal = reraRefusal({
        id,
        name: facts.name,
        stage: facts.stage,
        reraNumber: facts.reraNumber ?? null,
        reraExempt: facts.reraExempt ?? false,
        landAreaAcres: facts.landAreaAcres,
        totalUnits: facts.totalUnits,
      });
      if (refusal) throw new AppError(refusal, 422);
    }
    await dropPendingProjectEdit(tx, id);
    if (command.decision === "approve") {
      await tx
        .update(projects)
        .set({ ...facts, updatedAt: new Date() })
        .where(eq(projects.id, id));
      if (facts.reraNumber !== row.reraNumber || facts.reraState !== row.reraState) {
        await recordReraChecks(tx, actor.id, [id]);
      }
    }
    const reason = command.decision === "reject" ? command.reason : null;
    await recordAudit(tx, {
      actorId: actor.id,
      action: `project.edit_${command.decision}`,
      entity: "project",
      entityId: id,
      before: { name: row.name },
      after: { name: facts.name, decision: command.decision },
      reason,
    });
    await notifyUsers(tx, [
      {
        userId: row.builderId,
        ...editDecisionNotice({
          kind: "project",
          id,
          title: row.name,
          proposedTitle: facts.name,
          decision: command.decision,
          reason,
        }),
      },
    ]);
    return row.builderId;
  });
  expireTags([tags.projects, tags.project(id), tags.broker(builderId)]);
  return { decision: command.decision, projectId: id };
}
