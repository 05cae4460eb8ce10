import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { enqueueListingsActivated } from "@/lib/alerts/alert-jobs";
import type { AdminActor } from "@/lib/auth/current-user";
import { AppError } from "@/lib/auth/errors";
import { tags } from "@/lib/cache/tags";
import { cities, properties, users } from "@/lib/db/schema";
import type { ModerationInput } from "@/lib/validation/admin";
import { moderate, type ModerationResult } from "./moderate";

export type { ModerationResult } from "./moderate";

/**
 * Approves, rejects, blocks, features, unfeatures or deletes listings — one or many — in one
 * transaction (see `moderate`). A listing of a blocked seller cannot be approved.
 */
export function moderateProperties(
  actor: AdminActor,
  input: ModerationInput,
): Promise<ModerationResult> {
  return moderate(actor, input, {
    kind: "listing",
    lock: (tx, ids) =>
      tx
        .select({
          id: properties.id,
          title: properties.title,
          status: properties.status,
          ownerId: properties.sellerId,
          sellerStatus: users.status,
          featuredUntil: properties.featuredUntil,
          rejectionReason: properties.rejectionReason,
          citySlug: cities.slug,
        })
        .from(properties)
        .innerJoin(users, eq(users.id, properties.sellerId))
        .innerJoin(cities, eq(cities.id, properties.cityId))
        .where(inArray(properties.id, ids))
        .for("update", { of: properties }),
    approveRefusal: (row) =>
      row.sellerStatus === "blocked"
        ? new AppError(
            `Listing #${row.id} “${row.title}” belongs to a blocked seller. Unblock the seller first. Nothing was changed.`,
            409,
          )
        : null,
    update: (tx, ids, patch, from) =>
      tx
        .update(properties)
        .set(patch)
        .where(and(inArray(properties.id, ids), inArray(properties.status, from)))
        .returning({ id: properties.id }),
    // New on the site: matched against saved searches by the background worker, not here.
    afterUpdate: async (tx, command, ids) => {
      if (command.action === "approve") await enqueueListingsActivated(tx, ids);
    },
    tags: (rows) => [
      tags.properties,
      tags.featured,
      ...rows.map((row) => tags.property(row.id)),
      ...rows.map((row) => tags.cityProperties(row.citySlug)),
      ...rows.map((row) => tags.broker(row.ownerId)),
    ],
  });
}
