import "server-only";
import { and, eq } from "drizzle-orm";
import { AppError, NotFoundError } from "@/lib/auth/errors";
import type { DbOrTx } from "@/lib/admin/tx";
import { getDb } from "@/lib/db/client";
import { payments, plans, subscriptions } from "@/lib/db/schema";
import { log } from "@/lib/log";
import { createNotification } from "@/lib/notifications/create-notification";
import { formatPaise } from "@/lib/format/money";
import { issueInvoice } from "./invoice";
import { applyDeferredEvents } from "./deferred-events";
import { canMovePayment, type PaymentRow } from "./payment-state";
import type { ProviderName } from "./provider/types";
import { formatDate } from "@/lib/format/date";
import { countOf } from "@/lib/format/count";

const DAY = 86_400_000;

export type CaptureResult = {
  paymentId: number;
  /** True only for the call that activated the plan; every later call changes nothing. */
  applied: boolean;
  status: PaymentRow["status"];
};

async function lockOrder(tx: DbOrTx, provider: ProviderName, orderId: string): Promise<PaymentRow> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerOrderId, orderId)))
    .for("update");
  if (!row) throw new NotFoundError("This order is not known.");
  return row;
}

/**
 * Applies a captured payment exactly once, whichever arrives first (the browser's verified
 * callback or the webhook): the order row is locked, a completed order is left alone, and the
 * subscription (quotas and price fixed now) and the invoice are written in the same transaction.
 */
export async function capturePayment(
  input: {
    provider: ProviderName;
    orderId: string;
    providerPaymentId: string;
    /** The amount the provider reports, checked against the order's. */
    amountPaise?: number;
    method?: string | null;
    sellerId?: number;
  },
  now: Date = new Date(),
): Promise<CaptureResult> {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.provider, input.orderId);
    if (input.sellerId !== undefined && order.sellerId !== input.sellerId) {
      throw new NotFoundError("This order is not known.");
    }
    if (input.amountPaise !== undefined && input.amountPaise !== order.amountPaise) {
      log.warn(
        { orderId: input.orderId, expected: order.amountPaise, got: input.amountPaise },
        "payment amount does not match its order; not applied",
      );
      throw new AppError("The amount paid does not match the order.", 400);
    }
    if (!canMovePayment(order.status, "completed")) {
      if (order.providerPaymentId && order.providerPaymentId !== input.providerPaymentId) {
        log.warn(
          { orderId: input.orderId, kept: order.providerPaymentId, other: input.providerPaymentId },
          "a second payment arrived for an order already settled",
        );
      }
      return { paymentId: order.id, applied: false, status: order.status };
    }
    if (!order.planId) throw new AppError("This order has no plan.", 400);
    const [plan] = await tx.select().from(plans).where(eq(plans.id, order.planId)).limit(1);
    if (!plan) throw new AppError("This order's plan no longer exists.", 400);
    await tx
      .update(payments)
      .set({
        status: "completed",
        providerPaymentId: input.providerPaymentId,
        method: input.method ?? order.method,
        paidAt: now,
        failureReason: null,
        updatedAt: now,
      })
      .where(eq(payments.id, order.id));
    const endsAt = new Date(now.getTime() + plan.durationDays * DAY);
    await tx.insert(subscriptions).values({
      sellerId: order.sellerId,
      planId: plan.id,
      planName: plan.name,
      pricePaise: order.amountPaise,
      listingQuota: plan.listingQuota,
      featuredQuota: plan.featuredQuota,
      featuredDays: plan.featuredDays,
      startsAt: now,
      endsAt,
      status: "active",
      paymentId: order.id,
      createdAt: now,
    });
    const invoice = await issueInvoice(
      tx,
      {
        id: order.id,
        sellerId: order.sellerId,
        amountPaise: order.amountPaise,
        description: `${plan.name} plan, ${countOf(plan.durationDays, "day")} (${countOf(plan.listingQuota, "listing")}, ${plan.featuredQuota} featured)`,
      },
      now,
    );
    await createNotification(tx, {
      userId: order.sellerId,
      kind: "payment_received",
      title: `Payment received: ${plan.name} plan is active`,
      body: `${formatPaise(order.amountPaise)} paid. Invoice ${invoice.number}. The plan runs until ${formatDate(endsAt)}.`,
      link: "/saller/billing",
    });
    return { paymentId: order.id, applied: true, status: "completed" as const };
  });
  // Refund events that arrived before this capture are applied now, in their order.
  if (result.applied) await applyDeferredEvents(input.provider, input.providerPaymentId, now);
  return result;
}

/**
 * Records a failed attempt. It never undoes a completed payment, and a later successful
 * attempt on the same order still completes it.
 */
export async function failPayment(
  input: {
    provider: ProviderName;
    orderId: string;
    providerPaymentId?: string | null;
    reason?: string | null;
    sellerId?: number;
  },
  now: Date = new Date(),
): Promise<{ paymentId: number; applied: boolean; status: PaymentRow["status"] }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.provider, input.orderId);
    if (input.sellerId !== undefined && order.sellerId !== input.sellerId) {
      throw new NotFoundError("This order is not known.");
    }
    if (!canMovePayment(order.status, "failed")) {
      return { paymentId: order.id, applied: false, status: order.status };
    }
    await tx
      .update(payments)
      .set({
        status: "failed",
        providerPaymentId: input.providerPaymentId ?? order.providerPaymentId,
        failureReason: (input.reason ?? "The payment did not go through.").slice(0, 300),
        updatedAt: now,
      })
      .where(eq(payments.id, order.id));
    return { paymentId: order.id, applied: true, status: "failed" as const };
  });
}
