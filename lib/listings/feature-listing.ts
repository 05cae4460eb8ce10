import "server-only";
import { and, eq } from "drizzle-orm";
import type { SellerActor } from "@/lib/auth/current-user";
import { getDb } from "@/lib/db/client";
import { cities, properties } from "@/lib/db/schema";
import {
  featuredUntilFor,
  getEntitlement,
  lockSellerQuota,
  QuotaExceededError,
} from "@/lib/plans/entitlement";
import { ListingNotFoundError, ListingStateError } from "./listing-errors";
import { expireListing } from "@/lib/cache/expire-tags";

/**
 * Features one of the seller's live listings with a featured slot of their plans: it sorts
 * first in search until the featured period ends (never past the plan's end). No slot left →
 * 402 with the way to the plans.
 */
export async function featureListing(
  seller: SellerActor,
  id: number,
  now: Date = new Date(),
): Promise<{ id: number; featuredUntil: Date }> {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    await lockSellerQuota(tx, seller.id);
    const [row] = await tx
      .select({
        status: properties.status,
        featuredUntil: properties.featuredUntil,
        citySlug: cities.slug,
      })
      .from(properties)
      .innerJoin(cities, eq(cities.id, properties.cityId))
      .where(and(eq(properties.id, id), eq(properties.sellerId, seller.id)))
      .limit(1);
    if (!row || row.status === "deleted") throw new ListingNotFoundError();
    if (row.status !== "active")
      throw new ListingStateError("Only a live listing can be featured.");
    if (row.featuredUntil && row.featuredUntil > now) {
      throw new ListingStateError("This listing is already featured.");
    }
    const e = await getEntitlement(tx, seller.id, seller.sellerKind, now);
    if (e.featuredUsed >= e.featuredQuota) {
      throw new QuotaExceededError(
        e.featuredQuota === 0
          ? "Your plan has no featured slots. Buy a plan with featured listings on the Plans page."
          : `All ${e.featuredQuota} featured slots of your plans are in use. Buy a plan on the Plans page for more.`,
      );
    }
    const featuredUntil = featuredUntilFor(e, now);
    await tx.update(properties).set({ featuredUntil, updatedAt: now }).where(eq(properties.id, id));
    return { featuredUntil, citySlug: row.citySlug };
  });
  expireListing(id, result.citySlug);
  return { id, featuredUntil: result.featuredUntil };
}
