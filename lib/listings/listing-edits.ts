import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/admin/tx";
import { listingEdits } from "@/lib/db/schema";
import { isUploadedPhotoKey } from "@/lib/media/upload-photo";
import type { VerifiedPhoto } from "./listing-media";
import type { ListingFacts } from "./listing-record";

/** A seller's edit of a live listing waiting for review (see review-fields.ts). */
export type PendingEdit = {
  propertyId: number;
  facts: ListingFacts;
  media: VerifiedPhoto[];
  submittedAt: Date;
};

export async function loadPendingEdit(
  db: DbOrTx,
  propertyId: number,
  options: { lock?: boolean } = {},
): Promise<PendingEdit | null> {
  const query = db
    .select()
    .from(listingEdits)
    .where(eq(listingEdits.propertyId, propertyId))
    .limit(1);
  const [row] = options.lock ? await query.for("update") : await query;
  if (!row) return null;
  return {
    propertyId: row.propertyId,
    facts: row.facts as unknown as ListingFacts,
    media: row.media as unknown as VerifiedPhoto[],
    submittedAt: row.submittedAt,
  };
}

/** Keeps (or replaces) the listing's pending edit. */
export async function savePendingEdit(
  tx: DbOrTx,
  propertyId: number,
  facts: ListingFacts,
  media: VerifiedPhoto[],
  now: Date,
): Promise<void> {
  const value = {
    facts: facts as unknown as Record<string, unknown>,
    media: media as unknown as Record<string, unknown>[],
    submittedAt: now,
  };
  await tx
    .insert(listingEdits)
    .values({ propertyId, ...value })
    .onConflictDoUpdate({ target: listingEdits.propertyId, set: value });
}

export async function dropPendingEdit(tx: DbOrTx, propertyId: number): Promise<void> {
  await tx.delete(listingEdits).where(eq(listingEdits.propertyId, propertyId));
}

/**
 * Photo keys of `from` that appear in none of `keep` (files to delete once nothing uses them).
 * Only sellers' own uploads: the demo pool's photos are shared by many listings.
 */
export function unusedPhotoKeys(
  from: readonly { storageKey: string }[],
  ...keep: (readonly { storageKey: string }[])[]
): string[] {
  const used = new Set(keep.flat().map((m) => m.storageKey));
  return from.map((m) => m.storageKey).filter((k) => !used.has(k) && isUploadedPhotoKey(k));
}
