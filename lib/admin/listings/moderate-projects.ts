import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { AdminActor } from "@/lib/auth/current-user";
import { AppError } from "@/lib/auth/errors";
import { tags } from "@/lib/cache/tags";
import { projects, users } from "@/lib/db/schema";
import type { ModerationInput } from "@/lib/validation/admin";
import { moderate, type ModerationResult } from "./moderate";
import { reraRefusal } from "./rera-rule";
import { recordReraChecks } from "@/lib/trust/rera-checks";

/**
 * Moderates builder projects exactly like listings (one transaction, audit row and builder
 * notification per project), plus the RERA rule on approval.
 */
export function moderateProjects(
  actor: AdminActor,
  input: ModerationInput,
): Promise<ModerationResult> {
  return moderate(actor, input, {
    kind: "project",
    lock: (tx, ids) =>
      tx
        .select({
          id: projects.id,
          title: projects.name,
          name: projects.name,
          status: projects.status,
          stage: projects.stage,
          reraNumber: projects.reraNumber,
          reraExempt: projects.reraExempt,
          landAreaAcres: projects.landAreaAcres,
          totalUnits: projects.totalUnits,
          ownerId: projects.builderId,
          builderStatus: users.status,
          featuredUntil: projects.featuredUntil,
          rejectionReason: projects.rejectionReason,
        })
        .from(projects)
        .innerJoin(users, eq(users.id, projects.builderId))
        .where(inArray(projects.id, ids))
        .for("update", { of: projects }),
    approveRefusal: (row) => {
      const rera = reraRefusal(row);
      if (rera) return new AppError(rera, 422);
      return row.builderStatus === "blocked"
        ? new AppError(
            `Project #${row.id} “${row.name}” belongs to a blocked builder. Unblock the builder first. Nothing was changed.`,
            409,
          )
        : null;
    },
    update: (tx, ids, patch, from) =>
      tx
        .update(projects)
        .set(patch)
        .where(and(inArray(projects.id, ids), inArray(projects.status, from)))
        .returning({ id: projects.id }),
    // Approving a registered project records the RERA check (date, admin, number, state).
    afterUpdate: (tx, command, ids) =>
      command.action === "approve" ? recordReraChecks(tx, actor.id, ids) : Promise.resolve(),
    tags: (rows) => [
      tags.projects,
      ...rows.map((row) => tags.project(row.id)),
      ...rows.map((row) => tags.broker(row.ownerId)),
    ],
  });
}
