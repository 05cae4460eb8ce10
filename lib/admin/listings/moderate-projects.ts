import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { assertAdmin, type AdminActor } from "@/lib/auth/current-user";
import { AppError, NotFoundError } from "@/lib/auth/errors";
import { tags } from "@/lib/cache/tags";
import { getDb } from "@/lib/db/client";
import { projects, users } from "@/lib/db/schema";
import { moderationSchema, type ModerationInput } from "@/lib/validation/admin";
import { expireTags } from "@/lib/cache/expire-tags";
import type { ModerationResult } from "./moderate-properties";
import { ALLOWED_FROM, patchFor, refusalFor } from "./moderation-rules";
import { recordModeration } from "./record-moderation";
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

    await recordModeration(
      tx,
      actor,
      "project",
      command,
      patch,
      before.map((row) => ({ ...row, ownerId: row.builderId })),
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
