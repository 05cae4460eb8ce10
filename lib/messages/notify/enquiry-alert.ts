import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { threads, users } from "@/lib/db/schema";
import { enqueueJob } from "@/lib/jobs/queue";
import { getSmsProvider } from "@/lib/sms/get-sms-provider";
import { deliverOnce } from "./deliver-once";
import { buildSms, siteLink } from "./sms-templates";
import { threadPath } from "./thread-notice";
import { getWhatsappProvider } from "./whatsapp-provider";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export const ENQUIRY_ALERT_JOB = "messages.enquiry-alert";

/** Queued with the lead: the seller is texted at once about every new enquiry. */
export async function scheduleEnquiryAlert(
  tx: Tx,
  leadId: number,
  threadId: number,
): Promise<void> {
  await enqueueJob(
    tx,
    ENQUIRY_ALERT_JOB,
    { leadId, threadId },
    { dedupeKey: `${ENQUIRY_ALERT_JOB}:${leadId}` },
  );
}

/** The `messages.enquiry-alert` job: one SMS (and WhatsApp) to the seller, never twice. */
export async function runEnquiryAlert(
  db: Db,
  payload: { leadId: number; threadId: number },
): Promise<void> {
  const [row] = await db
    .select({ sellerPhone: users.phone, buyerName: threads.buyerName, subject: threads.subject })
    .from(threads)
    .innerJoin(users, eq(users.id, threads.sellerId))
    .where(eq(threads.id, payload.threadId))
    .limit(1);
  if (!row) return;
  const sms = buildSms("newEnquiry", row.sellerPhone, {
    name: row.buyerName,
    subject: row.subject,
    link: siteLink(threadPath(payload.threadId, "seller")),
  });
  await deliverOnce(db, `enquiry:${payload.leadId}:sms`, () => getSmsProvider().send(sms));
  await deliverOnce(db, `enquiry:${payload.leadId}:whatsapp`, () =>
    getWhatsappProvider().send({ ...sms, template: "new_enquiry" }),
  );
}
