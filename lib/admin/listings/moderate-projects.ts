import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { assertAdmin, type AdminActor } from "@/lib/auth/current-user";
import { AppError, NotFoundError } from "@/lib/auth/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { tags } from "@/lib/cache/tags";
import { getDb } from "@/lib/db/client";
import { projects, users } from "@/lib/db/schema";
import { moderationSchema, type ModerationInput } from "@/lib/validation/admin";
import { notifyUsers } from "../notify";
import { expireTags } from "@/lib/cache/expire-tags";
import type { ModerationResult } from "./moderate-properties";
import { ALLOWED_FROM, patchFor, refusalFor, sellerNotice } from "./moderation-rules";
import { reraRefusal } from "./rera-rule";

/**
 * Moderates builder projects exactly like listings (one transaction, audit row and builder
 * notification per project), plus the RERA rule on approval.
 */
export async function moderateProjects(
  actor: AdminActor,
  input: ModerationInput,
): Promise<ModerationResult> {
  assertAdmin(actor);
  const command = moderationSchema.parse(input);
  const { ids } = command;
  const db = await getDb();
  const now = new Date();
  const patch = patchFor(command, now);

  const changed = await db.transaction(async (tx) => {
    const before = await tx
      .select({
        id: projects.id,
        title: projects.name,
        name: projects.name,
        status: projects.status,
        stage: projects.stage,
        reraNumber: projects.reraNumber,
        reraExempt: projects.reraExempt,
        builderId: projects.builderId,
        builderStatus: users.status,
        featuredUntil: projects.featuredUntil,
        rejectionReason: projects.rejectionReason,
      })
      .from(projects)
      .innerJoin(users, eq(users.id, projects.builderId))
      .where(inArray(projects.id, ids))
      .for("update", { of: projects });
    const byId = new Map(before.map((row) => [row.id, row]));
    const missing = ids.find((id) => !byId.has(id));
    if (missing !== undefined) throw new NotFoundError(`Project #${missing} does not exist.`);
    if (command.action === "approve") {
      for (const row of before) {
        const refusal = reraRefusal(row);
        if (refusal) throw new AppError(refusal, 422);
        if (row.builderStatus === "blocked") {
          throw new AppError(
            `Project #${row.id} “${row.name}” belongs to a blocked builder. Unblock the builder first. Nothing was changed.`,
            409,
          );
        }
      }
    }

    const updated = await tx
      .update(projects)
      .set(patch)
      .where(and(inArray(projects.id, ids), inArray(projects.status, ALLOWED_FROM[command.action])))
      .returning({ id: projects.id });
    if (updated.length !== ids.length) {
      const done = new Set(updated.map((row) => row.id));
      const refused = before.find((row) => !done.has(row.id))!;
      throw new AppError(
        refusalFor(command.action, refused, "Project") ?? "Nothing was changed.",
        409,
      );
    }

    const reason = "reason" in command ? command.reason : null;
    await recordAudit(
      tx,
      before.map((row) => ({
        actorId: actor.id,
        action: `project.${command.action}`,
        entity: "project",
        entityId: row.id,
        before: {
          status: row.status,
          featuredUntil: row.featuredUntil,
          rejectionReason: row.rejectionReason,
        },
        after: {
          status: patch.status ?? row.status,
          featuredUntil:
            patch.featuredUntil === undefined ? row.featuredUntil : patch.featuredUntil,
          rejectionReason:
            patch.rejectionReason === undefined ? row.rejectionReason : patch.rejectionReason,
        },
        reason,
      })),
    );
    await notifyUsers(
      tx,
      before.flatMap((row) => {
        const notice = sellerNotice(command, { kind: "project", id: row.id, title: row.name });
        return notice ? [{ userId: row.builderId, ...notice }] : [];
      }),
    );
    return before;
  });

  expireTags([
    tags.projects,
    ...changed.map((row) => tags.project(row.id)),
    ...changed.map((row) => tags.broker(row.builderId)),
  ]);
  return { action: command.action, count: changed.length };
}
