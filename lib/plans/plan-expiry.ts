import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/lib/admin/tx";
import { getDb } from "@/lib/db/client";
import { sellerProfiles } from "@/lib/db/schema";
import { expireTags, listingTags } from "@/lib/cache/expire-tags";
import { createNotification } from "@/lib/notifications/create-notification";
import {
  expireEndedSubscriptions,
  pauseListingsOverQuota,
  type PausedListing,
} from "./entitlement";

/**
 * After a seller's quota shrank (a plan ended, was refunded or revoked): listings above what is
 * left are paused — never deleted — and the seller is told which, with the way back.
 */
export async function fallBackToQuota(
  tx: DbOrTx,
  sellerId: number,
  now: Date,
  why: string,
): Promise<PausedListing[]> {
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
      ? `Your plan allows fewer live listings now, so we paused the newest ${
          paused.length === 1 ? "one" : `${paused.length}`
        } (not deleted): ${paused
          .map((p) => `"${p.title}"`)
          .join(", ")}. Your older listings stay live. Buy a plan to make ${
          paused.length === 1 ? "it" : "them"
        } live again.`
      : "Your live listings still fit in what your plans allow. Buy a plan to post more.",
    link: "/saller/plans",
  });
  return paused;
}

/** Cache tags of paused listings: their pages, and their city's lists and similar listings. */
export function pausedListingTags(paused: PausedListing[]): string[] {
  return [...new Set(paused.flatMap((p) => listingTags(p.id, p.citySlug)))];
}

export type PlanExpiryRun = {
  sellers: number;
  paused: number;
  /** Cache tags of the paused listings (expired here unless the caller passed its transaction). */
  tags: string[];
};

/**
 * Marks ended subscriptions expired and falls those sellers back to what is left (the free
 * tier at least). Idempotent; part of the expiry job (lib/listings/expiry-job.ts), never run
 * while serving a page. Pass a transaction as `db` to make it part of the caller's unit.
 */
export async function applyPlanExpiry(
  now: Date = new Date(),
  options: { sellerId?: number; db?: DbOrTx } = {},
): Promise<PlanExpiryRun> {
  const run = async (tx: DbOrTx) => {
    const ended = await expireEndedSubscriptions(tx, now, options.sellerId);
    const paused: PausedListing[] = [];
    for (const sellerId of ended) {
      paused.push(...(await fallBackToQuota(tx, sellerId, now, "Your plan has ended")));
    }
    return { sellers: ended.length, paused };
  };
  const result = options.db ? await run(options.db) : await (await getDb()).transaction(run);
  const tags = pausedListingTags(result.paused);
  if (!options.db) expireTags(tags);
  return { sellers: result.sellers, paused: result.paused.length, tags };
}
