import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { Actor, SellerActor } from "@/lib/auth/current-user";
import { NotFoundError } from "@/lib/auth/errors";
import { getDb } from "@/lib/db/client";
import {
  billingDetails,
  creditNotes,
  invoices,
  payments,
  plans,
  sellerProfiles,
} from "@/lib/db/schema";
import {
  billingDetailsSchema,
  invoiceIdSchema,
  type BillingDetails,
  type BillingDetailsInput,
} from "@/lib/validation/billing";
import { isIndianState } from "@/lib/validation/gstin";
import type { PaymentStatus } from "@/lib/validation/admin";
import { creditNotePdf, invoicePdf } from "./invoice-pdf";
import { supplier } from "./supplier";

export type SellerPaymentRow = {
  id: number;
  planName: string | null;
  amountPaise: number;
  status: PaymentStatus;
  orderId: string | null;
  paymentRef: string | null;
  method: string | null;
  failureReason: string | null;
  createdAt: Date;
  paidAt: Date | null;
  invoiceId: number | null;
  invoiceNumber: string | null;
  creditNoteId: number | null;
  creditNoteNumber: string | null;
};

/** The seller's own payments (newest first) with their invoices. */
export async function listSellerPayments(seller: SellerActor): Promise<SellerPaymentRow[]> {
  const db = await getDb();
  return db
    .select({
      id: payments.id,
      planName: plans.name,
      amountPaise: payments.amountPaise,
      status: payments.status,
      orderId: payments.providerOrderId,
      paymentRef: payments.providerPaymentId,
      method: payments.method,
      failureReason: payments.failureReason,
      createdAt: payments.createdAt,
      paidAt: payments.paidAt,
      invoiceId: invoices.id,
      invoiceNumber: invoices.number,
      creditNoteId: creditNotes.id,
      creditNoteNumber: creditNotes.number,
    })
    .from(payments)
    .leftJoin(plans, eq(plans.id, payments.planId))
    .leftJoin(invoices, eq(invoices.paymentId, payments.id))
    .leftJoin(creditNotes, eq(creditNotes.invoiceId, invoices.id))
    .where(eq(payments.sellerId, seller.id))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(200);
}

/** An invoice as a PDF: the seller's own, or any for an admin. Anything else is "not found". */
export async function invoicePdfFor(
  actor: Actor,
  rawId: unknown,
): Promise<{ filename: string; pdf: Buffer }> {
  const id = invoiceIdSchema.parse(rawId);
  const db = await getDb();
  const owner = actor.role === "admin" ? undefined : eq(invoices.sellerId, actor.id);
  const [row] = await db
    .select({ invoice: invoices, paymentRef: payments.providerPaymentId })
    .from(invoices)
    .innerJoin(payments, eq(payments.id, invoices.paymentId))
    .where(and(eq(invoices.id, id), owner))
    .limit(1);
  if (!row || (actor.role !== "admin" && actor.role !== "seller")) {
    throw new NotFoundError("This invoice was not found.");
  }
  const pdf = await invoicePdf({ ...row.invoice, paymentRef: row.paymentRef }, supplier());
  return { filename: `${row.invoice.number.replace(/\//g, "-")}.pdf`, pdf };
}

/** A credit note as a PDF: the seller's own, or any for an admin. Anything else is "not found". */
export async function creditNotePdfFor(
  actor: Actor,
  rawId: unknown,
): Promise<{ filename: string; pdf: Buffer }> {
  const id = invoiceIdSchema.parse(rawId);
  const db = await getDb();
  const owner = actor.role === "admin" ? undefined : eq(creditNotes.sellerId, actor.id);
  const [row] = await db
    .select({ note: creditNotes, invoice: invoices, paymentRef: payments.providerPaymentId })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .innerJoin(payments, eq(payments.id, invoices.paymentId))
    .where(and(eq(creditNotes.id, id), owner))
    .limit(1);
  if (!row || (actor.role !== "admin" && actor.role !== "seller")) {
    throw new NotFoundError("This credit note was not found.");
  }
  const pdf = await creditNotePdf(
    row.note,
    { ...row.invoice, paymentRef: row.paymentRef },
    supplier(),
  );
  return { filename: `${row.note.number.replace(/\//g, "-")}.pdf`, pdf };
}

/** The seller's billing details, or null before the first checkout asked for them. */
export async function getBillingDetails(seller: SellerActor): Promise<BillingDetails | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(billingDetails)
    .where(eq(billingDetails.userId, seller.id))
    .limit(1);
  if (!row || !isIndianState(row.state)) return null;
  return { name: row.name, address: row.address, state: row.state, gstin: row.gstin ?? "" };
}

/** Suggested values for the first billing-details form: the profile's name, address and state. */
export async function billingDetailsDraft(seller: SellerActor): Promise<BillingDetailsInput> {
  const db = await getDb();
  const [profile] = await db
    .select({
      companyName: sellerProfiles.companyName,
      address: sellerProfiles.address,
      city: sellerProfiles.city,
      state: sellerProfiles.state,
      gstin: sellerProfiles.gstin,
    })
    .from(sellerProfiles)
    .where(eq(sellerProfiles.userId, seller.id))
    .limit(1);
  const state = profile?.state && isIndianState(profile.state) ? profile.state : undefined;
  return {
    name: profile?.companyName?.trim() || `${seller.firstName} ${seller.lastName}`.trim(),
    address: [profile?.address, profile?.city].filter(Boolean).join(", "),
    state: state as BillingDetailsInput["state"],
    gstin: profile?.gstin ?? "",
  };
}

/** Saves what the seller's next invoices are billed to (issued invoices never change). */
export async function saveBillingDetails(
  seller: SellerActor,
  raw: unknown,
): Promise<BillingDetails> {
  const details = billingDetailsSchema.parse(raw);
  const db = await getDb();
  const value = {
    name: details.name,
    address: details.address,
    state: details.state,
    gstin: details.gstin || null,
    updatedAt: new Date(),
  };
  await db
    .insert(billingDetails)
    .values({ userId: seller.id, ...value })
    .onConflictDoUpdate({ target: billingDetails.userId, set: value });
  return details;
}
