import "server-only";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/admin/tx";
import { creditNoteCounters, creditNotes, invoices } from "@/lib/db/schema";
import { creditNoteNumber, financialYearOf, splitGstAs } from "./gst";

export type CreditNoteRow = typeof creditNotes.$inferSelect;

async function nextSequence(tx: DbOrTx, financialYear: string): Promise<number> {
  const [row] = await tx
    .insert(creditNoteCounters)
    .values({ financialYear, lastSequence: 1 })
    .onConflictDoUpdate({
      target: creditNoteCounters.financialYear,
      set: { lastSequence: sql`${creditNoteCounters.lastSequence} + 1` },
    })
    .returning({ sequence: creditNoteCounters.lastSequence });
  return row.sequence;
}

/**
 * The credit note of a refund, in the refund's transaction: against the payment's invoice, with
 * the invoice's kind of tax (CGST + SGST or IGST) on the refunded amount, numbered in its own
 * gap-free series per financial year. Once per refund; none when the payment had no invoice.
 */
export async function issueCreditNote(
  tx: DbOrTx,
  refund: { id: number; paymentId: number; amountPaise: number; reason: string | null },
  now: Date,
): Promise<CreditNoteRow | null> {
  const [existing] = await tx
    .select()
    .from(creditNotes)
    .where(eq(creditNotes.refundId, refund.id))
    .limit(1);
  if (existing) return existing;
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(eq(invoices.paymentId, refund.paymentId))
    .limit(1);
  if (!invoice) return null;
  const amount = Math.min(refund.amountPaise, invoice.totalPaise);
  const intraState = invoice.cgstPaise + invoice.sgstPaise > 0;
  const split =
    amount === invoice.totalPaise
      ? {
          taxablePaise: invoice.taxablePaise,
          cgstPaise: invoice.cgstPaise,
          sgstPaise: invoice.sgstPaise,
          igstPaise: invoice.igstPaise,
          totalPaise: invoice.totalPaise,
        }
      : splitGstAs(amount, intraState);
  const financialYear = financialYearOf(now);
  const sequence = await nextSequence(tx, financialYear);
  const [note] = await tx
    .insert(creditNotes)
    .values({
      invoiceId: invoice.id,
      refundId: refund.id,
      sellerId: invoice.sellerId,
      number: creditNoteNumber(financialYear, sequence),
      financialYear,
      sequence,
      reason: refund.reason?.trim() || "Refund of the payment",
      ...split,
      issuedAt: now,
    })
    .returning();
  return note;
}
