import "server-only";
import { and, eq } from "drizzle-orm";
import { enqueueListingsActivated } from "@/lib/alerts/alert-jobs";
import type { SellerActor } from "@/lib/auth/current-user";
import { getDb } from "@/lib/db/client";
import { cities, properties } from "@/lib/db/schema";
import { assertListingSlot } from "@/lib/plans/entitlement";
import type { ListingAction } from "@/lib/validation/listing";
import type { ListingStatus } from "@/lib/validation/property-enums";
import { listingExpiry } from "./lifecycle";
import { ownListing } from "./own-listing";
import { ListingNotFoundError, ListingStateError } from "./listing-errors";
import { expireListing } from "@/lib/cache/expire-tags";
import { closeOpenQuestions } from "@/lib/trust/close-questions";

type Row = { status: ListingStatus; dealType: string; expiresAt: Date | null };

/** Each action: which statuses it starts from, and where it leads. */
const RULES: Record<
  ListingAction,
  { from: readonly ListingStatus[]; to: (row: Row, now: Date) => ListingStatus; refusal: string }
> = {
  pause: {
    from: ["active"],
    to: () => "paused",
    refusal: "Only a live listing can be paused.",
  },
  unpause: {
    from: ["paused"],
    to: (row, now) => (row.expiresAt && row.expiresAt <= now ? "expired" : "active"),
    refusal: "Only a paused listing can be made live again.",
  },
  sold: {
    from: ["active", "paused", "expired"],
    to: (row) => (row.dealType === "sale" ? "sold" : "rented"),
    refusal: "Only a live, paused or expired listing can be marked sold or rented.",
  },
  delete: {
    from: ["draft", "pending", "active", "rejected", "paused", "sold", "rented", "expired"],
    to: () => "deleted",
    refusal: "This listing can't be deleted.",
  },
  renew: {
    from: ["expired", "active"],
    to: () => "active",
    refusal: "Only a live or expired listing can be renewed.",
  },
};

export type StatusChange = { id: number; status: ListingStatus; expiresAt: Date | null };

/**
 * Pause / unpause / mark sold or rented / delete (soft) / renew one of the seller's own
 * listings. Renewing keeps the listing live for another 90 days from now.
 */
export async function changeListingStatus(
  seller: SellerActor,
  id: number,
  action: ListingAction,
  now = new Date(),
): Promise<StatusChange> {
  const db = await getDb();
  const owned = ownListing(seller, id);
  const [row] = await db
    .select({
      status: properties.status,
      dealType: properties.dealType,
      expiresAt: properties.expiresAt,
      citySlug: cities.slug,
    })
    .from(properties)
    .innerJoin(cities, eq(cities.id, properties.cityId))
    .where(owned)
    .limit(1);
  if (!row) throw new ListingNotFoundError();
  const rule = RULES[action];
  if (!rule.from.includes(row.status)) throw new ListingStateError(rule.refusal);
  const status = rule.to(row, now);
  const expiresAt = action === "renew" ? listingExpiry(now) : row.expiresAt;
  // Back to live from paused or expired takes a listing slot (the quota rules hold here too).
  const takesSlot = status === "active" && row.status !== "active";
  const [updated] = await db.transaction(async (tx) => {
    if (takesSlot) await assertListingSlot(tx, seller.id, seller.sellerKind, now);
    const rows = await tx
      .update(properties)
      .set({
        status,
        expiresAt,
        updatedAt: now,
        // Live again (unpause, renew): confirmed available now (lib/trust).
        ...(status === "active" ? { confirmedAt: now } : {}),
      })
      .where(and(owned, eq(properties.status, row.status)))
      .returning({ id: properties.id, status: properties.status, expiresAt: properties.expiresAt });
    // The seller decided: a "Still available?" question out is answered by this change.
    if (rows.length > 0) await closeOpenQuestions(tx, id, status, now);
    // Live again: matched against saved searches by the background worker.
    if (takesSlot && rows.length > 0) await enqueueListingsActivated(tx, [id]);
    return rows;
  });
  if (!updated)
    throw new ListingStateError("The listing changed meanwhile. Please reload and try again.");
  expireListing(id, row.citySlug);
  return updated;
}
