"use server";

import { defineAction } from "@/lib/actions/define-action";
import { startCheckout } from "@/lib/payments/checkout";
import { confirmCheckout, recordCheckoutFailure } from "@/lib/payments/confirm-checkout";
import { refundPayment } from "@/lib/payments/refund-payment";
import { failInSandbox, payInSandbox } from "@/lib/payments/sandbox-checkout";
import { saveBillingDetails } from "@/lib/payments/seller-billing";
import {
  billingDetailsSchema,
  checkoutSchema,
  confirmCheckoutSchema,
  failedCheckoutSchema,
  refundSchema,
  sandboxPaySchema,
} from "@/lib/validation/billing";

// Each action parses its arguments with zod before anything else; lib/ parses them again.

export const startCheckoutAction = defineAction({
  actor: "seller",
  schema: checkoutSchema,
  run: ({ actor, input }) => startCheckout(actor, input),
});

export const confirmCheckoutAction = defineAction({
  actor: "seller",
  schema: confirmCheckoutSchema,
  run: ({ actor, input }) => confirmCheckout(actor, input),
});

export const recordCheckoutFailureAction = defineAction({
  actor: "seller",
  schema: failedCheckoutSchema,
  run: ({ actor, input }) => recordCheckoutFailure(actor, input),
});

export const sandboxPayAction = defineAction({
  actor: "seller",
  schema: sandboxPaySchema,
  run: ({ actor, input }) => payInSandbox(actor, input),
});

export const sandboxFailAction = defineAction({
  actor: "seller",
  schema: sandboxPaySchema,
  run: ({ actor, input }) => failInSandbox(actor, input),
});

export const saveBillingDetailsAction = defineAction({
  actor: "seller",
  schema: billingDetailsSchema,
  run: ({ actor, input }) => saveBillingDetails(actor, input),
  success: "Billing details saved. New invoices will carry them.",
});

export const refundPaymentAction = defineAction({
  actor: "admin",
  schema: refundSchema,
  run: ({ actor, input }) => refundPayment(actor, input),
  success: "Refund sent through the payment provider.",
});
