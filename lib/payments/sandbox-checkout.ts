import "server-only";
import { and, eq } from "drizzle-orm";
import type { SellerActor } from "@/lib/auth/current-user";
import { NotFoundError } from "@/lib/auth/errors";
import { getDb } from "@/lib/db/client";
import { payments, plans } from "@/lib/db/schema";
import { sandboxPaySchema } from "@/lib/validation/billing";
import type { CaptureResult } from "./apply-payment";
import { confirmCheckout, recordCheckoutFailure } from "./confirm-checkout";
import { getPaymentProvider } from "./provider/get-payment-provider";
import { createSandboxProvider } from "./provider/sandbox-provider";

function sandbox() {
  const provider = getPaymentProvider();
  if (provider.name !== "sandbox") throw new NotFoundError("There is no sandbox checkout here.");
  return createSandboxProvider("");
}

export type SandboxOrder = {
  orderId: string;
  planName: string;
  amountPaise: number;
  status: string;
};

/** The seller's own order, for the sandbox checkout page. */
export async function getSandboxOrder(seller: SellerActor, raw: unknown): Promise<SandboxOrder> {
  sandbox();
  const { orderId } = sandboxPaySchema.parse(raw);
  const db = await getDb();
  const [row] = await db
    .select({
      orderId: payments.providerOrderId,
      planName: plans.name,
      amountPaise: payments.amountPaise,
      status: payments.status,
    })
    .from(payments)
    .innerJoin(plans, eq(plans.id, payments.planId))
    .where(
      and(
        eq(payments.provider, "sandbox"),
        eq(payments.providerOrderId, orderId),
        eq(payments.sellerId, seller.id),
      ),
    )
    .limit(1);
  if (!row?.orderId) throw new NotFoundError("This order is not known.");
  return { ...row, orderId: row.orderId };
}

/**
 * "Pay" on the sandbox page: the sandbox signs a payment exactly as Razorpay Checkout does and
 * hands it to the same verification and activation as a real callback.
 */
export async function payInSandbox(
  seller: SellerActor,
  raw: unknown,
  now: Date = new Date(),
): Promise<CaptureResult> {
  const provider = sandbox();
  const { orderId } = await getSandboxOrder(seller, raw);
  const { paymentId, signature } = provider.authorize(orderId);
  return confirmCheckout(seller, { orderId, paymentId, signature }, now);
}

/** "Fail" on the sandbox page: a declined attempt, recorded like Checkout's failure callback. */
export async function failInSandbox(
  seller: SellerActor,
  raw: unknown,
  now: Date = new Date(),
): Promise<{ status: string }> {
  const provider = sandbox();
  const { orderId } = await getSandboxOrder(seller, raw);
  return recordCheckoutFailure(
    seller,
    {
      orderId,
      paymentId: provider.failedPaymentId(),
      reason: "The bank declined the payment (sandbox).",
    },
    now,
  );
}
