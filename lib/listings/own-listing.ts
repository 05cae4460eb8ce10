import "server-only";
import { and, eq, ne } from "drizzle-orm";
import type { SellerActor } from "@/lib/auth/current-user";
import { getDb } from "@/lib/db/client";
import { properties } from "@/lib/db/schema";

/**
 * The seller's own listing `id`, not deleted: the one row the seller's screens and writes may
 * touch. Anyone else's listing looks exactly like one that does not exist.
 */
export function ownListing(seller: SellerActor, id: number) {
  return and(
    eq(properties.id, id),
    eq(properties.sellerId, seller.id),
    ne(properties.status, "deleted"),
  );
}

/** Whether listing `id` is the seller's own (its edit page answers 404 otherwise). */
export async function ownsListing(seller: SellerActor, id: number): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .select({ id: properties.id })
    .from(properties)
    .where(ownListing(seller, id))
    .limit(1);
  return rows.length > 0;
}
