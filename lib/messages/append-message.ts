import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { messages, threads } from "@/lib/db/schema";
import { scheduleThreadNotice } from "./notify/schedule";
import { buyerChannel, sellerChannel, type MessageView, type ThreadEvent } from "./thread-events";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type ThreadParties = { id: number; sellerId: number; buyerPhone: string };

/** An event to publish once the transaction committed (lib/messages/bus.ts). */
export type PendingEvent = { channels: string[]; event: ThreadEvent };

export function partyChannels(thread: ThreadParties): string[] {
  return [buyerChannel(thread.buyerPhone), sellerChannel(thread.sellerId)];
}

const PREVIEW = 140;

/**
 * Adds a message to a thread inside the caller's transaction: the thread's last message, the
 * other side's unread count (a system line counts for `notify`), the seller's first reply time,
 * and the off-site notice for whoever should hear of it (folded, lib/messages/notify).
 */
export async function appendMessage(
  tx: Tx,
  thread: ThreadParties,
  sender: MessageView["sender"],
  body: string,
  options: { now?: Date; notify?: "buyer" | "seller" | null } = {},
): Promise<{ message: MessageView; pending: PendingEvent }> {
  const now = options.now ?? new Date();
  const [row] = await tx
    .insert(messages)
    .values({ threadId: thread.id, sender, body, createdAt: now })
    .returning();
  const notify =
    options.notify !== undefined
      ? options.notify
      : sender === "buyer"
        ? "seller"
        : sender === "seller"
          ? "buyer"
          : null;
  const preview = body.length > PREVIEW ? `${body.slice(0, PREVIEW - 1)}…` : body;
  await tx
    .update(threads)
    .set({
      lastMessageAt: now,
      lastMessagePreview: preview,
      ...(notify === "seller" ? { sellerUnread: sql`${threads.sellerUnread} + 1` } : {}),
      ...(notify === "buyer" ? { buyerUnread: sql`${threads.buyerUnread} + 1` } : {}),
      ...(sender === "seller"
        ? {
            firstReplyAt: sql`coalesce(${threads.firstReplyAt}, ${now.toISOString()}::timestamptz)`,
          }
        : {}),
    })
    .where(eq(threads.id, thread.id));
  if (notify) await scheduleThreadNotice(tx, thread.id, notify, now);
  const message: MessageView = {
    id: row.id,
    threadId: thread.id,
    sender,
    body,
    createdAt: row.createdAt.toISOString(),
    seenAt: null,
  };
  return {
    message,
    pending: {
      channels: partyChannels(thread),
      event: { kind: "message", threadId: thread.id, message },
    },
  };
}
