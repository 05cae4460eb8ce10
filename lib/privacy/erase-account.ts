import "server-only";
import { and, eq, ne, or } from "drizzle-orm";
import type { Tx } from "@/lib/admin/tx";
import type { Actor } from "@/lib/auth/current-user";
import { AppError, ForbiddenError, NotFoundError } from "@/lib/auth/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { expireTags } from "@/lib/cache/expire-tags";
import { tags } from "@/lib/cache/tags";
import { getDb } from "@/lib/db/client";
import {
  cities,
  localityReviews,
  payments,
  projects,
  properties,
  refunds,
  users,
} from "@/lib/db/schema";
import { deleteAvatar } from "@/lib/media/save-avatar";
import { completePendingErasures, recordDataRequest, recordPendingErasure } from "./data-requests";
import { PERSONAL_DATA } from "./registry";

export const OPEN_PAYMENT_MESSAGE =
  "Your account has a payment or refund that is still being settled, so it can't be deleted yet. We have recorded your request and will delete the account once it is settled; you can also write to our Grievance Officer.";

export type EraseResult = { userId: number; alreadyDeleted: boolean };

/** A payment whose money is still moving (pending capture) or a refund the provider has not settled. */
async function hasOpenPayment(tx: Tx, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: payments.id })
    .from(payments)
    .leftJoin(refunds, eq(refunds.paymentId, payments.id))
    .where(
      and(
        eq(payments.sellerId, userId),
        or(eq(payments.status, "pending"), eq(refunds.status, "pending")),
      ),
    )
    .limit(1);
  return Boolean(row);
}

type Published = { listings: number[]; citySlugs: string[]; projects: number[]; reviews: number[] };

/** What goes off the public site with the account, for the cache tags expired after the commit. */
async function publicTraces(tx: Tx, userId: number): Promise<Published> {
  const listings = await tx
    .select({ id: properties.id, slug: cities.slug })
    .from(properties)
    .innerJoin(cities, eq(cities.id, properties.cityId))
    .where(and(eq(properties.sellerId, userId), ne(properties.status, "deleted")));
  const ownProjects = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.builderId, userId), ne(projects.status, "deleted")));
  const reviews = await tx
    .selectDistinct({ localityId: localityReviews.localityId })
    .from(localityReviews)
    .where(eq(localityReviews.userId, userId));
  return {
    listings: listings.map((l) => l.id),
    citySlugs: [...new Set(listings.map((l) => l.slug))],
    projects: ownProjects.map((p) => p.id),
    reviews: reviews.map((r) => r.localityId),
  };
}

function expirePublished(userId: number, p: Published): void {
  expireTags([
    tags.broker(userId),
    ...(p.listings.length > 0 ? [tags.properties, tags.featured] : []),
    ...p.listings.map((id) => tags.property(id)),
    ...p.citySlugs.map((slug) => tags.cityProperties(slug)),
    ...(p.projects.length > 0 ? [tags.projects] : []),
    ...p.projects.map((id) => tags.project(id)),
    ...(p.reviews.length > 0 ? [tags.reviews] : []),
    ...p.reviews.map((id) => tags.localityReviews(id)),
  ]);
}

/**
 * Deletes an account at its owner's request (DPDP Act 2023, right to erasure), at once and in
 * one transaction: every registry entry's rule runs (delete, anonymise, unpublish, or keep what
 * the law requires), the account row becomes a tombstone and every session ends. A second call
 * finds the tombstone and changes nothing. An open payment or refund stops it with a clear
 * message and a pending request the admins see with its deadline.
 */
export async function eraseAccount(userId: number, now = new Date()): Promise<EraseResult> {
  const db = await getDb();
  const outcome = await db.transaction(async (tx) => {
    const [account] = await tx
      .select({
        id: users.id,
        role: users.role,
        email: users.email,
        phone: users.phone,
        avatarUrl: users.avatarUrl,
        deletedAt: users.deletedAt,
      })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!account) throw new NotFoundError("This account does not exist.");
    if (account.deletedAt) return { alreadyDeleted: true as const };
    if (account.role === "admin") {
      throw new ForbiddenError("An administrator account can't be deleted from here.");
    }
    if (await hasOpenPayment(tx, userId)) return { blocked: true as const };
    const published = await publicTraces(tx, userId);
    const subject = { id: userId, email: account.email, phone: account.phone };
    for (const entry of PERSONAL_DATA) await entry.erase?.(tx, subject);
    await completePendingErasures(tx, userId, now);
    await recordDataRequest(tx, { userId, kind: "erasure", status: "completed" }, now);
    await recordAudit(tx, {
      actorId: userId,
      action: "account.delete",
      entity: "user",
      entityId: userId,
      after: { listingsUnpublished: published.listings.length },
    });
    return { published, avatarUrl: account.avatarUrl };
  });
  if ("alreadyDeleted" in outcome) return { userId, alreadyDeleted: true };
  if ("blocked" in outcome) {
    await recordPendingErasure(db, userId, "Waiting for an open payment or refund to settle.", now);
    throw new AppError(OPEN_PAYMENT_MESSAGE, 409);
  }
  expirePublished(userId, outcome.published);
  await deleteAvatar(outcome.avatarUrl);
  return { userId, alreadyDeleted: false };
}

/** The signed-in person deletes their own account. */
export async function deleteOwnAccount(actor: Actor): Promise<EraseResult> {
  return eraseAccount(actor.id);
}
