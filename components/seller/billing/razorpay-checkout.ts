import type { CheckoutSession } from "@/lib/payments/checkout";

const SCRIPT = "https://checkout.razorpay.com/v1/checkout.js";

type SuccessResponse = {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
};
type FailureResponse = {
  error?: { description?: string; metadata?: { payment_id?: string } };
};
type RazorpayInstance = {
  open(): void;
  on(event: "payment.failed", cb: (r: FailureResponse) => void): void;
};
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

function loadScript(): Promise<RazorpayConstructor> {
  const existing = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = SCRIPT;
    script.async = true;
    script.onload = () => {
      const loaded = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (loaded) resolve(loaded);
      else reject(new Error("The payment window could not be opened. Please try again."));
    };
    script.onerror = () =>
      reject(new Error("The payment window could not be loaded. Check your connection."));
    document.head.appendChild(script);
  });
}

/** Opens Razorpay Checkout for a server-created order; the server verifies what it returns. */
export async function openRazorpayCheckout(
  session: CheckoutSession,
  handlers: {
    onSuccess: (r: { orderId: string; paymentId: string; signature: string }) => Promise<void>;
    onFailure: (f: { paymentId?: string; reason?: string }) => Promise<void>;
  },
): Promise<void> {
  const Razorpay = await loadScript();
  const checkout = new Razorpay({
    key: session.keyId,
    order_id: session.orderId,
    amount: session.amountPaise,
    currency: session.currency,
    name: "LAND Acre",
    description: `${session.planName} plan`,
    prefill: session.prefill,
    handler: (r: SuccessResponse) =>
      void handlers.onSuccess({
        orderId: r.razorpay_order_id,
        paymentId: r.razorpay_payment_id,
        signature: r.razorpay_signature,
      }),
  });
  checkout.on("payment.failed", (r) => {
    void handlers.onFailure({
      paymentId: r.error?.metadata?.payment_id,
      reason: r.error?.description?.slice(0, 300),
    });
  });
  checkout.open();
}
