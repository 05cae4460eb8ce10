import "server-only";
import Razorpay from "razorpay";
import { verifyPaymentSignature, verifyWebhookSignature } from "../signature";
import {
  PaymentProviderRefusedError,
  PaymentProviderUnavailableError,
  type PaymentProvider,
  type ProviderRefund,
} from "./types";

export type RazorpayConfig = {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** https://api.razorpay.com, or a local fake in tests. */
  apiUrl: string;
  timeoutMs: number;
};

/** The SDK keeps its axios instance on `api.rq`; its host is fixed, so tests re-point it here. */
type SdkInternals = { api: { rq: { defaults: { baseURL?: string; timeout?: number } } } };

type SdkError = { statusCode?: number; error?: { description?: string } };

function translate(error: unknown): Error {
  const e = (error ?? {}) as SdkError;
  if (typeof e.statusCode === "number" && e.statusCode >= 400 && e.statusCode < 500) {
    return new PaymentProviderRefusedError(e.error?.description ?? `HTTP ${e.statusCode}`);
  }
  // Network errors, time-outs and 5xx (the SDK itself throws a TypeError when there is no
  // response at all).
  return new PaymentProviderUnavailableError({ cause: error });
}

function refundStatus(status: string): ProviderRefund["status"] {
  return status === "processed" || status === "failed" ? status : "pending";
}

/** Razorpay through its official Node SDK (orders, refunds) and its documented signatures. */
export function createRazorpayProvider(config: RazorpayConfig): PaymentProvider {
  if (!config.keyId || !config.keySecret) {
    throw new Error("PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET.");
  }
  const sdk = new Razorpay({ key_id: config.keyId, key_secret: config.keySecret });
  const defaults = (sdk as unknown as SdkInternals).api.rq.defaults;
  defaults.baseURL = config.apiUrl.replace(/\/+$/, "");
  defaults.timeout = config.timeoutMs;
  return {
    name: "razorpay",
    keyId: config.keyId,
    async createOrder({ amountPaise, receipt, notes }) {
      try {
        const order = await sdk.orders.create({
          amount: amountPaise,
          currency: "INR",
          receipt,
          notes,
        });
        return {
          id: order.id,
          amountPaise: Number(order.amount),
          currency: order.currency,
          status: order.status,
        };
      } catch (error) {
        throw translate(error);
      }
    },
    async refund(paymentId, amountPaise, notes) {
      try {
        const refund = await sdk.payments.refund(paymentId, { amount: amountPaise, notes });
        return {
          id: refund.id,
          paymentId: refund.payment_id,
          amountPaise: Number(refund.amount),
          status: refundStatus(String(refund.status)),
        };
      } catch (error) {
        throw translate(error);
      }
    },
    verifyPaymentSignature(orderId, paymentId, signature) {
      return verifyPaymentSignature(orderId, paymentId, signature, config.keySecret);
    },
    verifyWebhookSignature(rawBody, signature) {
      return verifyWebhookSignature(rawBody, signature, config.webhookSecret);
    },
  };
}
