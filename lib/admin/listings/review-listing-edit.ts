import "server-only";
import { eq } from "drizzle-orm";
import { assertAdmin, type AdminActor } from "@/lib/auth/current-user";
import { AppError, NotFoundError } from "@/lib/auth/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { expireListing } from "@/lib/cache/expire-tags";
import { getDb } from "@/lib/db/client";
import { cities, properties, propertyMedia } from "@/lib/db/schema";
import { dropPendingEdit, loadPendingEdit, unusedPhotoKeys } from "@/lib/listings/listing-edits";
import { livePart, reviewedPart } from "@/lib/listings/review-fields";
import { deletePhoto } from "@/lib/media/upload-photo";
import { listingEditDecisionSchema } from "@/lib/validation/admin";
import { notifyUsers } from "../notify";
import { editDecisionNotice } from "./moderation-rules";

export type ListingEditOutcome = { decision: "approve" | "reject"; propertyId: number };

/**
 * An admin approves or rejects the pending edit of a live listing. Approval copies the reviewed
 * fields onto the listing (the money terms the seller changed went live already) with its
 * photos; rejection drops the edit and tells the seller why. The listing stays live either way.
 */
export async function reviewListingEdit(
  actor: AdminActor,
  raw: unknown,
): Promise<ListingEditOutcome> {
  assertAdmin(actor);
  const command = listingEditDecisionSchema.parse(raw);
  const id = command.propertyId;
  const db = await getDb();
  const now = new Date();
  const result = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        sellerId: properties.sellerId,
        title: properties.title,
        status: properties.status,
        cityId: properties.cityId,
        price: properties.price,
      })
      .from(properties)
      .where(eq(properties.id, id))
      .for("update");
    if (!row || row.status === "deleted") throw new NotFoundError(`Listing #${id} does not exist.`);
    const edit = await loadPendingEdit(tx, id, { lock: true });
    if (!edit) {
      throw new AppError(
        `Listing #${id} has no changes waiting for review. Nothing was changed.`,
        409,
      );
    }
    const oldMedia = await tx
      .select({ storageKey: propertyMedia.storageKey })
      .from(propertyMedia)
      .where(eq(propertyMedia.propertyId, id));
    await dropPendingEdit(tx, id);
    let unused: string[];
    if (command.decision === "approve") {
      const reviewed = reviewedPart(edit.facts);
      // Today's money terms stay; the price per sq ft follows the approved area and deal.
      const { pricePerSqft } = livePart({ ...edit.facts, price: row.price }, edit.facts);
      await tx
        .update(properties)
        .set({ ...reviewed, pricePerSqft, updatedAt: now })
        .where(eq(properties.id, id));
      await tx.delete(propertyMedia).where(eq(propertyMedia.propertyId, id));
      if (edit.media.length > 0) {
        await tx.insert(propertyMedia).values(edit.media.map((m) => ({ ...m, propertyId: id })));
      }
      unused = unusedPhotoKeys(oldMedia, edit.media);
    } else {
      unused = unusedPhotoKeys(edit.media, oldMedia);
    }
    const reason = command.decision === "reject" ? command.reason : null;
    await recordAudit(tx, {
      actorId: actor.id,
      action: `property.edit_${command.decision}`,
      entity: "property",
      entityId: id,
      before: { title: row.title },
      after: { title: edit.facts.title, decision: command.decision },
      reason,
    });
    await notifyUsers(tx, [
      {
        userId: row.sellerId,
        ...editDecisionNotice({
          kind: "listing",
          id,
          title: row.title,
          proposedTitle: edit.facts.title,
          decision: command.decision,
          reason,
        }),
      },
    ]);
    const slugs = await tx
      .select({ id: cities.id, slug: cities.slug })
      .from(cities)
      .where(eq(cities.id, row.cityId));
    const newCity =
      edit.facts.cityId === row.cityId
        ? []
        : await tx
            .select({ slug: cities.slug })
            .from(cities)
            .where(eq(cities.id, edit.facts.cityId));
    return { unused, slugs: [...slugs, ...newCity].map((c) => c.slug) };
  });
  await Promise.all(result.unused.map(deletePhoto));
  for (const slug of result.slugs) expireListing(id, slug);
  return { decision: command.decision, propertyId: id };
}
