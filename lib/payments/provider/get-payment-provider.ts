import "server-only";
import { withOutboundMetrics } from "@/lib/metrics/registry";
import { env, type Env } from "@/lib/env";
import { createRazorpayProvider } from "./razorpay-provider";
import { createSandboxProvider } from "./sandbox-provider";
import type { PaymentProvider } from "./types";

type PaymentEnv = Pick<
  Env,
  | "PAYMENT_PROVIDER"
  | "RAZORPAY_KEY_ID"
  | "RAZORPAY_KEY_SECRET"
  | "RAZORPAY_WEBHOOK_SECRET"
  | "RAZORPAY_API_URL"
  | "PAYMENT_TIMEOUT_MS"
>;

export function createPaymentProvider(config: PaymentEnv): PaymentProvider {
  if (config.PAYMENT_PROVIDER === "sandbox") {
    return createSandboxProvider(config.RAZORPAY_WEBHOOK_SECRET);
  }
  return createRazorpayProvider({
    keyId: config.RAZORPAY_KEY_ID,
    keySecret: config.RAZORPAY_KEY_SECRET,
    webhookSecret: config.RAZORPAY_WEBHOOK_SECRET,
    apiUrl: config.RAZORPAY_API_URL,
    timeoutMs: config.PAYMENT_TIMEOUT_MS,
  });
}

let provider: PaymentProvider | undefined;
let override: PaymentProvider | undefined;

/** The configured provider: sandbox by default, Razorpay when PAYMENT_PROVIDER=razorpay. */
export function getPaymentProvider(): PaymentProvider {
  if (override) return override;
  provider ??= withOutboundMetrics("payments", env.PAYMENT_PROVIDER, createPaymentProvider(env), [
    "createOrder",
    "refund",
  ]);
  return provider;
}

/**
 * Tests swap in a Razorpay provider pointed at a local fake, or a failing one; the seed uses
 * the sandbox whatever is configured (demo data never creates real orders).
 */
export function setPaymentProviderForTesting(next: PaymentProvider | undefined): void {
  override = next;
}
