import "server-only";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/admin/tx";
import { invoiceCounters, invoices, sellerProfiles, users } from "@/lib/db/schema";
import { site } from "@/lib/site";
import { financialYearOf, invoiceNumber, splitGst } from "./gst";

export type InvoiceRow = typeof invoices.$inferSelect;

/** The next number in the financial year: the counter row stays locked until the transaction ends. */
async function nextSequence(tx: DbOrTx, financialYear: string): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ financialYear, lastSequence: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.financialYear,
      set: { lastSequence: sql`${invoiceCounters.lastSequence} + 1` },
    })
    .returning({ sequence: invoiceCounters.lastSequence });
  return row.sequence;
}

/**
 * Issues the tax invoice of a paid payment, inside the transaction that marks it paid (so a
 * number is never used without its invoice). Place of supply is the seller's state.
 */
export async function issueInvoice(
  tx: DbOrTx,
  payment: { id: number; sellerId: number; amountPaise: number; description: string },
  now: Date,
): Promise<InvoiceRow> {
  const [seller] = await tx
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      companyName: sellerProfiles.companyName,
      state: sellerProfiles.state,
      gstin: sellerProfiles.gstin,
    })
    .from(users)
    .leftJoin(sellerProfiles, eq(sellerProfiles.userId, users.id))
    .where(eq(users.id, payment.sellerId))
    .limit(1);
  const financialYear = financialYearOf(now);
  const sequence = await nextSequence(tx, financialYear);
  const split = splitGst(payment.amountPaise, seller?.state, site.address.state);
  const [invoice] = await tx
    .insert(invoices)
    .values({
      paymentId: payment.id,
      sellerId: payment.sellerId,
      number: invoiceNumber(financialYear, sequence),
      financialYear,
      sequence,
      billedName:
        seller?.companyName?.trim() ||
        `${seller?.firstName ?? ""} ${seller?.lastName ?? ""}`.trim(),
      billedEmail: seller?.email ?? "",
      gstin: seller?.gstin || null,
      placeOfSupply: seller?.state || null,
      description: payment.description,
      ...split,
      issuedAt: now,
    })
    .returning();
  return invoice;
}
