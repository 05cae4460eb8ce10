import "server-only";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { listingConfirmations, properties, users } from "@/lib/db/schema";
import { sendEmail } from "@/lib/email/send-email";
import { env } from "@/lib/env";
import type { JobHandlers } from "@/lib/jobs/queue";
import { log } from "@/lib/log";
import { getSmsProvider } from "@/lib/sms/get-sms-provider";
import { signConfirmToken } from "./confirm-token";
import { PAUSED_NOTICE_JOB, STILL_AVAILABLE_JOB } from "./reconfirm-rules";
import {
  PAUSED_EMAIL_LISTINGS,
  pausedEmail,
  stillAvailableEmail,
  stillAvailableSms,
} from "./still-available-messages";

/**
 * Sends a seller the questions of one run: one e-mail with each listing's signed links (the
 * queue retries it when it fails) and one SMS (logged when not sent). Questions answered
 * meanwhile are left out.
 */
async function sendStillAvailable(sellerId: number, sentAt: Date): Promise<void> {
  const db = await getDb();
  const rows = await db
    .select({
      id: listingConfirmations.id,
      expiresAt: listingConfirmations.expiresAt,
      title: properties.title,
      dealType: properties.dealType,
      firstName: users.firstName,
      email: users.email,
      phone: users.phone,
    })
    .from(listingConfirmations)
    .innerJoin(properties, eq(properties.id, listingConfirmations.propertyId))
    .innerJoin(users, eq(users.id, listingConfirmations.sellerId))
    .where(
      and(
        eq(listingConfirmations.sellerId, sellerId),
        eq(listingConfirmations.sentAt, sentAt),
        isNull(listingConfirmations.answeredAt),
        gt(listingConfirmations.expiresAt, new Date()),
      ),
    )
    .orderBy(listingConfirmations.id)
    .limit(200);
  if (rows.length === 0) return;
  const [first] = rows;
  const questions = rows.map((r) => ({
    title: r.title,
    dealType: r.dealType,
    token: signConfirmToken(r.id, r.expiresAt),
  }));
  await sendEmail({
    to: first.email,
    ...stillAvailableEmail({ siteUrl: env.SITE_URL, firstName: first.firstName, questions }),
  });
  try {
    await getSmsProvider().send({
      to: first.phone,
      body: stillAvailableSms({ siteUrl: env.SITE_URL, questions }),
    });
  } catch (error) {
    log.warn({ err: error, sellerId }, "still-available SMS not sent");
  }
}

/**
 * Tells a seller about the listings one run paused (`propertyIds`; a job queued before the
 * per-seller notice carries one `propertyId`): one e-mail, listing those still paused (brought
 * back meanwhile: left out; none left: nothing sent), each with its question's one-tap links
 * while they are valid. Another seller's listings are never included.
 */
async function sendPausedNotice(payload: Record<string, unknown>): Promise<void> {
  const ids = (Array.isArray(payload.propertyIds) ? payload.propertyIds : [payload.propertyId]).map(
    Number,
  );
  if (!ids.every((id) => Number.isInteger(id) && id > 0) || ids.length === 0) return;
  const sellerId = payload.sellerId === undefined ? null : Number(payload.sellerId);
  const db = await getDb();
  const now = new Date();
  const owned = and(
    sql`${properties.id} = any(${`{${ids.join(",")}}`}::int[])`,
    eq(properties.status, "paused"),
    sellerId === null ? undefined : eq(properties.sellerId, sellerId),
  );
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(properties)
    .where(owned);
  if (Number(total) === 0) return;
  // Each listing's open question (the one it was paused for), while its links still work.
  const question = db
    .select({
      propertyId: listingConfirmations.propertyId,
      id: sql<number>`max(${listingConfirmations.id})`.as("question_id"),
    })
    .from(listingConfirmations)
    .where(
      and(
        sql`${listingConfirmations.propertyId} = any(${`{${ids.join(",")}}`}::int[])`,
        isNull(listingConfirmations.answeredAt),
        gt(listingConfirmations.expiresAt, now),
      ),
    )
    .groupBy(listingConfirmations.propertyId)
    .as("question");
  const rows = await db
    .select({
      title: properties.title,
      dealType: properties.dealType,
      sellerId: properties.sellerId,
      questionId: question.id,
      expiresAt: listingConfirmations.expiresAt,
      firstName: users.firstName,
      email: users.email,
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.sellerId))
    .leftJoin(question, eq(question.propertyId, properties.id))
    .leftJoin(listingConfirmations, eq(listingConfirmations.id, question.id))
    .where(owned)
    .orderBy(properties.id)
    .limit(PAUSED_EMAIL_LISTINGS);
  // A job queued before the per-seller notice names one listing, hence one seller.
  const [first] = rows;
  const listings = rows
    .filter((r) => r.sellerId === first.sellerId)
    .map((r) => ({
      title: r.title,
      dealType: r.dealType,
      token:
        r.questionId && r.expiresAt ? signConfirmToken(Number(r.questionId), r.expiresAt) : null,
    }));
  await sendEmail({
    to: first.email,
    ...pausedEmail({
      siteUrl: env.SITE_URL,
      firstName: first.firstName,
      listings,
      total: sellerId === null ? listings.length : Number(total),
    }),
  });
}

export const trustJobHandlers: JobHandlers = {
  [STILL_AVAILABLE_JOB]: (payload) =>
    sendStillAvailable(Number(payload.sellerId), new Date(String(payload.sentAt))),
  [PAUSED_NOTICE_JOB]: (payload) => sendPausedNotice(payload),
};
