import "server-only";
import { and, eq, inArray, ne, or, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/admin/tx";
import { messages, sellerBlocks, threads } from "@/lib/db/schema";
import type { DataSubject, PersonalDataEntry } from "@/lib/privacy/registry-types";
import { DELETED_MESSAGE } from "./system-note";

/** What a deleted buyer is called in the seller's copy of the conversation. */
export const DELETED_BUYER = "Former LAND Acre user";

const asBuyer = (s: DataSubject) =>
  and(or(eq(threads.buyerId, s.id), eq(threads.buyerPhone, s.phone)), ne(threads.sellerId, s.id));

/** The person's conversations (either side) with every message, for the data export. */
async function exportThreads(db: DbOrTx, s: DataSubject): Promise<unknown[]> {
  const rows = await db
    .select()
    .from(threads)
    .where(
      or(eq(threads.sellerId, s.id), eq(threads.buyerId, s.id), eq(threads.buyerPhone, s.phone)),
    );
  if (!rows.length) return [];
  const all = await db
    .select()
    .from(messages)
    .where(
      inArray(
        messages.threadId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(messages.id);
  return rows.map((t) => ({ ...t, messages: all.filter((m) => m.threadId === t.id) }));
}

/**
 * Conversations in the personal-data registry (lib/privacy/registry.ts). Deleting an account:
 * - as a buyer, the seller keeps the conversation for their records, anonymised: no name, number,
 *   e-mail or account link, and the text of every message the buyer wrote is erased;
 * - as a seller, the conversations are deleted (their messages and visits with them);
 * - blocks the person made or received are deleted.
 */
export const MESSAGE_PERSONAL_DATA: readonly PersonalDataEntry[] = [
  {
    table: "threads",
    columns: ["buyer_id", "buyer_phone", "buyer_email"],
    section: "conversations",
    exportRows: exportThreads,
    rule: "anonymise",
    erase: async (tx, s) => {
      const mine = await tx.select({ id: threads.id }).from(threads).where(asBuyer(s));
      if (!mine.length) return;
      const ids = mine.map((t) => t.id);
      await tx
        .update(messages)
        .set({ body: DELETED_MESSAGE })
        .where(and(inArray(messages.threadId, ids), eq(messages.sender, "buyer")));
      await tx
        .update(threads)
        .set({
          buyerId: null,
          buyerName: DELETED_BUYER,
          buyerPhone: sql`'deleted:' || ${threads.id}`,
          buyerEmail: null,
          phoneSharedAt: null,
          buyerSms: false,
          lastMessagePreview: DELETED_MESSAGE,
          reportReason: null,
        })
        .where(inArray(threads.id, ids));
    },
    why: "Sellers keep the conversations you started, without your name, number or e-mail, and with the text of your messages erased.",
  },
  {
    table: "threads",
    columns: ["seller_id"],
    section: null,
    rule: "delete",
    erase: async (tx, s) => {
      await tx.delete(threads).where(eq(threads.sellerId, s.id));
    },
    why: "Conversations buyers had with you as a seller are deleted with your account.",
  },
  {
    table: "seller_blocks",
    columns: ["buyer_phone", "seller_id"],
    section: null,
    rule: "delete",
    erase: async (tx, s) => {
      await tx
        .delete(sellerBlocks)
        .where(or(eq(sellerBlocks.buyerPhone, s.phone), eq(sellerBlocks.sellerId, s.id)));
    },
    why: "Sellers you blocked, and blocks on you as a seller.",
  },
];
