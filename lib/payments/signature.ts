import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Razorpay's signatures (https://razorpay.com/docs/payments/server-integration/nodejs/):
 * checkout returns razorpay_signature = HMAC-SHA256(order_id + "|" + payment_id, key secret);
 * webhooks carry X-Razorpay-Signature = HMAC-SHA256(raw body, webhook secret). Both hex.
 */
export function hmacSha256Hex(payload: string, secret: string): string {
  return createHmac("sha256", secret).update(payload, "utf8").digest("hex");
}

function sameHex(expected: string, given: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(given)) return false;
  const a = Buffer.from(expected, "hex");
  const b = Buffer.from(given.toLowerCase(), "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}

export function paymentSignature(orderId: string, paymentId: string, keySecret: string): string {
  return hmacSha256Hex(`${orderId}|${paymentId}`, keySecret);
}

export function verifyPaymentSignature(
  orderId: string,
  paymentId: string,
  signature: string,
  keySecret: string,
): boolean {
  if (!keySecret) return false;
  return sameHex(paymentSignature(orderId, paymentId, keySecret), signature);
}

export function verifyWebhookSignature(
  rawBody: string,
  signature: string,
  webhookSecret: string,
): boolean {
  if (!webhookSecret) return false;
  return sameHex(hmacSha256Hex(rawBody, webhookSecret), signature);
}
