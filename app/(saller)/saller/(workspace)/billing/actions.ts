"use server";

import { requireSeller } from "@/lib/auth/current-user";
import { runAction, type ActionResult } from "@/lib/http/action";
import { saveBillingDetails } from "@/lib/payments/seller-billing";
import { billingDetailsSchema } from "@/lib/validation/billing";

export async function saveBillingDetailsAction(
  input: unknown,
): Promise<ActionResult<{ gstin: string }>> {
  return runAction(
    async () => saveBillingDetails(await requireSeller(), billingDetailsSchema.parse(input)),
    "Billing details saved. New invoices will carry them.",
  );
}
