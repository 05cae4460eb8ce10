import "server-only";
import { and, eq, isNotNull, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/admin/tx";
import { expireTags } from "@/lib/cache/expire-tags";
import { payments, refunds, subscriptions } from "@/lib/db/schema";
import { formatPaise } from "@/lib/format/money";
import { createNotification } from "@/lib/notifications/create-notification";
import type { PausedListing } from "@/lib/plans/entitlement";
import { fallBackToQuota, pausedListingTags } from "@/lib/plans/plan-expiry";
import { issueCreditNote } from "./credit-note";
import { canMovePayment, type PaymentRow } from "./payment-state";

export type RefundStatus = "pending" | "processed" | "failed";

export type RefundOutcome = {
  /** What the refund did to the payment. */
  outcome: "refunded" | "partial" | "restored" | "unchanged";
  pausedListings: PausedListing[];
};

/** Paise of this payment's refunds that did not fail (pending or processed). */
export async function refundedPaise(tx: DbOrTx, paymentId: number): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string | number>`coalesce(sum(${refunds.amountPaise}), 0)` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), ne(refunds.status, "failed")));
  return Number(row?.total ?? 0);
}

async function endRefundedPlan(tx: DbOrTx, payment: PaymentRow, now: Date) {
  await tx
    .update(payments)
    .set({ status: "refunded", refundedAt: now, updatedAt: now })
    .where(eq(payments.id, payment.id));
  await tx
    .update(subscriptions)
    .set({ status: "cancelled", endsAtBeforeRefund: subscriptions.endsAt, endsAt: now })
    .where(and(eq(subscriptions.paymentId, payment.id), eq(subscriptions.status, "active")));
  await createNotification(tx, {
    userId: payment.sellerId,
    kind: "payment_refunded",
    title: "Payment refunded",
    body: `${formatPaise(payment.amountPaise)} is on its way back to you; the plan it bought has ended.`,
    link: "/saller/billing",
  });
  return fallBackToQuota(tx, payment.sellerId, now, "A refunded plan has ended");
}

/** A refund that failed after the plan ended: the payment is paid again, the plan runs again. */
async function restoreRefundedPlan(tx: DbOrTx, payment: PaymentRow, now: Date) {
  await tx
    .update(payments)
    .set({ status: "completed", refundedAt: null, updatedAt: now })
    .where(eq(payments.id, payment.id));
  await tx
    .update(subscriptions)
    .set({
      status: "active",
      endsAt: sql`${subscriptions.endsAtBeforeRefund}`,
      endsAtBeforeRefund: null,
    })
    .where(
      and(
        eq(subscriptions.paymentId, payment.id),
        eq(subscriptions.status, "cancelled"),
        isNotNull(subscriptions.endsAtBeforeRefund),
      ),
    );
  await createNotification(tx, {
    userId: payment.sellerId,
    kind: "payment_refunded",
    title: "Refund failed: your plan is active again",
    body: `The refund of ${formatPaise(payment.amountPaise)} did not go through, so the plan it bought runs again. Paused listings can be unpaused from My properties.`,
    link: "/saller/billing",
  });
}

/**
 * Applies what the provider says about one refund (admin action or refund.* webhook), recorded
 * once per provider refund id with its amount and latest status. The refunds of a payment that
 * did not fail are added up: only when they cover the whole payment does it become refunded and
 * its plan end (the seller falls back to what is left of their quota); a partial refund leaves
 * the plan running. A refund that fails after the plan ended restores the payment and the plan.
 */
export async function applyRefund(
  tx: DbOrTx,
  input: {
    payment: PaymentRow;
    providerRefundId: string;
    amountPaise: number;
    status: RefundStatus;
    reason?: string | null;
    actorId?: number | null;
  },
  now: Date,
): Promise<RefundOutcome> {
  const inserted = await tx
    .insert(refunds)
    .values({
      paymentId: input.payment.id,
      providerRefundId: input.providerRefundId,
      amountPaise: input.amountPaise,
      status: input.status,
      reason: input.reason ?? null,
      actorId: input.actorId ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: refunds.providerRefundId })
    .returning({ id: refunds.id });
  let refundId = inserted[0]?.id;
  if (inserted.length === 0) {
    const [updated] = await tx
      .update(refunds)
      .set({ status: input.status, updatedAt: now })
      .where(eq(refunds.providerRefundId, input.providerRefundId))
      .returning({ id: refunds.id });
    refundId = updated?.id;
  }
  // Every refund the provider accepted gets its credit note against the invoice (once).
  if (refundId !== undefined && input.status !== "failed") {
    await issueCreditNote(
      tx,
      {
        id: refundId,
        paymentId: input.payment.id,
        amountPaise: input.amountPaise,
        reason: input.reason ?? null,
      },
      now,
    );
  }
  const refunded = await refundedPaise(tx, input.payment.id);
  const whole = refunded >= input.payment.amountPaise;
  if (input.payment.status === "refunded" && !whole) {
    await restoreRefundedPlan(tx, input.payment, now);
    return { outcome: "restored", pausedListings: [] };
  }
  if (!canMovePayment(input.payment.status, "refunded")) {
    return { outcome: "unchanged", pausedListings: [] };
  }
  if (!whole) return { outcome: refunded > 0 ? "partial" : "unchanged", pausedListings: [] };
  return { outcome: "refunded", pausedListings: await endRefundedPlan(tx, input.payment, now) };
}

/** After the refund's commit: the paused listings leave their pages and their city's lists. */
export function revalidateListings(paused: PausedListing[]): void {
  expireTags(pausedListingTags(paused));
}
