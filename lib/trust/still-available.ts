import "server-only";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { SellerActor } from "@/lib/auth/current-user";
import { AppError } from "@/lib/auth/errors";
import { expireListing } from "@/lib/cache/expire-tags";
import { getDb } from "@/lib/db/client";
import { cities, listingConfirmations, properties, sellerProfiles, users } from "@/lib/db/schema";
import { changeListingStatus } from "@/lib/listings/change-listing-status";
import { ListingNotFoundError } from "@/lib/listings/listing-errors";
import type { ConfirmAnswer } from "@/lib/validation/trust";
import { verifyConfirmToken } from "./confirm-token";

export const LINK_MESSAGES = {
  invalid: "This link is not valid. Open My properties to tell us about your listing.",
  expired: "This link has expired. Open My properties to tell us about your listing.",
  used: "This link was already used. Open My properties to change your listing.",
} as const;

export type AnswerResult = { propertyId: number; title: string; status: string };

/** What a "Still available?" link is about, for the page that shows it (no change on GET). */
export async function describeConfirmLink(
  token: string,
): Promise<
  { ok: true; title: string; dealType: string; status: string } | { ok: false; message: string }
> {
  const check = verifyConfirmToken(token);
  if (!check.ok) return { ok: false, message: LINK_MESSAGES[check.reason] };
  const db = await getDb();
  const [row] = await db
    .select({
      answeredAt: listingConfirmations.answeredAt,
      title: properties.title,
      dealType: properties.dealType,
      status: properties.status,
    })
    .from(listingConfirmations)
    .innerJoin(properties, eq(properties.id, listingConfirmations.propertyId))
    .where(eq(listingConfirmations.id, check.confirmationId))
    .limit(1);
  if (!row) return { ok: false, message: LINK_MESSAGES.invalid };
  if (row.answeredAt) return { ok: false, message: LINK_MESSAGES.used };
  return { ok: true, title: row.title, dealType: row.dealType, status: row.status };
}

async function sellerActor(id: number): Promise<SellerActor> {
  const db = await getDb();
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      kind: sellerProfiles.kind,
    })
    .from(users)
    .leftJoin(sellerProfiles, eq(sellerProfiles.userId, users.id))
    .where(and(eq(users.id, id), eq(users.status, "active")))
    .limit(1);
  if (!row) throw new AppError(LINK_MESSAGES.invalid, 400);
  return { ...row, role: "seller", sellerKind: row.kind ?? "individual" };
}

/**
 * Applies an answer to a listing: "yes" keeps it live (or brings back a listing paused for want
 * of an answer), "sold" / "rented" closes it through the seller's own status change (it leaves
 * search at once).
 */
async function applyAnswer(
  seller: SellerActor,
  propertyId: number,
  answer: ConfirmAnswer,
  now: Date,
  /** The answer is to a question (a paused listing's "Yes" makes it live again). */
  asked: boolean,
): Promise<AnswerResult> {
  const db = await getDb();
  const [row] = await db
    .select({
      status: properties.status,
      title: properties.title,
      citySlug: cities.slug,
    })
    .from(properties)
    .innerJoin(cities, eq(cities.id, properties.cityId))
    .where(and(eq(properties.id, propertyId), eq(properties.sellerId, seller.id)))
    .limit(1);
  if (!row) throw new ListingNotFoundError();
  if (answer !== "yes") {
    const changed = await changeListingStatus(seller, propertyId, "sold", now);
    return { propertyId, title: row.title, status: changed.status };
  }
  if (row.status === "paused" && asked) {
    // Paused for want of an answer: "Yes" makes it live again (quota rules hold).
    const changed = await changeListingStatus(seller, propertyId, "unpause", now);
    return { propertyId, title: row.title, status: changed.status };
  }
  if (row.status !== "active") {
    throw new AppError(`This listing is ${row.status}, so there is nothing to confirm.`, 409);
  }
  await db
    .update(properties)
    .set({ confirmedAt: now })
    .where(and(eq(properties.id, propertyId), eq(properties.sellerId, seller.id)));
  expireListing(propertyId, row.citySlug);
  return { propertyId, title: row.title, status: "active" };
}

/**
 * An answer from an e-mail or SMS link (no sign-in: the signed token is the authority). The
 * question is claimed first (single use); if the change is then refused, the claim is undone so
 * the link still works.
 */
export async function answerByLink(
  token: string,
  answer: ConfirmAnswer,
  now: Date = new Date(),
): Promise<AnswerResult> {
  const check = verifyConfirmToken(token, { now });
  if (!check.ok) throw new AppError(LINK_MESSAGES[check.reason], 400);
  const db = await getDb();
  const [claimed] = await db
    .update(listingConfirmations)
    .set({ answeredAt: now, answer })
    .where(
      and(
        eq(listingConfirmations.id, check.confirmationId),
        isNull(listingConfirmations.answeredAt),
      ),
    )
    .returning({
      propertyId: listingConfirmations.propertyId,
      sellerId: listingConfirmations.sellerId,
    });
  if (!claimed) {
    const [exists] = await db
      .select({ id: listingConfirmations.id })
      .from(listingConfirmations)
      .where(eq(listingConfirmations.id, check.confirmationId))
      .limit(1);
    throw new AppError(exists ? LINK_MESSAGES.used : LINK_MESSAGES.invalid, exists ? 409 : 400);
  }
  try {
    const seller = await sellerActor(claimed.sellerId);
    return await applyAnswer(seller, claimed.propertyId, answer, now, true);
  } catch (error) {
    await db
      .update(listingConfirmations)
      .set({ answeredAt: null, answer: null })
      .where(eq(listingConfirmations.id, check.confirmationId));
    throw error;
  }
}

/** The signed-in seller answers from the workspace (the bell notice leads there). */
export async function answerAsSeller(
  seller: SellerActor,
  propertyId: number,
  answer: ConfirmAnswer,
  now: Date = new Date(),
): Promise<AnswerResult> {
  const db = await getDb();
  const [open] = await db
    .select({ id: listingConfirmations.id })
    .from(listingConfirmations)
    .where(
      and(
        eq(listingConfirmations.propertyId, propertyId),
        eq(listingConfirmations.sellerId, seller.id),
        isNull(listingConfirmations.answeredAt),
      ),
    )
    .limit(1);
  const result = await applyAnswer(seller, propertyId, answer, now, Boolean(open));
  await db
    .update(listingConfirmations)
    .set({ answeredAt: now, answer })
    .where(
      and(
        eq(listingConfirmations.propertyId, propertyId),
        eq(listingConfirmations.sellerId, seller.id),
        isNull(listingConfirmations.answeredAt),
      ),
    );
  return result;
}

/** The seller's listings with a "Still available?" question waiting (the workspace banner). */
export async function listWaitingQuestions(
  seller: SellerActor,
): Promise<{ propertyId: number; title: string; dealType: string; askedAt: string }[]> {
  const db = await getDb();
  const rows = await db
    .selectDistinctOn([listingConfirmations.propertyId], {
      propertyId: properties.id,
      title: properties.title,
      dealType: properties.dealType,
      askedAt: listingConfirmations.sentAt,
    })
    .from(listingConfirmations)
    .innerJoin(properties, eq(properties.id, listingConfirmations.propertyId))
    .where(
      and(
        eq(listingConfirmations.sellerId, seller.id),
        isNull(listingConfirmations.answeredAt),
        sql`${properties.status} in ('active', 'paused')`,
      ),
    )
    .orderBy(listingConfirmations.propertyId, desc(listingConfirmations.sentAt))
    .limit(50);
  return rows.map((r) => ({ ...r, askedAt: r.askedAt.toISOString() }));
}
