import "server-only";
import { and, eq, ne } from "drizzle-orm";
import { recordPriceDrop } from "@/lib/alerts/price-drops";
import type { SellerActor } from "@/lib/auth/current-user";
import { getDb } from "@/lib/db/client";
import { properties, propertyMedia } from "@/lib/db/schema";
import { deletePhoto } from "@/lib/media/upload-photo";
import { listingSchema } from "@/lib/validation/listing";
import type { ListingStatus } from "@/lib/validation/property-enums";
import { ListingNotFoundError, ListingStateError } from "./listing-errors";
import { verifyPhotos } from "./listing-media";
import { factsFingerprint, listingFacts, type ListingFacts } from "./listing-record";
import { resolveLocation } from "./resolve-location";
import { expireListing } from "@/lib/cache/expire-tags";
import { recordPriceChange } from "@/lib/trust/price-history";
import { screenListingQuietly } from "@/lib/trust/screen-listing";

const LOCKED: Partial<Record<ListingStatus, string>> = {
  sold: "A sold listing can't be edited. Post a new listing instead.",
  rented: "A rented-out listing can't be edited. Post a new listing instead.",
  blocked: "This listing was blocked by our team and can't be edited. Please contact support.",
};

/** Statuses whose edits must be reviewed again before the listing is public. */
const REVIEW_ON_CHANGE: readonly ListingStatus[] = ["active", "paused", "expired"];

export type UpdateListingResult = { id: number; status: ListingStatus; sentForReview: boolean };

/**
 * Saves an edit to the seller's own listing. When the facts or photos of a live (or paused,
 * expired) listing change, it goes back to review; a rejected listing is resubmitted.
 */
export async function updateListing(
  seller: SellerActor,
  id: number,
  raw: unknown,
): Promise<UpdateListingResult> {
  const input = listingSchema.parse(raw);
  const db = await getDb();
  const owned = and(
    eq(properties.id, id),
    eq(properties.sellerId, seller.id),
    ne(properties.status, "deleted"),
  );
  const [current] = await db.select().from(properties).where(owned).limit(1);
  if (!current) throw new ListingNotFoundError();
  const locked = LOCKED[current.status];
  if (locked) throw new ListingStateError(locked);

  const location = await resolveLocation(db, input);
  const media = await verifyPhotos(seller.id, "listings", input.photos, input.coverKey);
  const facts = listingFacts(input, location);
  const oldMedia = await db
    .select({ key: propertyMedia.storageKey })
    .from(propertyMedia)
    .where(eq(propertyMedia.propertyId, id));
  const oldKeys = new Set(oldMedia.map((m) => m.key));
  const newKeys = new Set(media.map((m) => m.storageKey));
  const photosChanged = oldKeys.size !== newKeys.size || [...newKeys].some((k) => !oldKeys.has(k));
  const factsChanged =
    photosChanged || factsFingerprint(pickFacts(current, facts)) !== factsFingerprint(facts);

  let status: ListingStatus = current.status;
  if (current.status === "rejected" || current.status === "draft") status = "pending";
  else if (factsChanged && REVIEW_ON_CHANGE.includes(current.status)) status = "pending";

  await db.transaction(async (tx) => {
    await tx
      .update(properties)
      .set({
        ...facts,
        status,
        rejectionReason: status === "pending" ? null : current.rejectionReason,
        // Back in review: the 90 days start again from the next approval.
        expiresAt: status === "pending" ? null : current.expiresAt,
        updatedAt: new Date(),
      })
      .where(owned);
    // A lower price on a listing that was public: buyers who saved it are told once it is live.
    if (current.approvedAt && !current.priceOnRequest && !facts.priceOnRequest) {
      await recordPriceDrop(tx, { propertyId: id, oldPrice: current.price, newPrice: facts.price });
    }
    // Every price change is kept (the listing page's price history).
    if (!facts.priceOnRequest) {
      await recordPriceChange(tx, {
        propertyId: id,
        oldPrice: current.price,
        newPrice: facts.price,
        since: current.postedAt,
        by: seller.id,
      });
    }
    await tx.delete(propertyMedia).where(eq(propertyMedia.propertyId, id));
    if (media.length > 0) {
      await tx.insert(propertyMedia).values(media.map((m) => ({ ...m, propertyId: id })));
    }
  });
  await Promise.all([...oldKeys].filter((k) => !newKeys.has(k)).map(deletePhoto));
  expireListing(id, location.citySlug);
  // Duplicate and fake signals, and the photos-at-the-place check, on every edit (lib/trust).
  await screenListingQuietly(id);
  return { id, status, sentForReview: status === "pending" && current.status !== "pending" };
}

/** The stored row's values for exactly the keys the form decides. */
function pickFacts(row: Record<string, unknown>, shape: ListingFacts): ListingFacts {
  return Object.fromEntries(Object.keys(shape).map((k) => [k, row[k] ?? null])) as ListingFacts;
}
