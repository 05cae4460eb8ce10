import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { enqueueListingsActivated } from "@/lib/alerts/alert-jobs";
import { assertAdmin, type AdminActor } from "@/lib/auth/current-user";
import { AppError, NotFoundError } from "@/lib/auth/errors";
import { tags } from "@/lib/cache/tags";
import { getDb } from "@/lib/db/client";
import { cities, properties, users } from "@/lib/db/schema";
import { moderationSchema, type ModerationInput } from "@/lib/validation/admin";
import { expireTags } from "@/lib/cache/expire-tags";
import { ALLOWED_FROM, patchFor, refusalFor } from "./moderation-rules";
import { recordModeration } from "./record-moderation";

export type ModerationResult = { action: string; count: number };

/**
 * Approves, rejects, blocks, features, unfeatures or deletes listings — one or many — in ONE
 * transaction: every listing changes, each with its audit row and seller notification, or none
 * does. A reject or block reason is what the seller sees (properties.rejection_reason).
 */
export async function moderateProperties(
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
        id: properties.id,
        title: properties.title,
        status: properties.status,
        sellerId: properties.sellerId,
        sellerStatus: users.status,
        featuredUntil: properties.featuredUntil,
        rejectionReason: properties.rejectionReason,
        citySlug: cities.slug,
      })
      .from(properties)
      .innerJoin(users, eq(users.id, properties.sellerId))
      .innerJoin(cities, eq(cities.id, properties.cityId))
      .where(inArray(properties.id, ids))
      .for("update", { of: properties });
    const byId = new Map(before.map((row) => [row.id, row]));
    const missing = ids.find((id) => !byId.has(id));
    if (missing !== undefined) throw new NotFoundError(`Listing #${missing} does not exist.`);
    if (command.action === "approve") {
      const blockedSeller = before.find((row) => row.sellerStatus === "blocked");
      if (blockedSeller) {
        throw new AppError(
          `Listing #${blockedSeller.id} “${blockedSeller.title}” belongs to a blocked seller. Unblock the seller first. Nothing was changed.`,
          409,
        );
      }
    }

    // One statement for every selected listing; if any is in the wrong state the count falls
    // short and the whole transaction (this update included) rolls back.
    const updated = await tx
      .update(properties)
      .set(patch)
      .where(
        and(inArray(properties.id, ids), inArray(properties.status, ALLOWED_FROM[command.action])),
      )
      .returning({ id: properties.id, status: properties.status });
    if (updated.length !== ids.length) {
      const done = new Set(updated.map((row) => row.id));
      const refused = before.find((row) => !done.has(row.id))!;
      throw new AppError(
        refusalFor(command.action, refused, "Listing") ?? "Nothing was changed.",
        409,
      );
    }

    // New on the site: matched against saved searches by the background worker, not here.
    if (command.action === "approve") await enqueueListingsActivated(tx, ids);

    await recordModeration(
      tx,
      actor,
      "listing",
      command,
      patch,
      before.map((row) => ({ ...row, ownerId: row.sellerId })),
    );
    return before;
  });

  expireTags([
    tags.properties,
    tags.featured,
    ...changed.map((row) => tags.property(row.id)),
    ...changed.map((row) => tags.cityProperties(row.citySlug)),
    ...changed.map((row) => tags.broker(row.sellerId)),
  ]);
  return { action: command.action, count: changed.length };
}
