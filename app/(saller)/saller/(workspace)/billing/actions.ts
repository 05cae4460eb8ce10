"use server";

import { defineAction } from "@/lib/actions/define-action";
import { saveBillingDetails } from "@/lib/payments/seller-billing";
import { billingDetailsSchema } from "@/lib/validation/billing";

export const saveBillingDetailsAction = defineAction({
  actor: "seller",
  schema: billingDetailsSchema,
  run: ({ actor, input }) => saveBillingDetails(actor, input),
  success: "Billing details saved. Your next invoices carry them.",
});
