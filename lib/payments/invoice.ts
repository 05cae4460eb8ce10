import "server-only";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/admin/tx";
import { billingDetails, invoiceCounters, invoices, sellerProfiles, users } from "@/lib/db/schema";
import { financialYearOf, invoiceNumber, splitGst } from "./gst";
import { supplier } from "./supplier";

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

/** Who an invoice is billed to: the billing details given at checkout, else the profile's. */
async function billedParty(tx: DbOrTx, sellerId: number) {
  const [row] = await tx
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      companyName: sellerProfiles.companyName,
      profileState: sellerProfiles.state,
      profileGstin: sellerProfiles.gstin,
      name: billingDetails.name,
      address: billingDetails.address,
      state: billingDetails.state,
      gstin: billingDetails.gstin,
    })
    .from(users)
    .leftJoin(sellerProfiles, eq(sellerProfiles.userId, users.id))
    .leftJoin(billingDetails, eq(billingDetails.userId, users.id))
    .where(eq(users.id, sellerId))
    .limit(1);
  if (row?.name) {
    return {
      name: row.name,
      email: row.email,
      address: row.address,
      state: row.state,
      gstin: row.gstin || null,
    };
  }
  return {
    name: row?.companyName?.trim() || `${row?.firstName ?? ""} ${row?.lastName ?? ""}`.trim(),
    email: row?.email ?? "",
    address: null,
    state: row?.profileState || null,
    gstin: row?.profileGstin || null,
  };
}

/**
 * Issues the tax invoice of a paid payment, inside the transaction that marks it paid (so a
 * number is never used without its invoice). Place of supply is the billing state: CGST + SGST
 * when it is ours (supplier.ts), IGST otherwise.
 */
export async function issueInvoice(
  tx: DbOrTx,
  payment: { id: number; sellerId: number; amountPaise: number; description: string },
  now: Date,
): Promise<InvoiceRow> {
  const ours = supplier();
  const party = await billedParty(tx, payment.sellerId);
  const financialYear = financialYearOf(now);
  const sequence = await nextSequence(tx, financialYear);
  const split = splitGst(payment.amountPaise, party.state, ours.state);
  const [invoice] = await tx
    .insert(invoices)
    .values({
      paymentId: payment.id,
      sellerId: payment.sellerId,
      number: invoiceNumber(financialYear, sequence),
      financialYear,
      sequence,
      billedName: party.name,
      billedEmail: party.email,
      billedAddress: party.address,
      gstin: party.gstin,
      placeOfSupply: party.state,
      description: payment.description,
      ...split,
      issuedAt: now,
    })
    .returning();
  return invoice;
}
