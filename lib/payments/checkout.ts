import "server-only";
import { and, desc, eq, gt, inArray, isNull } from "drizzle-orm";
import type { SellerActor } from "@/lib/auth/current-user";
import { AppError } from "@/lib/auth/errors";
import { getDb } from "@/lib/db/client";
import { billingDetails, payments, plans } from "@/lib/db/schema";
import { log } from "@/lib/log";
import { checkoutSchema } from "@/lib/validation/billing";
import { rupeesToPaise } from "./gst";
import { getPaymentProvider } from "./provider/get-payment-provider";
import { supplier } from "./supplier";
import type { ProviderName } from "./provider/types";

export const BILLING_DETAILS_REQUIRED =
  "Add your billing details (name, address and state) before buying a plan.";

/** No money is taken while invoices cannot be issued (a real deployment without our GSTIN). */
function assertInvoicingReady(): void {
  try {
    supplier();
  } catch (error) {
    log.error({ err: error }, "checkout refused: invoicing is not configured");
    throw new AppError("Plans cannot be bought at the moment. Please contact support.", 503);
  }
}

/** An unpaid order for the same plan is reused for this long (double clicks, two tabs). */
const REUSE_ORDER_MS = 30 * 60_000;

export type CheckoutSession = {
  provider: ProviderName;
  keyId: string;
  orderId: string;
  amountPaise: number;
  currency: "INR";
  planName: string;
  prefill: { name: string; email: string; contact: string };
};

/**
 * Starts buying a plan: the amount comes from the plan on the server (the browser only names
 * the plan), the provider creates the order, and the order is stored `created`. If the provider
 * does not answer, nothing is stored and the seller is told to try again.
 */
export async function startCheckout(
  seller: SellerActor,
  raw: unknown,
  now: Date = new Date(),
): Promise<CheckoutSession> {
  const { planId } = checkoutSchema.parse(raw);
  const db = await getDb();
  const [plan] = await db
    .select()
    .from(plans)
    .where(
      and(
        eq(plans.id, planId),
        eq(plans.sellerKind, seller.sellerKind),
        eq(plans.active, true),
        eq(plans.isFree, false),
        isNull(plans.archivedAt),
      ),
    )
    .limit(1);
  if (!plan) throw new AppError("This plan is not available for your account.", 400);
  assertInvoicingReady();
  const [billing] = await db
    .select({ userId: billingDetails.userId })
    .from(billingDetails)
    .where(eq(billingDetails.userId, seller.id))
    .limit(1);
  if (!billing) throw new AppError(BILLING_DETAILS_REQUIRED, 409);
  const amountPaise = rupeesToPaise(plan.price);
  if (amountPaise < 100) throw new AppError("This plan cannot be bought online.", 400);
  const provider = getPaymentProvider();
  const session = (orderId: string): CheckoutSession => ({
    provider: provider.name,
    keyId: provider.keyId,
    orderId,
    amountPaise,
    currency: "INR",
    planName: plan.name,
    prefill: {
      name: `${seller.firstName} ${seller.lastName}`.trim(),
      email: seller.email,
      contact: seller.phone,
    },
  });

  const [open] = await db
    .select({ orderId: payments.providerOrderId })
    .from(payments)
    .where(
      and(
        eq(payments.sellerId, seller.id),
        eq(payments.planId, plan.id),
        eq(payments.provider, provider.name),
        eq(payments.amountPaise, amountPaise),
        inArray(payments.status, ["created", "failed"]),
        gt(payments.createdAt, new Date(now.getTime() - REUSE_ORDER_MS)),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  if (open?.orderId) return session(open.orderId);

  const order = await provider.createOrder({
    amountPaise,
    receipt: `s${seller.id}-p${plan.id}-${now.getTime()}`,
    notes: { sellerId: String(seller.id), planId: String(plan.id) },
  });
  if (order.amountPaise !== amountPaise) {
    throw new AppError("The payment service created an order for a different amount.", 502);
  }
  await db.insert(payments).values({
    sellerId: seller.id,
    planId: plan.id,
    amountPaise,
    provider: provider.name,
    providerOrderId: order.id,
    status: "created",
    createdAt: now,
    updatedAt: now,
  });
  return session(order.id);
}
