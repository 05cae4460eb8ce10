"use server";

import { requireAdmin } from "@/lib/auth/current-user";
import { runAction, type ActionResult } from "@/lib/http/action";
import { refundPayment } from "@/lib/payments/refund-payment";
import { grantPlan } from "@/lib/plans/grant-plan";
import { grantPlanSchema, refundSchema } from "@/lib/validation/billing";

export async function refundPaymentAction(
  input: unknown,
): Promise<ActionResult<{ status: "refunded" | "pending" }>> {
  return runAction(async () => {
    const parsed = refundSchema.parse(input);
    return refundPayment(await requireAdmin(), parsed);
  }, "Refund sent through the payment provider.");
}

export async function grantPlanAction(
  input: unknown,
): Promise<ActionResult<{ subscriptionId: number; endsAt: Date }>> {
  return runAction(async () => {
    const parsed = grantPlanSchema.parse(input);
    return grantPlan(await requireAdmin(), parsed);
  }, "Plan granted. The seller has been told.");
}
