import "server-only";
import { and, desc, eq, gt, inArray, isNotNull, lte, sql } from "drizzle-orm";
import { AppError } from "@/lib/auth/errors";
import type { DbOrTx } from "@/lib/admin/tx";
import { getDb } from "@/lib/db/client";
import { cities, plans, properties, sellerProfiles, subscriptions } from "@/lib/db/schema";
import type { SellerKind } from "@/lib/validation/property-enums";
import { countOf } from "@/lib/format/count";

/** A listing counts against the listing quota while it is under review or live. */
export const QUOTA_STATUSES = ["pending", "active"] as const;

/** The featured period when no plan names one (the column's default). */
export const DEFAULT_FEATURED_DAYS = 30;

export type ActiveSubscription = {
  id: number;
  planName: string;
  startsAt: Date;
  endsAt: Date;
  listingQuota: number;
  featuredQuota: number;
  /** How long one of its featured slots keeps a listing featured (fixed at purchase). */
  featuredDays: number;
  pricePaise: number;
  granted: boolean;
};

export type Entitlement = {
  free: {
    id: number;
    name: string;
    listingQuota: number;
    featuredQuota: number;
    featuredDays: number;
  } | null;
  subscriptions: ActiveSubscription[];
  /** Free tier plus every running subscription. */
  listingQuota: number;
  featuredQuota: number;
  listingsUsed: number;
  featuredUsed: number;
};

/** Refused for want of quota (402: a plan would allow it). */
export class QuotaExceededError extends AppError {
  constructor(message: string) {
    super(message, 402);
    this.name = "QuotaExceededError";
  }
}

/**
 * What a seller may have right now: the free tier of their kind (plan data the admin edits)
 * plus the quotas bought with each running subscription (fixed at purchase), and what is used.
 */
export async function getEntitlement(
  db: DbOrTx,
  sellerId: number,
  kind: SellerKind,
  now: Date = new Date(),
): Promise<Entitlement> {
  const [freeRows, subs, [usage]] = await Promise.all([
    db
      .select({
        id: plans.id,
        name: plans.name,
        listingQuota: plans.listingQuota,
        featuredQuota: plans.featuredQuota,
        featuredDays: plans.featuredDays,
      })
      .from(plans)
      .where(and(eq(plans.sellerKind, kind), eq(plans.isFree, true)))
      .limit(1),
    db
      .select({
        id: subscriptions.id,
        planName: subscriptions.planName,
        startsAt: subscriptions.startsAt,
        endsAt: subscriptions.endsAt,
        listingQuota: subscriptions.listingQuota,
        featuredQuota: subscriptions.featuredQuota,
        featuredDays: subscriptions.featuredDays,
        pricePaise: subscriptions.pricePaise,
        grantedBy: subscriptions.grantedBy,
      })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.sellerId, sellerId),
          eq(subscriptions.status, "active"),
          lte(subscriptions.startsAt, now),
          gt(subscriptions.endsAt, now),
        ),
      )
      .orderBy(desc(subscriptions.endsAt)),
    db
      .select({
        listings:
          sql<number>`count(*) filter (where ${inArray(properties.status, [...QUOTA_STATUSES])})`.mapWith(
            Number,
          ),
        featured:
          sql<number>`count(*) filter (where ${properties.status} <> 'deleted' and ${properties.featuredUntil} > ${now})`.mapWith(
            Number,
          ),
      })
      .from(properties)
      .where(eq(properties.sellerId, sellerId)),
  ]);
  const free = freeRows[0] ?? null;
  const list = subs.map(({ grantedBy, ...s }) => ({ ...s, granted: grantedBy !== null }));
  return {
    free,
    subscriptions: list,
    listingQuota: (free?.listingQuota ?? 0) + list.reduce((n, s) => n + s.listingQuota, 0),
    featuredQuota: (free?.featuredQuota ?? 0) + list.reduce((n, s) => n + s.featuredQuota, 0),
    listingsUsed: usage?.listings ?? 0,
    featuredUsed: usage?.featured ?? 0,
  };
}

/** Serialises quota decisions for one seller (row lock on the profile) inside a transaction. */
/** A seller's allowance read on the app's own database (for pages; writes pass their transaction). */
export async function getSellerEntitlement(
  sellerId: number,
  kind: SellerKind,
  now: Date = new Date(),
): Promise<Entitlement> {
  return getEntitlement(await getDb(), sellerId, kind, now);
}

export async function lockSellerQuota(tx: DbOrTx, sellerId: number): Promise<void> {
  await tx
    .select({ id: sellerProfiles.userId })
    .from(sellerProfiles)
    .where(eq(sellerProfiles.userId, sellerId))
    .for("update");
}

export function listingQuotaMessage(e: Entitlement): string {
  const on = e.subscriptions.length ? "your plans" : `the ${e.free?.name ?? "free"} plan`;
  return `You already have ${countOf(e.listingsUsed, "listing")} live or under review, the most ${on} allow${e.subscriptions.length ? "" : "s"} (${e.listingQuota}). Buy a plan on the Plans page to post more, or pause or delete a listing.`;
}

/** Throws QuotaExceededError when one more live listing would pass the seller's quota. */
export async function assertListingSlot(
  tx: DbOrTx,
  sellerId: number,
  kind: SellerKind,
  now: Date = new Date(),
): Promise<void> {
  await lockSellerQuota(tx, sellerId);
  const e = await getEntitlement(tx, sellerId, kind, now);
  if (e.listingsUsed >= e.listingQuota) throw new QuotaExceededError(listingQuotaMessage(e));
}

/**
 * How long a new featured slot lasts: the longest featured period among the plans that give
 * featured slots (the free tier's and each running plan's, as bought), in days.
 */
export function featuredDaysFor(e: Pick<Entitlement, "free" | "subscriptions">): number {
  const periods = [
    ...(e.free && e.free.featuredQuota > 0 ? [e.free.featuredDays] : []),
    ...e.subscriptions.filter((s) => s.featuredQuota > 0).map((s) => s.featuredDays),
  ];
  return periods.length ? Math.max(...periods) : DEFAULT_FEATURED_DAYS;
}

/** When a new featured period ends: the plans' featured period from now, never past the last running plan. */
export function featuredUntilFor(e: Pick<Entitlement, "free" | "subscriptions">, now: Date): Date {
  const full = new Date(now.getTime() + featuredDaysFor(e) * 86_400_000);
  const ends = e.subscriptions.map((s) => s.endsAt.getTime());
  if (ends.length === 0) return full;
  return new Date(Math.min(full.getTime(), Math.max(...ends)));
}

/** A listing paused for lack of quota, with what its cache tags need. */
export type PausedListing = { id: number; title: string; citySlug: string | null };

/**
 * Listings beyond the quota are paused, the newest first (by when they were posted): the older
 * ones, which have gathered views, enquiries and saves, stay live, and featured ones are paused
 * last. Returns the paused ids and titles, newest first.
 */
export async function pauseListingsOverQuota(
  tx: DbOrTx,
  sellerId: number,
  kind: SellerKind,
  now: Date,
): Promise<PausedListing[]> {
  await lockSellerQuota(tx, sellerId);
  const e = await getEntitlement(tx, sellerId, kind, now);
  const excess = e.listingsUsed - e.listingQuota;
  if (excess <= 0) return [];
  const live = await tx
    .select({ id: properties.id, title: properties.title, citySlug: cities.slug })
    .from(properties)
    .leftJoin(cities, eq(cities.id, properties.cityId))
    .where(and(eq(properties.sellerId, sellerId), eq(properties.status, "active")))
    .orderBy(
      sql`${properties.featuredUntil} > ${now} nulls first`,
      desc(properties.postedAt),
      desc(properties.id),
    )
    .limit(excess);
  if (live.length === 0) return [];
  await tx
    .update(properties)
    .set({ status: "paused", updatedAt: now })
    .where(
      inArray(
        properties.id,
        live.map((l) => l.id),
      ),
    );
  return live;
}

/** Sellers whose running subscriptions ended by `now` (marked expired here). */
export async function expireEndedSubscriptions(
  tx: DbOrTx,
  now: Date,
  sellerId?: number,
): Promise<number[]> {
  const ended = await tx
    .update(subscriptions)
    .set({ status: "expired" })
    .where(
      and(
        eq(subscriptions.status, "active"),
        lte(subscriptions.endsAt, now),
        sellerId ? eq(subscriptions.sellerId, sellerId) : isNotNull(subscriptions.sellerId),
      ),
    )
    .returning({ sellerId: subscriptions.sellerId });
  return [...new Set(ended.map((e) => e.sellerId))];
}
