import "server-only";
import { and, desc, eq, or, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { leads, siteVisits, threads } from "@/lib/db/schema";
import { buyerStatus, type BuyerStatus } from "./buyer-status";
import type { Participant } from "./participant";
import { threadTarget, type ThreadTarget } from "./thread-subject";

export const THREAD_LIST_SIZE = 50;

export type ThreadSummary = {
  id: number;
  /** As stored: the list words it in the page's language (lib/messages/thread-subject.ts). */
  subject: string;
  target: ThreadTarget;
  otherName: string;
  preview: string;
  lastMessageAt: string;
  unread: number;
  status: BuyerStatus;
};

/** The buyer's threads: by account, or by the verified phone the enquiries came from. */
function buyerWhere(p: Participant): SQL {
  return p.userId !== null
    ? or(eq(threads.buyerId, p.userId), eq(threads.buyerPhone, p.phone))!
    : eq(threads.buyerPhone, p.phone);
}

const latestLeadStatus = sql<
  "new" | "contacted" | "closed" | null
>`(select ${leads.status} from ${leads} where ${leads.threadId} = ${threads.id} order by ${leads.id} desc limit 1)`;
const visitBooked = sql<boolean>`exists (select 1 from ${siteVisits} where ${siteVisits.threadId} = ${threads.id} and ${siteVisits.status} = 'confirmed')`;

/** The buyer's latest 50 conversations, newest activity first. */
export async function listBuyerThreads(p: Participant): Promise<ThreadSummary[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: threads.id,
      subject: threads.subject,
      targetKey: threads.targetKey,
      sellerId: threads.sellerId,
      preview: threads.lastMessagePreview,
      lastMessageAt: threads.lastMessageAt,
      unread: threads.buyerUnread,
      firstReplyAt: threads.firstReplyAt,
      leadStatus: latestLeadStatus,
      visitBooked,
      sellerName: sql<string>`(select first_name || ' ' || last_name from users where users.id = ${threads.sellerId})`,
    })
    .from(threads)
    .where(
      and(buyerWhere(p), p.userId !== null ? sql`${threads.sellerId} <> ${p.userId}` : undefined),
    )
    .orderBy(desc(threads.lastMessageAt), desc(threads.id))
    .limit(THREAD_LIST_SIZE);
  return rows.map((r) => ({
    id: r.id,
    subject: r.subject,
    target: threadTarget(r.targetKey),
    otherName: r.sellerName,
    preview: r.preview,
    lastMessageAt: r.lastMessageAt.toISOString(),
    unread: r.unread,
    status: buyerStatus({
      leadStatus: r.leadStatus,
      replied: r.firstReplyAt !== null,
      visitBooked: Boolean(r.visitBooked),
    }),
  }));
}

/** The seller's latest 50 conversations (one index range: seller_id, last_message_at). */
export async function listSellerThreads(sellerId: number): Promise<ThreadSummary[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: threads.id,
      subject: threads.subject,
      targetKey: threads.targetKey,
      buyerName: threads.buyerName,
      preview: threads.lastMessagePreview,
      lastMessageAt: threads.lastMessageAt,
      unread: threads.sellerUnread,
      firstReplyAt: threads.firstReplyAt,
    })
    .from(threads)
    .where(eq(threads.sellerId, sellerId))
    .orderBy(desc(threads.lastMessageAt), desc(threads.id))
    .limit(THREAD_LIST_SIZE);
  return rows.map((r) => ({
    id: r.id,
    subject: r.subject,
    target: threadTarget(r.targetKey),
    otherName: r.buyerName,
    preview: r.preview,
    lastMessageAt: r.lastMessageAt.toISOString(),
    unread: r.unread,
    status: r.firstReplyAt ? "Seller replied" : "Waiting for a reply",
  }));
}

/** Unread messages for the header (buyer side) and the seller's bell (seller side). */
export async function unreadCounts(p: Participant): Promise<{ buyer: number; seller: number }> {
  const db = await getDb();
  const [buyer] = await db
    .select({ n: sql<number>`coalesce(sum(${threads.buyerUnread}), 0)::int` })
    .from(threads)
    .where(and(buyerWhere(p), sql`${threads.buyerUnread} > 0`));
  let seller = 0;
  if (p.role === "seller" && p.userId !== null) {
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(${threads.sellerUnread}), 0)::int` })
      .from(threads)
      .where(and(eq(threads.sellerId, p.userId), sql`${threads.sellerUnread} > 0`));
    seller = Number(row?.n ?? 0);
  }
  return { buyer: Number(buyer?.n ?? 0), seller };
}
