import "server-only";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { SellerActor } from "@/lib/auth/current-user";
import { getDb } from "@/lib/db/client";
import { listingDrafts, properties, propertyMedia } from "@/lib/db/schema";
import { slugify } from "@/lib/format/slugify";
import { assertListingSlot } from "@/lib/plans/entitlement";
import { listingSchema } from "@/lib/validation/listing";
import { verifyListingPhotos } from "./listing-media";
import { listingFacts } from "./listing-record";
import { resolveLocation } from "./resolve-location";
import { screenListingQuietly } from "@/lib/trust/screen-listing";

export function listingSlug(title: string): string {
  return `${slugify(title).slice(0, 80) || "property"}-${randomBytes(3).toString("hex")}`;
}

/**
 * Posts a new listing for review. The photos are already in storage (uploaded first); the
 * listing and its media rows are written in one transaction, and the seller's draft is cleared.
 * Refused (402) when the seller's plans allow no more listings live or under review.
 */
export async function createListing(
  seller: SellerActor,
  raw: unknown,
): Promise<{ id: number; status: "pending" }> {
  const input = listingSchema.parse(raw);
  const db = await getDb();
  const location = await resolveLocation(db, input);
  const media = await verifyListingPhotos(db, seller.id, null, input.photos, input.coverKey);
  const facts = listingFacts(input, location);
  const id = await db.transaction(async (tx) => {
    await assertListingSlot(tx, seller.id, seller.sellerKind);
    const [row] = await tx
      .insert(properties)
      .values({
        ...facts,
        sellerId: seller.id,
        postedBy: seller.sellerKind,
        slug: listingSlug(facts.title),
        status: "pending",
      })
      .returning({ id: properties.id });
    if (media.length > 0) {
      await tx.insert(propertyMedia).values(media.map((m) => ({ ...m, propertyId: row.id })));
    }
    await tx.delete(listingDrafts).where(eq(listingDrafts.sellerId, seller.id));
    return row.id;
  });
  // Duplicate and fake signals, and the photos-at-the-place check (lib/trust).
  await screenListingQuietly(id);
  return { id, status: "pending" };
}
