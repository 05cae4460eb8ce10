import { AppError } from "@/lib/auth/errors";

export type ProviderName = "sandbox" | "razorpay";

export type ProviderOrder = { id: string; amountPaise: number; currency: string; status: string };

export type ProviderRefund = {
  id: string;
  paymentId: string;
  amountPaise: number;
  status: "pending" | "processed" | "failed";
};

/**
 * A payment gateway as the checkout needs it: orders (the amount is fixed on the server),
 * refunds, and the two signature checks (checkout callback, webhook).
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  /** The public key the browser's checkout is opened with. */
  readonly keyId: string;
  createOrder(input: {
    amountPaise: number;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<ProviderOrder>;
  refund(
    paymentId: string,
    amountPaise: number,
    notes: Record<string, string>,
  ): Promise<ProviderRefund>;
  verifyPaymentSignature(orderId: string, paymentId: string, signature: string): boolean;
  verifyWebhookSignature(rawBody: string, signature: string): boolean;
}

/** The gateway did not answer (down, slow, 5xx): nothing changed on our side; try again. */
export class PaymentProviderUnavailableError extends AppError {
  constructor(options?: { cause?: unknown }) {
    super("The payment service is not answering right now. Please try again in a minute.", 503);
    this.name = "PaymentProviderUnavailableError";
    if (options?.cause) this.cause = options.cause;
  }
}

/** The gateway answered with a refusal (bad request, auth, business rule). */
export class PaymentProviderRefusedError extends AppError {
  constructor(description: string) {
    super(`The payment service refused the request: ${description}`, 502);
    this.name = "PaymentProviderRefusedError";
  }
}
