import "server-only";
import type { SellerActor } from "@/lib/auth/current-user";
import { AppError } from "@/lib/auth/errors";
import { log } from "@/lib/log";
import { confirmCheckoutSchema, failedCheckoutSchema } from "@/lib/validation/billing";
import { capturePayment, failPayment, type CaptureResult } from "./apply-payment";
import { getPaymentProvider } from "./provider/get-payment-provider";

/**
 * The browser's success callback: the signature (HMAC-SHA256 of order_id|payment_id with the
 * key secret) proves the provider took this payment for this order; then it is applied once.
 * A tampered order, payment id or signature is refused with 400 and activates nothing.
 */
export async function confirmCheckout(
  seller: SellerActor,
  raw: unknown,
  now: Date = new Date(),
): Promise<CaptureResult> {
  const input = confirmCheckoutSchema.parse(raw);
  const provider = getPaymentProvider();
  if (!provider.verifyPaymentSignature(input.orderId, input.paymentId, input.signature)) {
    log.warn({ orderId: input.orderId, sellerId: seller.id }, "payment signature did not verify");
    throw new AppError("The payment could not be verified. Nothing was charged to your plan.", 400);
  }
  return capturePayment(
    {
      provider: provider.name,
      orderId: input.orderId,
      providerPaymentId: input.paymentId,
      sellerId: seller.id,
    },
    now,
  );
}

/** The browser's failure callback: records the failed attempt on the seller's own order. */
export async function recordCheckoutFailure(
  seller: SellerActor,
  raw: unknown,
  now: Date = new Date(),
): Promise<{ status: string }> {
  const input = failedCheckoutSchema.parse(raw);
  const provider = getPaymentProvider();
  const result = await failPayment(
    {
      provider: provider.name,
      orderId: input.orderId,
      providerPaymentId: input.paymentId,
      reason: input.reason,
      sellerId: seller.id,
    },
    now,
  );
  return { status: result.status };
}
