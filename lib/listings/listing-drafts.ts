import "server-only";
import { eq } from "drizzle-orm";
import type { SellerActor } from "@/lib/auth/current-user";
import { getDb } from "@/lib/db/client";
import { listingDrafts } from "@/lib/db/schema";
import { listingDraftSchema } from "@/lib/validation/listing";

export type ListingDraft = { data: Record<string, unknown>; updatedAt: string };

/** Autosave of the post-a-property form: one draft per seller, replaced on every save. */
export async function saveListingDraft(
  seller: SellerActor,
  raw: unknown,
): Promise<{ updatedAt: string }> {
  const data = listingDraftSchema.parse(raw);
  const db = await getDb();
  const updatedAt = new Date();
  await db
    .insert(listingDrafts)
    .values({ sellerId: seller.id, data, updatedAt })
    .onConflictDoUpdate({ target: listingDrafts.sellerId, set: { data, updatedAt } });
  return { updatedAt: updatedAt.toISOString() };
}

export async function getListingDraft(seller: SellerActor): Promise<ListingDraft | null> {
  const db = await getDb();
  const [row] = await db
    .select({ data: listingDrafts.data, updatedAt: listingDrafts.updatedAt })
    .from(listingDrafts)
    .where(eq(listingDrafts.sellerId, seller.id))
    .limit(1);
  return row ? { data: row.data, updatedAt: row.updatedAt.toISOString() } : null;
}

export async function discardListingDraft(seller: SellerActor): Promise<void> {
  const db = await getDb();
  await db.delete(listingDrafts).where(eq(listingDrafts.sellerId, seller.id));
}
