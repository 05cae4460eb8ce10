import { createHmac } from "node:crypto";
// Razorpay's own implementation, from the official SDK, as the reference.
import {
  validatePaymentVerification,
  validateWebhookSignature,
} from "razorpay/dist/utils/razorpay-utils";
import { paymentSignature, verifyPaymentSignature, verifyWebhookSignature } from "./signature";

const secret = "EnLs21M47BllR3X8PSFtjtbd";

describe("Razorpay signatures", () => {
  it("signs order_id|payment_id with HMAC-SHA256 of the key secret, as Razorpay documents", () => {
    const expected = createHmac("sha256", secret)
      .update("order_IEIaMR65cu6nz3|pay_IH4NVgf4Dreq1l")
      .digest("hex");
    expect(paymentSignature("order_IEIaMR65cu6nz3", "pay_IH4NVgf4Dreq1l", secret)).toBe(expected);
    expect(
      validatePaymentVerification(
        { order_id: "order_IEIaMR65cu6nz3", payment_id: "pay_IH4NVgf4Dreq1l" },
        expected,
        secret,
      ),
    ).toBe(true);
    expect(
      verifyPaymentSignature("order_IEIaMR65cu6nz3", "pay_IH4NVgf4Dreq1l", expected, secret),
    ).toBe(true);
  });

  it("refuses a tampered order, payment, signature or secret", () => {
    const good = paymentSignature("order_A1b2C3d4E5", "pay_Z9y8X7w6V5", secret);
    expect(verifyPaymentSignature("order_A1b2C3d4E6", "pay_Z9y8X7w6V5", good, secret)).toBe(false);
    expect(verifyPaymentSignature("order_A1b2C3d4E5", "pay_Z9y8X7w6V4", good, secret)).toBe(false);
    const flipped = `${good.slice(0, -1)}${good.endsWith("0") ? "1" : "0"}`;
    expect(verifyPaymentSignature("order_A1b2C3d4E5", "pay_Z9y8X7w6V5", flipped, secret)).toBe(
      false,
    );
    expect(verifyPaymentSignature("order_A1b2C3d4E5", "pay_Z9y8X7w6V5", "not-hex", secret)).toBe(
      false,
    );
    expect(verifyPaymentSignature("order_A1b2C3d4E5", "pay_Z9y8X7w6V5", good, "other")).toBe(false);
    expect(verifyPaymentSignature("order_A1b2C3d4E5", "pay_Z9y8X7w6V5", good, "")).toBe(false);
  });

  it("checks X-Razorpay-Signature over the raw body exactly as the SDK does", () => {
    const body = JSON.stringify({ event: "payment.captured", payload: {} });
    const webhookSecret = "whsec-test";
    const signature = createHmac("sha256", webhookSecret).update(body).digest("hex");
    expect(validateWebhookSignature(body, signature, webhookSecret)).toBe(true);
    expect(verifyWebhookSignature(body, signature, webhookSecret)).toBe(true);
    // One changed byte (re-serialised JSON with a space) fails.
    expect(verifyWebhookSignature(`${body} `, signature, webhookSecret)).toBe(false);
    expect(verifyWebhookSignature(body, signature, "other-secret")).toBe(false);
  });
});
