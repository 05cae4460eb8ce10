import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/admin/tx";
import { getDb } from "@/lib/db/client";
import { sellerProfiles } from "@/lib/db/schema";
import { revalidateListing } from "@/lib/listings/revalidate";
import { createNotification } from "@/lib/notifications/create-notification";
import { expireEndedSubscriptions, pauseListingsOverQuota } from "./entitlement";

/**
 * After a seller's quota shrank (a plan ended, was refunded or revoked): listings above what is
 * left are paused — never deleted — and the seller is told which, with the way back.
 */
export async function fallBackToQuota(
  tx: DbOrTx,
  sellerId: number,
  now: Date,
  why: string,
): Promise<number[]> {
  const [profile] = await tx
    .select({ kind: sellerProfiles.kind })
    .from(sellerProfiles)
    .where(eq(sellerProfiles.userId, sellerId))
    .limit(1);
  if (!profile) return [];
  const paused = await pauseListingsOverQuota(tx, sellerId, profile.kind, now);
  await createNotification(tx, {
    userId: sellerId,
    kind: "plan_expired",
    title: paused.length ? `${why}: ${paused.length} listing(s) paused` : why,
    body: paused.length
      ? `Your plan allows fewer live listings now, so these were paused (not deleted): ${paused
          .map((p) => `"${p.title}"`)
          .join(", ")}. Buy a plan to make them live again.`
      : "Your live listings still fit in what your plans allow. Buy a plan to post more.",
    link: "/saller/plans",
  });
  return paused.map((p) => p.id);
}

export type PlanExpiryRun = { sellers: number; paused: number };

/**
 * Marks ended subscriptions expired and falls those sellers back to what is left (the free
 * tier at least). Idempotent; runs lazily on seller pages (one seller) and from a script.
 */
export async function applyPlanExpiry(
  now: Date = new Date(),
  options: { sellerId?: number } = {},
): Promise<PlanExpiryRun> {
  const db = await getDb();
  const pausedIds: number[] = [];
  const sellers = await db.transaction(async (tx) => {
    const ended = await expireEndedSubscriptions(tx, now, options.sellerId);
    for (const sellerId of ended) {
      pausedIds.push(...(await fallBackToQuota(tx, sellerId, now, "Your plan has ended")));
    }
    return ended.length;
  });
  for (const id of pausedIds) revalidateListing(id);
  return { sellers, paused: pausedIds.length };
}
