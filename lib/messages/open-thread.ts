import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { leads, threads } from "@/lib/db/schema";
import { eq } from "drizzle-orm";
import { appendMessage, type PendingEvent } from "./append-message";
import { scheduleEnquiryAlert } from "./notify/enquiry-alert";
import { EMPTY_ENQUIRY_TEXT, PHONE_VIEW_TEXT } from "./system-note";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export function targetKey(target: { propertyId: number | null; projectId: number | null }): string {
  if (target.propertyId) return `p:${target.propertyId}`;
  if (target.projectId) return `j:${target.projectId}`;
  return "a";
}

export type ThreadOpening = {
  leadId: number;
  sellerId: number;
  buyerId: number | null;
  buyerPhone: string;
  buyerName: string;
  buyerEmail: string | null;
  propertyId: number | null;
  projectId: number | null;
  subject: string;
  message: string;
  source: "form" | "phone";
};

/**
 * Inside the enquiry's transaction: opens the buyer's thread with this seller about this
 * listing (or continues the one they have), posts the enquiry as the buyer's message, links the
 * lead to it and queues the seller's text alert. A guest's thread texts them about replies.
 */
export async function openThreadForLead(
  tx: Tx,
  o: ThreadOpening,
  now = new Date(),
): Promise<{ threadId: number; pending: PendingEvent }> {
  const [thread] = await tx
    .insert(threads)
    .values({
      sellerId: o.sellerId,
      buyerId: o.buyerId,
      buyerPhone: o.buyerPhone,
      buyerName: o.buyerName,
      buyerEmail: o.buyerEmail,
      propertyId: o.propertyId,
      projectId: o.projectId,
      targetKey: targetKey(o),
      subject: o.subject,
      buyerSms: o.buyerId === null,
      createdAt: now,
      lastMessageAt: now,
    })
    .onConflictDoUpdate({
      target: [threads.sellerId, threads.buyerPhone, threads.targetKey],
      set: {
        buyerId: sql`coalesce(excluded.buyer_id, ${threads.buyerId})`,
        buyerName: sql`excluded.buyer_name`,
        buyerEmail: sql`coalesce(excluded.buyer_email, ${threads.buyerEmail})`,
      },
    })
    .returning({ id: threads.id, sellerId: threads.sellerId, buyerPhone: threads.buyerPhone });
  await tx.update(leads).set({ threadId: thread.id }).where(eq(leads.id, o.leadId));
  const body = o.source === "phone" ? PHONE_VIEW_TEXT : o.message || EMPTY_ENQUIRY_TEXT;
  const { pending } = await appendMessage(
    tx,
    thread,
    o.source === "form" && o.message ? "buyer" : "system",
    body,
    { now, notify: "seller" },
  );
  if (o.source === "form") await scheduleEnquiryAlert(tx, o.leadId, thread.id);
  return { threadId: thread.id, pending };
}
