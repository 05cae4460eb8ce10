import "server-only";
import { and, eq } from "drizzle-orm";
import { NotFoundError } from "@/lib/auth/errors";
import { getDb, type Db } from "@/lib/db/client";
import { projects, properties, sellerBlocks, threads, users } from "@/lib/db/schema";
import type { Participant } from "./participant";

export type ThreadRole = "buyer" | "seller" | "admin";

/** The same answer whether the thread does not exist or is someone else's. */
export const THREAD_NOT_FOUND = "This conversation was not found.";

export type ThreadRow = typeof threads.$inferSelect;

/**
 * Which side of the thread the participant is on: its seller (by account), its buyer (by account
 * or by the verified phone the enquiry came from), or an admin (read-only). Anyone else gets the
 * same 404 as for a thread that does not exist.
 */
export function roleIn(
  thread: Pick<ThreadRow, "sellerId" | "buyerId" | "buyerPhone">,
  p: Participant,
): ThreadRole | null {
  if (p.userId !== null && thread.sellerId === p.userId) return "seller";
  if ((p.userId !== null && thread.buyerId === p.userId) || thread.buyerPhone === p.phone) {
    return "buyer";
  }
  if (p.role === "admin") return "admin";
  return null;
}

/** The participant's side of thread `threadId`, or null (not theirs, or no such thread). */
export async function threadRoleOf(p: Participant, threadId: number): Promise<ThreadRole | null> {
  const db = await getDb();
  const [thread] = await db
    .select({
      sellerId: threads.sellerId,
      buyerId: threads.buyerId,
      buyerPhone: threads.buyerPhone,
    })
    .from(threads)
    .where(eq(threads.id, threadId))
    .limit(1);
  return thread ? roleIn(thread, p) : null;
}

export async function loadThreadFor(
  db: Db,
  p: Participant,
  threadId: number,
): Promise<{ thread: ThreadRow; role: ThreadRole }> {
  const [thread] = await db.select().from(threads).where(eq(threads.id, threadId)).limit(1);
  const role = thread ? roleIn(thread, p) : null;
  if (!thread || !role) throw new NotFoundError(THREAD_NOT_FOUND);
  return { thread, role };
}

export type ThreadLock = { readOnly: false } | { readOnly: true; note: string };

/**
 * A thread stays readable after its listing is paused, sold or removed, but takes no new
 * messages; a seller the buyer blocked cannot write either.
 */
export async function threadLock(db: Db, thread: ThreadRow, role: ThreadRole): Promise<ThreadLock> {
  if (role === "admin")
    return { readOnly: true, note: "Administrators read conversations without taking part." };
  if (thread.targetKey.startsWith("p:")) {
    const [row] = thread.propertyId
      ? await db
          .select({ status: properties.status, expiresAt: properties.expiresAt })
          .from(properties)
          .where(eq(properties.id, thread.propertyId))
          .limit(1)
      : [];
    if (!row)
      return {
        readOnly: true,
        note: "This listing has been removed. The conversation is kept for your records.",
      };
    if (row.status === "sold" || row.status === "rented") {
      return {
        readOnly: true,
        note: `This listing is marked ${row.status}. The conversation is kept for your records.`,
      };
    }
    if (row.status !== "active" || (row.expiresAt && row.expiresAt.getTime() < Date.now())) {
      return {
        readOnly: true,
        note: "This listing is no longer live. The conversation is kept for your records.",
      };
    }
  } else if (thread.targetKey.startsWith("j:")) {
    const [row] = thread.projectId
      ? await db
          .select({ status: projects.status })
          .from(projects)
          .where(eq(projects.id, thread.projectId))
          .limit(1)
      : [];
    if (!row || row.status !== "active") {
      return {
        readOnly: true,
        note: "This project is no longer live. The conversation is kept for your records.",
      };
    }
  }
  const [seller] = await db
    .select({ status: users.status })
    .from(users)
    .where(eq(users.id, thread.sellerId))
    .limit(1);
  if (!seller || seller.status !== "active") {
    return { readOnly: true, note: "This seller's account is no longer active." };
  }
  if (await isBlocked(db, thread.buyerPhone, thread.sellerId)) {
    return {
      readOnly: true,
      note:
        role === "buyer"
          ? "You blocked this seller. Unblock them to write again."
          : "This buyer has closed the conversation.",
    };
  }
  return { readOnly: false };
}

export async function isBlocked(db: Db, buyerPhone: string, sellerId: number): Promise<boolean> {
  const [row] = await db
    .select({ sellerId: sellerBlocks.sellerId })
    .from(sellerBlocks)
    .where(and(eq(sellerBlocks.buyerPhone, buyerPhone), eq(sellerBlocks.sellerId, sellerId)))
    .limit(1);
  return Boolean(row);
}
