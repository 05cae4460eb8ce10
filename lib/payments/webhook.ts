import "server-only";
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { AppError, NotFoundError } from "@/lib/auth/errors";
import { getDb } from "@/lib/db/client";
import { paymentEvents } from "@/lib/db/schema";
import { log } from "@/lib/log";
import { razorpayWebhookSchema, type RazorpayWebhook } from "@/lib/validation/billing";
import { capturePayment, failPayment } from "./apply-payment";
import { revalidateListings } from "./apply-refund";
import { applyRefundEvent, deferRefundEvent, lockPaymentById } from "./deferred-events";
import { getPaymentProvider } from "./provider/get-payment-provider";
import type { ProviderName } from "./provider/types";

export type WebhookOutcome = { outcome: string; duplicate: boolean };

/** A refund event for a payment not captured here yet: kept and applied after the capture. */
class EarlyRefundEvent extends Error {
  constructor(readonly providerPaymentId: string) {
    super("The refund's payment is not captured yet.");
  }
}

async function handle(provider: ProviderName, event: RazorpayWebhook, now: Date): Promise<string> {
  const payment = event.payload.payment?.entity;
  switch (event.event) {
    case "payment.captured":
    case "order.paid": {
      if (!payment?.order_id) throw new AppError("The event carries no payment.", 400);
      const result = await capturePayment(
        {
          provider,
          orderId: payment.order_id,
          providerPaymentId: payment.id,
          amountPaise: payment.amount,
          method: payment.method ?? null,
        },
        now,
      );
      return result.applied ? "applied" : `unchanged (${result.status})`;
    }
    case "payment.failed": {
      if (!payment?.order_id) throw new AppError("The event carries no payment.", 400);
      const result = await failPayment(
        {
          provider,
          orderId: payment.order_id,
          providerPaymentId: payment.id,
          reason: payment.error_description ?? null,
        },
        now,
      );
      return result.applied ? "failed" : `unchanged (${result.status})`;
    }
    case "refund.created":
    case "refund.processed":
    case "refund.failed": {
      const refund = event.payload.refund?.entity;
      if (!refund) throw new AppError("The event carries no refund.", 400);
      const db = await getDb();
      const result = await db.transaction(async (tx) => {
        const row = await lockPaymentById(tx, provider, refund.payment_id);
        if (!row) throw new EarlyRefundEvent(refund.payment_id);
        return applyRefundEvent(tx, row, event.event, refund, now);
      });
      revalidateListings(result.pausedListings);
      return result.outcome;
    }
    default:
      return "ignored";
  }
}

/**
 * A provider webhook: the signature is checked over the raw body (before parsing), then the
 * event is applied through the same idempotent functions as the browser callback. An event id
 * seen before is acknowledged and skipped; an unknown order is acknowledged (logged) so the
 * provider stops retrying. A refund event that arrives before its payment's capture is kept
 * ("deferred") and applied, in arrival order, right after the capture commits.
 */
export async function handlePaymentWebhook(
  rawBody: string,
  signature: string | null,
  eventId: string | null,
  now: Date = new Date(),
): Promise<WebhookOutcome> {
  const provider = getPaymentProvider();
  if (!signature || !provider.verifyWebhookSignature(rawBody, signature)) {
    log.warn({ eventId, provider: provider.name }, "payment webhook with a bad signature refused");
    throw new AppError("Invalid webhook signature.", 400);
  }
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new AppError("The webhook body is not JSON.", 400);
  }
  const parsed = razorpayWebhookSchema.safeParse(json);
  if (!parsed.success) throw new AppError("The webhook body is not a payment event.", 400);
  const event = parsed.data;
  const id = eventId?.trim() || createHash("sha256").update(rawBody).digest("hex");
  const db = await getDb();
  const [seen] = await db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, provider.name), eq(paymentEvents.eventId, id)))
    .limit(1);
  if (seen) return { outcome: "duplicate", duplicate: true };
  let outcome: string;
  try {
    outcome = await handle(provider.name, event, now);
  } catch (error) {
    if (error instanceof EarlyRefundEvent) {
      await deferRefundEvent(provider.name, id, error.providerPaymentId, rawBody, now);
      outcome = "deferred";
    } else if (error instanceof NotFoundError) {
      log.warn(
        { eventId: id, event: event.event },
        "payment webhook for an unknown order or payment",
      );
      outcome = "unknown";
    } else {
      throw error;
    }
  }
  await db
    .insert(paymentEvents)
    .values({
      provider: provider.name,
      eventId: id,
      eventType: event.event,
      outcome,
      receivedAt: now,
    })
    .onConflictDoNothing();
  return { outcome, duplicate: false };
}
