import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "@/lib/admin/tx";
import { getDb } from "@/lib/db/client";
import { deferredPaymentEvents, payments } from "@/lib/db/schema";
import { log } from "@/lib/log";
import type { PausedListing } from "@/lib/plans/entitlement";
import { razorpayWebhookSchema, type RazorpayWebhook } from "@/lib/validation/billing";
import type { PaymentRow } from "./payment-state";
import { applyRefund, revalidateListings, type RefundOutcome } from "./apply-refund";
import type { ProviderName } from "./provider/types";

type RefundEntity = NonNullable<RazorpayWebhook["payload"]["refund"]>["entity"];

function refundStatus(event: string, status: string): "pending" | "processed" | "failed" {
  if (event === "refund.failed") return "failed";
  return status === "processed" || status === "failed" ? status : "pending";
}

/** The payment a refund names, locked; null when it is not (yet) known here. */
export async function lockPaymentById(
  tx: DbOrTx,
  provider: ProviderName,
  providerPaymentId: string,
): Promise<PaymentRow | null> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId)))
    .for("update");
  return row ?? null;
}

/** Applies one refund.* event to its (locked) payment. */
export function applyRefundEvent(
  tx: DbOrTx,
  payment: PaymentRow,
  event: string,
  refund: RefundEntity,
  now: Date,
): Promise<RefundOutcome> {
  return applyRefund(
    tx,
    {
      payment,
      providerRefundId: refund.id,
      amountPaise: refund.amount,
      status: refundStatus(event, refund.status),
    },
    now,
  );
}

/**
 * Keeps a refund event that names a payment not captured yet (it arrived first), to be applied
 * once the capture lands; the provider is answered 2xx, so it does not need to resend it. If the
 * capture committed meanwhile, the event is applied at once.
 */
export async function deferRefundEvent(
  provider: ProviderName,
  eventId: string,
  providerPaymentId: string,
  rawBody: string,
  now: Date,
): Promise<void> {
  const db = await getDb();
  await db
    .insert(deferredPaymentEvents)
    .values({ provider, eventId, providerPaymentId, body: rawBody, receivedAt: now })
    .onConflictDoNothing();
  await applyDeferredEvents(provider, providerPaymentId, now);
}

/**
 * Applies, in arrival order, the refund events kept for a payment that is now known (called
 * after its capture commits). Each is applied once: they are removed in the same transaction.
 */
export async function applyDeferredEvents(
  provider: ProviderName,
  providerPaymentId: string,
  now: Date = new Date(),
): Promise<void> {
  const db = await getDb();
  const paused: PausedListing[] = [];
  await db.transaction(async (tx) => {
    let payment = await lockPaymentById(tx, provider, providerPaymentId);
    if (!payment) return;
    const kept = await tx
      .select()
      .from(deferredPaymentEvents)
      .where(
        and(
          eq(deferredPaymentEvents.provider, provider),
          eq(deferredPaymentEvents.providerPaymentId, providerPaymentId),
        ),
      )
      .orderBy(asc(deferredPaymentEvents.id))
      .for("update");
    for (const row of kept) {
      const parsed = razorpayWebhookSchema.safeParse(JSON.parse(row.body));
      const refund = parsed.success ? parsed.data.payload.refund?.entity : undefined;
      if (!parsed.success || !refund) {
        log.warn({ eventId: row.eventId }, "a kept payment event could not be read; dropped");
        continue;
      }
      const result = await applyRefundEvent(tx, payment, parsed.data.event, refund, now);
      paused.push(...result.pausedListings);
      payment = (await lockPaymentById(tx, provider, providerPaymentId)) ?? payment;
    }
    if (kept.length) {
      await tx.delete(deferredPaymentEvents).where(
        inArray(
          deferredPaymentEvents.id,
          kept.map((row) => row.id),
        ),
      );
    }
  });
  revalidateListings(paused);
}
