import "server-only";
import { and, eq, gt, isNull } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { listingConfirmations, properties, users } from "@/lib/db/schema";
import { sendEmail } from "@/lib/email/send-email";
import { env } from "@/lib/env";
import type { JobHandlers } from "@/lib/jobs/queue";
import { log } from "@/lib/log";
import { getSmsProvider } from "@/lib/sms/get-sms-provider";
import { signConfirmToken } from "./confirm-token";
import { PAUSED_NOTICE_JOB, STILL_AVAILABLE_JOB } from "./reconfirm-rules";
import { pausedEmail, stillAvailableEmail, stillAvailableSms } from "./still-available-messages";

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

async function sendPausedNotice(propertyId: number): Promise<void> {
  const db = await getDb();
  const [row] = await db
    .select({ title: properties.title, firstName: users.firstName, email: users.email })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.sellerId))
    .where(eq(properties.id, propertyId))
    .limit(1);
  if (!row) return;
  await sendEmail({ to: row.email, ...pausedEmail({ siteUrl: env.SITE_URL, ...row }) });
}

export const trustJobHandlers: JobHandlers = {
  [STILL_AVAILABLE_JOB]: (payload) =>
    sendStillAvailable(Number(payload.sellerId), new Date(String(payload.sentAt))),
  [PAUSED_NOTICE_JOB]: (payload) => sendPausedNotice(Number(payload.propertyId)),
};
