import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { Actor, SellerActor } from "@/lib/auth/current-user";
import { NotFoundError } from "@/lib/auth/errors";
import { getDb } from "@/lib/db/client";
import { invoices, payments, plans, sellerProfiles } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { billingDetailsSchema, invoiceIdSchema } from "@/lib/validation/billing";
import type { PaymentStatus } from "@/lib/validation/admin";
import { invoicePdf } from "./invoice-pdf";

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
    })
    .from(payments)
    .leftJoin(plans, eq(plans.id, payments.planId))
    .leftJoin(invoices, eq(invoices.paymentId, payments.id))
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
  const pdf = invoicePdf({ ...row.invoice, paymentRef: row.paymentRef }, env.BUSINESS_GSTIN);
  return { filename: `${row.invoice.number.replace(/\//g, "-")}.pdf`, pdf };
}

export async function getBillingDetails(seller: SellerActor): Promise<{
  gstin: string;
  state: string | null;
}> {
  const db = await getDb();
  const [row] = await db
    .select({ gstin: sellerProfiles.gstin, state: sellerProfiles.state })
    .from(sellerProfiles)
    .where(eq(sellerProfiles.userId, seller.id))
    .limit(1);
  return { gstin: row?.gstin ?? "", state: row?.state ?? null };
}

/** The GSTIN printed on the seller's future invoices (issued invoices never change). */
export async function saveBillingDetails(
  seller: SellerActor,
  raw: unknown,
): Promise<{ gstin: string }> {
  const { gstin } = billingDetailsSchema.parse(raw);
  const db = await getDb();
  await db
    .update(sellerProfiles)
    .set({ gstin: gstin || null, updatedAt: new Date() })
    .where(eq(sellerProfiles.userId, seller.id));
  return { gstin };
}
