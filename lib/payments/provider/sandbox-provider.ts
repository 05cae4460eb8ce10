import "server-only";
import { randomBytes } from "node:crypto";
import { sandboxPaymentsAllowed } from "@/lib/env";
import { paymentSignature, verifyPaymentSignature, verifyWebhookSignature } from "../signature";
import type { PaymentProvider } from "./types";

/** Sandbox keys: public by design (the sandbox takes no money and is refused on a real deployment). */
export const SANDBOX_KEY_ID = "rzp_sandbox_landacre";
export const SANDBOX_KEY_SECRET = "sandbox-key-secret-not-for-production";
export const SANDBOX_WEBHOOK_SECRET = "sandbox-webhook-secret-not-for-production";

/** Razorpay's shape: prefix, underscore, 14 letters and digits ("SBX" marks the sandbox). */
function sandboxId(prefix: string): string {
  return `${prefix}_SBX${randomBytes(6).toString("hex").slice(0, 11).toUpperCase()}`;
}

function assertAllowed(): void {
  if (!sandboxPaymentsAllowed()) {
    throw new Error(
      "The sandbox payment provider is for local use only. Set PAYMENT_PROVIDER=razorpay on a real deployment.",
    );
  }
}

/**
 * A local stand-in for Razorpay with the same ids, signatures and flow: orders and refunds are
 * made up here, and the sandbox checkout page signs the payment it "takes" with the sandbox key
 * secret exactly as Razorpay Checkout does, so the server verifies it on the same path.
 */
export function createSandboxProvider(webhookSecret: string): PaymentProvider & {
  /** What Razorpay Checkout hands the browser after a successful payment. */
  authorize(orderId: string): { paymentId: string; signature: string };
  /** A failed attempt's payment id. */
  failedPaymentId(): string;
} {
  return {
    name: "sandbox",
    keyId: SANDBOX_KEY_ID,
    async createOrder({ amountPaise }) {
      assertAllowed();
      return { id: sandboxId("order"), amountPaise, currency: "INR", status: "created" };
    },
    async refund(paymentId, amountPaise) {
      assertAllowed();
      return { id: sandboxId("rfnd"), paymentId, amountPaise, status: "processed" };
    },
    authorize(orderId) {
      assertAllowed();
      const paymentId = sandboxId("pay");
      return { paymentId, signature: paymentSignature(orderId, paymentId, SANDBOX_KEY_SECRET) };
    },
    failedPaymentId() {
      return sandboxId("pay");
    },
    // The sandbox's secrets are public: where the sandbox is not allowed, nothing it signed is
    // ever accepted (a confirmation or webhook signed with them is refused like a forgery).
    verifyPaymentSignature(orderId, paymentId, signature) {
      if (!sandboxPaymentsAllowed()) return false;
      return verifyPaymentSignature(orderId, paymentId, signature, SANDBOX_KEY_SECRET);
    },
    verifyWebhookSignature(rawBody, signature) {
      if (!sandboxPaymentsAllowed()) return false;
      return verifyWebhookSignature(rawBody, signature, webhookSecret || SANDBOX_WEBHOOK_SECRET);
    },
  };
}
