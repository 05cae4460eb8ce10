"use server";

import { defineAction } from "@/lib/actions/define-action";
import { refundPayment } from "@/lib/payments/refund-payment";
import { grantPlan } from "@/lib/plans/grant-plan";
import { grantPlanSchema, refundSchema } from "@/lib/validation/billing";

export const refundPaymentAction = defineAction({
  actor: "admin",
  schema: refundSchema,
  run: ({ actor, input }) => refundPayment(actor, input),
  success: "Refund sent through the payment provider.",
});

export const grantPlanAction = defineAction({
  actor: "admin",
  schema: grantPlanSchema,
  run: ({ actor, input }) => grantPlan(actor, input),
  success: "Plan granted. The seller has been told.",
});
