import "server-only";
import { and, eq, gt, inArray, lte, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/admin/tx";
import { getDb } from "@/lib/db/client";
import { cities, notifications, properties } from "@/lib/db/schema";
import { createNotifications } from "@/lib/notifications/create-notification";
import { EXPIRY_WARNING_DAYS, LISTING_LIFETIME_DAYS } from "./lifecycle";
import { listingTags } from "@/lib/cache/expire-tags";
import { formatDate } from "@/lib/format/date";

/**
 * When a live listing stops being live: its expiry date, or (for rows approved without one)
 * 90 days after approval or posting.
 */
export const effectiveExpiry = sql`coalesce(${properties.expiresAt}, coalesce(${properties.approvedAt}, ${properties.postedAt}) + make_interval(days => ${LISTING_LIFETIME_DAYS}))`;

export type ExpiryRun = {
  expired: number;
  warned: number;
  /** Cache tags of the listings that left the public site (to expire once committed). */
  tags: string[];
};

/**
 * Expires live listings whose time is up and warns sellers a week before. Idempotent; run by
 * the server's expiry job (`lib/listings/expiry-job.ts`) or `scripts/expire-listings.ts`,
 * never while serving a page. Pass a transaction as `db` to make the run one unit.
 */
export async function expireListings(
  now: Date = new Date(),
  options: { sellerId?: number; db?: DbOrTx } = {},
): Promise<ExpiryRun> {
  const db = options.db ?? (await getDb());
  const scope = options.sellerId ? eq(properties.sellerId, options.sellerId) : undefined;
  const expired = await db
    .update(properties)
    .set({ status: "expired", expiresAt: sql`${effectiveExpiry}`, updatedAt: now })
    .where(and(eq(properties.status, "active"), lte(effectiveExpiry, now), scope))
    .returning({
      id: properties.id,
      sellerId: properties.sellerId,
      title: properties.title,
      cityId: properties.cityId,
    });
  const tags = new Set<string>();
  if (expired.length > 0) {
    const cityIds = [...new Set(expired.map((r) => r.cityId))];
    const slugs = new Map(
      (
        await db
          .select({ id: cities.id, slug: cities.slug })
          .from(cities)
          .where(inArray(cities.id, cityIds))
      ).map((c) => [c.id, c.slug]),
    );
    for (const row of expired) {
      for (const tag of listingTags(row.id, slugs.get(row.cityId))) tags.add(tag);
    }
  }

  const warnBefore = new Date(now.getTime() + EXPIRY_WARNING_DAYS * 24 * 60 * 60 * 1000);
  const soon = await db
    .select({
      id: properties.id,
      sellerId: properties.sellerId,
      title: properties.title,
      expiresAt: effectiveExpiry.mapWith((v: string | Date) => new Date(v)),
    })
    .from(properties)
    .where(and(eq(properties.status, "active"), lte(effectiveExpiry, warnBefore), scope));
  let warned = 0;
  if (soon.length > 0) {
    const links = soon.map((r) => expiringLink(r.id));
    const already = await db
      .select({ link: notifications.link })
      .from(notifications)
      .where(
        and(
          eq(notifications.kind, "listing_expiring"),
          inArray(notifications.link, links),
          gt(notifications.createdAt, new Date(now.getTime() - 30 * 24 * 60 * 60 * 1000)),
        ),
      );
    const done = new Set(already.map((a) => a.link));
    const fresh = soon.filter((r) => !done.has(expiringLink(r.id)));
    warned = fresh.length;
    await createNotifications(
      db,
      fresh.map((r) => ({
        userId: r.sellerId,
        kind: "listing_expiring",
        title: "Listing expiring soon",
        body: `"${r.title}" expires on ${formatDate(r.expiresAt)}. Renew it to keep it live.`,
        link: expiringLink(r.id),
      })),
    );
  }
  await createNotifications(
    db,
    expired.map((r) => ({
      userId: r.sellerId,
      kind: "listing_expired",
      title: "Listing expired",
      body: `"${r.title}" is no longer shown to buyers. Renew it to make it live again.`,
      link: `/saller/properties?status=expired`,
    })),
  );
  return { expired: expired.length, warned, tags: [...tags] };
}

/** One warning per listing per expiry (at most one a month): the link names the listing. */
function expiringLink(id: number): string {
  return `/saller/properties?listing=${id}`;
}
