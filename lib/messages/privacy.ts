import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { AppError } from "@/lib/auth/errors";
import { getDb } from "@/lib/db/client";
import { sellerBlocks, threads } from "@/lib/db/schema";
import { buyerSmsSchema, reportThreadSchema, threadActionSchema } from "@/lib/validation/messages";
import { appendMessage, partyChannels } from "./append-message";
import { publishEvents } from "./bus";
import type { Participant } from "./participant";
import { PHONE_SHARED_TEXT } from "./system-note";
import { loadThreadFor } from "./thread-access";

async function buyerThread(p: Participant, raw: unknown) {
  const { threadId } = threadActionSchema.parse(raw);
  const db = await getDb();
  const { thread, role } = await loadThreadFor(db, p, threadId);
  if (role !== "buyer") throw new AppError("Only the buyer can do this.", 403);
  return { db, thread };
}

/**
 * "Share my number": from now on the seller sees the buyer's full number in this thread (and
 * only this one). Until then the seller sees it masked; admins always see it.
 */
export async function shareMyNumber(p: Participant, raw: unknown, now = new Date()): Promise<void> {
  const { db, thread } = await buyerThread(p, raw);
  if (thread.phoneSharedAt) return;
  const pending = await db.transaction(async (tx) => {
    const updated = await tx
      .update(threads)
      .set({ phoneSharedAt: now })
      .where(and(eq(threads.id, thread.id), isNull(threads.phoneSharedAt)))
      .returning({ id: threads.id });
    if (!updated.length) return null;
    return (
      await appendMessage(tx, thread, "system", PHONE_SHARED_TEXT, {
        now,
        notify: "seller",
      })
    ).pending;
  });
  if (pending) await publishEvents([pending]);
}

/** Blocks the thread's seller for this buyer's phone: no messages from them through the site. */
export async function blockSeller(p: Participant, raw: unknown): Promise<void> {
  const { db, thread } = await buyerThread(p, raw);
  await db
    .insert(sellerBlocks)
    .values({ buyerPhone: thread.buyerPhone, sellerId: thread.sellerId })
    .onConflictDoNothing();
  await publishEvents([
    { channels: partyChannels(thread), event: { kind: "thread", threadId: thread.id } },
  ]);
}

export async function unblockSeller(p: Participant, raw: unknown): Promise<void> {
  const { db, thread } = await buyerThread(p, raw);
  await db
    .delete(sellerBlocks)
    .where(
      and(
        eq(sellerBlocks.buyerPhone, thread.buyerPhone),
        eq(sellerBlocks.sellerId, thread.sellerId),
      ),
    );
  await publishEvents([
    { channels: partyChannels(thread), event: { kind: "thread", threadId: thread.id } },
  ]);
}

/** Sends the thread to the admins' queue with the buyer's reason (once until an admin resolves it). */
export async function reportThread(p: Participant, raw: unknown, now = new Date()): Promise<void> {
  const { threadId, reason } = reportThreadSchema.parse(raw);
  const { db, thread } = await buyerThread(p, { threadId });
  if (thread.reportedAt && !thread.reportResolvedAt) {
    throw new AppError(
      "You have already reported this conversation. Our team is looking at it.",
      409,
    );
  }
  await db
    .update(threads)
    .set({ reportedAt: now, reportReason: reason, reportResolvedAt: null })
    .where(eq(threads.id, thread.id));
}

/** The buyer's choice of a text message (SMS, and WhatsApp when set up) for each reply. */
export async function setBuyerTexts(p: Participant, raw: unknown): Promise<void> {
  const { threadId, enabled } = buyerSmsSchema.parse(raw);
  const { db, thread } = await buyerThread(p, { threadId });
  await db.update(threads).set({ buyerSms: enabled }).where(eq(threads.id, thread.id));
}
