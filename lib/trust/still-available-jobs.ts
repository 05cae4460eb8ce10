import "server-only";
import { eq } from "drizzle-orm";
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

/** Sends a question's e-mail (retried by the queue when it fails) and SMS (logged when not). */
async function sendStillAvailable(confirmationId: number): Promise<void> {
  const db = await getDb();
  const [row] = await db
    .select({
      expiresAt: listingConfirmations.expiresAt,
      answeredAt: listingConfirmations.answeredAt,
      title: properties.title,
      dealType: properties.dealType,
      firstName: users.firstName,
      email: users.email,
      phone: users.phone,
    })
    .from(listingConfirmations)
    .innerJoin(properties, eq(properties.id, listingConfirmations.propertyId))
    .innerJoin(users, eq(users.id, listingConfirmations.sellerId))
    .where(eq(listingConfirmations.id, confirmationId))
    .limit(1);
  if (!row || row.answeredAt || row.expiresAt.getTime() <= Date.now()) return;
  const token = signConfirmToken(confirmationId, row.expiresAt);
  await sendEmail({
    to: row.email,
    ...stillAvailableEmail({ siteUrl: env.SITE_URL, token, ...row }),
  });
  try {
    await getSmsProvider().send({
      to: row.phone,
      body: stillAvailableSms({ siteUrl: env.SITE_URL, title: row.title, token }),
    });
  } catch (error) {
    log.warn({ err: error, confirmationId }, "still-available SMS not sent");
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
  [STILL_AVAILABLE_JOB]: (payload) => sendStillAvailable(Number(payload.confirmationId)),
  [PAUSED_NOTICE_JOB]: (payload) => sendPausedNotice(Number(payload.propertyId)),
};
