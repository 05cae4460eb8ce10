import "server-only";
import { inArray } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { properties } from "@/lib/db/schema";
import type { ListingStatus, PropertyType } from "@/lib/validation/property-enums";
import type { ListingContext } from "./listing-choices";
import { generateListing, type GeneratedListing } from "./property-factory";
import { rngFor } from "./prng";
import { insertListings } from "./seed-properties";

const DAY = 86_400_000;

/** Listings that are not live, for the seller's and admin's moderation screens. */
const MODERATION_SET: readonly (readonly [ListingStatus, number, string | null])[] = [
  ["pending", 10, null],
  ["rejected", 3, "Photos do not show the property; please upload real photos of the flat."],
  ["rejected", 2, "The price looks wrong: ₹1 for a 3 BHK. Please enter the full price."],
  ["blocked", 2, "Reported by several buyers as already sold; the seller did not respond."],
  ["blocked", 2, "Duplicate of another listing by the same seller."],
  ["sold", 4, null],
  ["rented", 2, null],
  ["expired", 3, null],
  ["paused", 2, null],
];

const DEMO_TYPES: readonly PropertyType[] = [
  "FlatApartment",
  "Plot",
  "Shop",
  "FlatApartment",
  "Office",
];

/** The non-active listings: slug suffix `-m0000`…; those already present are skipped. */
export async function seedModerationListings(
  db: Db,
  ctx: ListingContext,
  log: (message: string) => void,
): Promise<number> {
  const generated: GeneratedListing[] = [];
  let index = 0;
  for (const [status, count, reason] of MODERATION_SET) {
    for (let k = 0; k < count; k++, index++) {
      const rng = rngFor("moderation-plan", index);
      const demo = index % 5 === 0;
      const listing = generateListing(index, ctx, {
        namespace: "moderation",
        slugSuffix: `-m${String(index).padStart(4, "0")}`,
        plan: demo
          ? {
              citySlug: rng.pick(["indore", "bhopal"]),
              type: DEMO_TYPES[(index / 5) % DEMO_TYPES.length],
              deal: "sale",
              demoSeller: true,
            }
          : undefined,
      });
      const row = listing.row;
      row.status = status;
      row.rejectionReason = reason;
      row.featuredUntil = null;
      if (status === "pending") {
        row.approvedAt = null;
        row.verified = false;
        row.postedAt = new Date(ctx.now - rng.int(1, 72) * 3_600_000);
        row.views = 0;
        row.enquiries = 0;
      }
      if (status === "rejected") row.approvedAt = null;
      if (status === "expired") row.postedAt = new Date(ctx.now - rng.int(95, 160) * DAY);
      row.createdAt = row.postedAt;
      row.updatedAt = new Date(
        Math.min(ctx.now, (row.postedAt as Date).getTime() + rng.int(1, 20) * DAY),
      );
      row.expiresAt = new Date((row.postedAt as Date).getTime() + 90 * DAY);
      generated.push(listing);
    }
  }
  const existing = new Set(
    (
      await db
        .select({ slug: properties.slug })
        .from(properties)
        .where(
          inArray(
            properties.slug,
            generated.map((g) => g.row.slug),
          ),
        )
    ).map((r) => r.slug),
  );
  const fresh = generated.filter((g) => !existing.has(g.row.slug));
  if (fresh.length > 0) await insertListings(db, fresh);
  log(`seed: non-active listings: ${fresh.length} added, ${existing.size} already there`);
  return fresh.length;
}
