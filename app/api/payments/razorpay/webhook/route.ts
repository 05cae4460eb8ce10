import { route } from "@/lib/http/route";
import { WEBHOOK_BODY_MAX_BYTES } from "@/lib/http/read-body";
import { handlePaymentWebhook } from "@/lib/payments/webhook";

/**
 * Razorpay webhooks (payment.captured, payment.failed, order.paid, refund.*). The signature is
 * checked over the raw body (at most 256 KB, read as a stream; 413 past it); a bad one gets 400 and is logged; the same event twice changes
 * nothing.
 */
export const POST = route(
  async ({ req }) => {
    const rawBody = await req.text();
    const result = await handlePaymentWebhook(
      rawBody,
      req.headers.get("x-razorpay-signature"),
      req.headers.get("x-razorpay-event-id"),
    );
    return Response.json({ ok: true, ...result });
  },
  { maxBodyBytes: WEBHOOK_BODY_MAX_BYTES },
);
