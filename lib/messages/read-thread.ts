import "server-only";
import { and, asc, desc, eq, isNull, ne, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import type { Locale } from "@/lib/i18n/locales";
import { messagesFor } from "@/lib/i18n/messages";
import { leads, messages, threads, users } from "@/lib/db/schema";
import { threadIdSchema } from "@/lib/validation/messages";
import { publishEvents } from "./bus";
import { partyChannels } from "./append-message";
import { buyerStatus, type BuyerStatus } from "./buyer-status";
import type { Participant } from "./participant";
import { maskPhone, showPhone } from "./phone-mask";
import {
  isBlocked,
  loadThreadFor,
  threadLock,
  type ThreadLock,
  type ThreadRole,
} from "./thread-access";
import { threadCard, type ThreadCard } from "./thread-card";
import { threadSubjectIn, threadTarget } from "./thread-subject";
import type { MessageView } from "./thread-events";
import { listVisits, type VisitView } from "./visits/list-visits";

/** How many of the latest messages a thread page shows. */
export const THREAD_PAGE_MESSAGES = 200;

export type ThreadView = {
  id: number;
  role: ThreadRole;
  /** What it is about, in the page's language (a listing's title worded as cards word it). */
  subject: string;
  card: ThreadCard;
  buyerName: string;
  sellerName: string;
  /** The buyer's number as the viewer may see it: masked for the seller until shared. */
  buyerPhone: string;
  phoneShared: boolean;
  buyerSms: boolean;
  status: BuyerStatus;
  lock: ThreadLock;
  reported: boolean;
  /** The buyer blocked this seller. */
  blocked: boolean;
  messages: MessageView[];
  visits: VisitView[];
};

export function toMessageView(r: typeof messages.$inferSelect): MessageView {
  return {
    id: r.id,
    threadId: r.threadId,
    sender: r.sender,
    body: r.body,
    createdAt: r.createdAt.toISOString(),
    seenAt: r.seenAt?.toISOString() ?? null,
  };
}

/** Everything a thread page shows, for one of its parties (404 for anyone else). */
export async function getThreadView(
  p: Participant,
  rawId: unknown,
  locale: Locale = "en",
): Promise<ThreadView> {
  const threadId = threadIdSchema.parse(rawId);
  const db = await getDb();
  const { thread, role } = await loadThreadFor(db, p, threadId);
  const [card, lock, rows, [lead], visits, blocked, [seller]] = await Promise.all([
    threadCard(db, thread, locale),
    threadLock(db, thread, role),
    db
      .select()
      .from(messages)
      .where(eq(messages.threadId, threadId))
      .orderBy(desc(messages.id))
      .limit(THREAD_PAGE_MESSAGES),
    db
      .select({ status: leads.status })
      .from(leads)
      .where(eq(leads.threadId, threadId))
      .orderBy(desc(leads.id))
      .limit(1),
    listVisits(db, threadId),
    isBlocked(db, thread.buyerPhone, thread.sellerId),
    db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, thread.sellerId))
      .limit(1),
  ]);
  const shared = thread.phoneSharedAt !== null;
  return {
    id: thread.id,
    role,
    subject: threadSubjectIn(
      thread.subject,
      threadTarget(thread.targetKey),
      locale,
      messagesFor(locale).titleWords,
    ),
    card,
    buyerName: thread.buyerName,
    sellerName: seller ? `${seller.firstName} ${seller.lastName}`.trim() : "The seller",
    buyerPhone:
      role === "seller" && !shared ? maskPhone(thread.buyerPhone) : showPhone(thread.buyerPhone),
    phoneShared: shared,
    buyerSms: thread.buyerSms,
    status: buyerStatus({
      leadStatus: lead?.status ?? null,
      replied: thread.firstReplyAt !== null,
      visitBooked: visits.some((v) => v.status === "confirmed"),
    }),
    lock,
    reported: thread.reportedAt !== null && role === "buyer",
    blocked,
    messages: rows.reverse().map(toMessageView),
    visits,
  };
}

/** Messages after `after` (the polling fallback and a stream's catch-up). */
export async function messagesAfter(
  p: Participant,
  rawId: unknown,
  after: number,
): Promise<MessageView[]> {
  const threadId = threadIdSchema.parse(rawId);
  const db = await getDb();
  await loadThreadFor(db, p, threadId);
  const rows = await db
    .select()
    .from(messages)
    .where(and(eq(messages.threadId, threadId), sql`${messages.id} > ${after}`))
    .orderBy(asc(messages.id))
    .limit(THREAD_PAGE_MESSAGES);
  return rows.map(toMessageView);
}

/**
 * The participant has the thread open: the other side's messages are seen now (their "Seen"
 * time shows at once on the other side) and this side's unread count is cleared. An admin's
 * reading changes nothing.
 */
export async function markThreadSeen(
  p: Participant,
  rawId: unknown,
  now = new Date(),
): Promise<void> {
  const threadId = threadIdSchema.parse(rawId);
  const db = await getDb();
  const { thread, role } = await loadThreadFor(db, p, threadId);
  if (role === "admin") return;
  const seen = await db.transaction(async (tx) => {
    const rows = await tx
      .update(messages)
      .set({ seenAt: now })
      .where(
        and(eq(messages.threadId, threadId), ne(messages.sender, role), isNull(messages.seenAt)),
      )
      .returning({ id: messages.id });
    await tx
      .update(threads)
      .set(role === "buyer" ? { buyerUnread: 0 } : { sellerUnread: 0 })
      .where(eq(threads.id, threadId));
    if (role === "seller") {
      await tx
        .update(leads)
        .set({ seenAt: now })
        .where(and(eq(leads.threadId, threadId), isNull(leads.seenAt)));
    }
    return rows;
  });
  if (seen.length === 0) return;
  await publishEvents([
    {
      channels: partyChannels(thread),
      event: {
        kind: "seen",
        threadId,
        by: role,
        upTo: Math.max(...seen.map((r) => r.id)),
        at: now.toISOString(),
      },
    },
  ]);
}
