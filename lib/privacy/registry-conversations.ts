import "server-only";
import { and, eq, inArray, ne, or, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/admin/tx";
import { messages, sellerBlocks, siteVisits, threads } from "@/lib/db/schema";
import { selectRows, type DataSubject, type PersonalDataEntry } from "./registry-types";

/** What a deleted buyer's messages say to the seller afterwards (the thread's history stays). */
export const REMOVED_MESSAGE = "(Message removed: the sender deleted their account.)";
/** The name a deleted buyer's threads show. */
export const FORMER_BUYER = "Former LAND Acre user";

/** The person's threads as a buyer: by account, or by the verified phone a guest used. */
const asBuyer = (s: DataSubject) =>
  and(or(eq(threads.buyerId, s.id), eq(threads.buyerPhone, s.phone)), ne(threads.sellerId, s.id));

/** Every message and site visit of the person's threads, on either side. */
async function threadContents(db: DbOrTx, s: DataSubject): Promise<unknown[]> {
  const ids = (
    await db
      .select({ id: threads.id })
      .from(threads)
      .where(or(asBuyer(s), eq(threads.sellerId, s.id)))
  ).map((r) => r.id);
  if (ids.length === 0) return [];
  const rows = await selectRows(db, messages, inArray(messages.threadId, ids));
  const visits = await selectRows(db, siteVisits, inArray(siteVisits.threadId, ids));
  return [...rows, ...visits.map((v) => ({ siteVisit: v }))];
}

/**
 * Conversations (lib/messages): a buyer's threads stay with their sellers, anonymised — no
 * name, phone, e-mail or account, and the buyer's own messages replaced by a notice; a seller's
 * threads are deleted with the account (their messages and visits cascade).
 */
export const CONVERSATION_ENTRIES: readonly PersonalDataEntry[] = [
  {
    table: "messages",
    columns: [],
    section: "messages",
    exportRows: threadContents,
    rule: "anonymise",
    erase: async (tx, s) => {
      const mine = await tx.select({ id: threads.id }).from(threads).where(asBuyer(s));
      if (mine.length === 0) return;
      await tx
        .update(messages)
        .set({ body: REMOVED_MESSAGE })
        .where(
          and(
            inArray(
              messages.threadId,
              mine.map((r) => r.id),
            ),
            eq(messages.sender, "buyer"),
          ),
        );
    },
    why: "Your conversations stay with the sellers without your name, number or e-mail, and with your messages removed.",
  },
  {
    table: "threads",
    columns: ["buyer_id", "buyer_phone", "buyer_email"],
    section: "conversationsAsBuyer",
    exportRows: (db, s) => selectRows(db, threads, asBuyer(s)),
    rule: "anonymise",
    erase: async (tx, s) => {
      await tx
        .update(threads)
        .set({
          buyerId: null,
          buyerName: FORMER_BUYER,
          buyerPhone: sql`'deleted:' || ${threads.id}`,
          buyerEmail: null,
          buyerSms: false,
          lastMessagePreview: "",
        })
        .where(asBuyer(s));
    },
    why: "Your conversations stay with the sellers without your name, number or e-mail, and with your messages removed.",
  },
  {
    table: "threads",
    columns: ["seller_id"],
    section: "conversationsAsSeller",
    exportRows: (db, s) => selectRows(db, threads, eq(threads.sellerId, s.id)),
    rule: "delete",
    erase: async (tx, s) => {
      await tx.delete(threads).where(eq(threads.sellerId, s.id));
    },
    why: "Conversations with buyers about your listings are deleted with your account.",
  },
  {
    table: "seller_blocks",
    columns: ["buyer_phone", "seller_id"],
    section: "blockedSellers",
    exportRows: (db, s) =>
      selectRows(
        db,
        sellerBlocks,
        or(eq(sellerBlocks.buyerPhone, s.phone), eq(sellerBlocks.sellerId, s.id)),
      ),
    rule: "delete",
    erase: async (tx, s) => {
      await tx
        .delete(sellerBlocks)
        .where(or(eq(sellerBlocks.buyerPhone, s.phone), eq(sellerBlocks.sellerId, s.id)));
    },
    why: "Sellers you blocked, and blocks of you, are deleted.",
  },
];
