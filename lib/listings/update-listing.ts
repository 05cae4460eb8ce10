import "server-only";
import { eq } from "drizzle-orm";
import type { SellerActor } from "@/lib/auth/current-user";
import { getDb } from "@/lib/db/client";
import { cities, properties, propertyMedia } from "@/lib/db/schema";
import { deletePhoto } from "@/lib/media/upload-photo";
import { listingSchema } from "@/lib/validation/listing";
import type { ListingStatus } from "@/lib/validation/property-enums";
import { ownListing } from "./own-listing";
import { ListingNotFoundError, ListingStateError } from "./listing-errors";
import {
  dropPendingEdit,
  loadPendingEdit,
  savePendingEdit,
  unusedPhotoKeys,
} from "./listing-edits";
import { attachedPhotos, verifyListingPhotos, type VerifiedPhoto } from "./listing-media";
import { factsFingerprint, listingFacts, storedAsForm, type ListingFacts } from "./listing-record";
import { recordPriceChange } from "./price-change";
import { resolveLocation, type ResolvedLocation } from "./resolve-location";
import { livePart, reviewedPart } from "./review-fields";
import { expireListing } from "@/lib/cache/expire-tags";
import { screenListingQuietly } from "@/lib/trust/screen-listing";

const LOCKED: Partial<Record<ListingStatus, string>> = {
  sold: "A sold listing can't be edited. Post a new listing instead.",
  rented: "A rented-out listing can't be edited. Post a new listing instead.",
  blocked: "This listing was blocked by our team and can't be edited. Please contact support.",
};

/** Statuses (not public now) whose reviewed changes send the listing back to review. */
const REVIEW_ON_CHANGE: readonly ListingStatus[] = ["paused", "expired"];

export type UpdateListingResult = {
  id: number;
  status: ListingStatus;
  sentForReview: boolean;
  /** A live listing's reviewed changes wait for approval; the approved version stays public. */
  editPending: boolean;
};

/**
 * Saves an edit to the seller's own listing. The money terms, furnishing and amenities change
 * at once (review-fields.ts). Changes to anything else:
 * - on a live listing are kept as a pending edit: the page shows the approved version until an
 *   admin approves (lib/admin/listings/review-listing-edit.ts);
 * - on a paused or expired listing send it back to review;
 * - on a rejected (or draft) listing resubmit it.
 */
/**
 * The form has no map pin: a listing is placed at its locality (or city) centre. A listing whose
 * city and locality an edit leaves as they were keeps its stored point (a demo listing's, or one
 * set before), so saving it is not a move for review.
 */
function keepPoint(
  resolved: ResolvedLocation,
  current: {
    cityId: number;
    localityId: number | null;
    localityName: string;
    lat: number | null;
    lon: number | null;
  },
): ResolvedLocation {
  if (current.lat === null || current.lon === null) return resolved;
  const samePlace =
    resolved.cityId === current.cityId &&
    resolved.localityId === current.localityId &&
    resolved.localityName === current.localityName;
  return samePlace ? { ...resolved, lat: current.lat, lon: current.lon } : resolved;
}

export async function updateListing(
  seller: SellerActor,
  id: number,
  raw: unknown,
): Promise<UpdateListingResult> {
  const input = listingSchema.parse(raw);
  const db = await getDb();
  const owned = ownListing(seller, id);
  const [current] = await db.select().from(properties).where(owned).limit(1);
  if (!current) throw new ListingNotFoundError();
  const locked = LOCKED[current.status];
  if (locked) throw new ListingStateError(locked);

  const location = keepPoint(await resolveLocation(db, input), current);
  const oldMedia: VerifiedPhoto[] = await db
    .select({
      storageKey: propertyMedia.storageKey,
      url: propertyMedia.url,
      width: propertyMedia.width,
      height: propertyMedia.height,
      position: propertyMedia.position,
      isCover: propertyMedia.isCover,
      alt: propertyMedia.alt,
    })
    .from(propertyMedia)
    .where(eq(propertyMedia.propertyId, id));
  const previousEdit = await loadPendingEdit(db, id);
  // Photos already on this listing stay valid whatever their key (demo pool, imported files);
  // anything else must be the seller's own new upload (listing-media.ts).
  const media = await verifyListingPhotos(
    db,
    seller.id,
    id,
    input.photos,
    input.coverKey,
    attachedPhotos(oldMedia, previousEdit?.media ?? []),
  );
  const facts = listingFacts(input, location);
  const oldKeys = new Set(oldMedia.map((m) => m.storageKey));
  const newKeys = new Set(media.map((m) => m.storageKey));
  const photosChanged = oldKeys.size !== newKeys.size || [...newKeys].some((k) => !oldKeys.has(k));
  const reviewedChanged =
    photosChanged ||
    factsFingerprint(reviewedPart(pickFacts(storedAsForm(current), facts)) as ListingFacts) !==
      factsFingerprint(reviewedPart(facts) as ListingFacts);

  let status: ListingStatus = current.status;
  if (current.status === "rejected" || current.status === "draft") status = "pending";
  else if (reviewedChanged && REVIEW_ON_CHANGE.includes(current.status)) status = "pending";
  const holdForReview = current.status === "active" && reviewedChanged;
  const now = new Date();

  await db.transaction(async (tx) => {
    const written = holdForReview ? livePart(facts, current) : facts;
    await tx
      .update(properties)
      .set({
        ...written,
        status,
        rejectionReason: status === "pending" ? null : current.rejectionReason,
        // Back in review: the 90 days start again from the next approval.
        expiresAt: status === "pending" ? null : current.expiresAt,
        updatedAt: now,
      })
      .where(owned);
    await recordPriceChange(tx, {
      propertyId: id,
      before: current,
      after: { price: facts.price, priceOnRequest: facts.priceOnRequest ?? false },
      by: seller.id,
      at: now,
    });
    if (holdForReview) {
      await savePendingEdit(tx, id, facts, media, now);
    } else {
      await dropPendingEdit(tx, id);
      await tx.delete(propertyMedia).where(eq(propertyMedia.propertyId, id));
      if (media.length > 0) {
        await tx.insert(propertyMedia).values(media.map((m) => ({ ...m, propertyId: id })));
      }
    }
  });
  // Files nothing refers to any more: photos removed by this edit or by the edit it replaces.
  const unused = holdForReview
    ? unusedPhotoKeys(previousEdit?.media ?? [], oldMedia, media)
    : unusedPhotoKeys([...oldMedia, ...(previousEdit?.media ?? [])], media);
  await Promise.all(unused.map(deletePhoto));
  expireListing(id, location.citySlug);
  if (location.cityId !== current.cityId) {
    const [shown] = await db
      .select({ slug: cities.slug })
      .from(cities)
      .where(eq(cities.id, current.cityId));
    if (shown) expireListing(id, shown.slug);
  }
  // Duplicate and fake signals, and the photos-at-the-place check, on every edit (lib/trust).
  await screenListingQuietly(id);
  return {
    id,
    status,
    sentForReview: status === "pending" && current.status !== "pending",
    editPending: holdForReview,
  };
}

/** The stored row's values for exactly the keys the form decides. */
function pickFacts(row: Record<string, unknown>, shape: ListingFacts): ListingFacts {
  return Object.fromEntries(Object.keys(shape).map((k) => [k, row[k] ?? null])) as ListingFacts;
}
