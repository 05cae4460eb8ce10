"use server";

import { defineAction } from "@/lib/actions/define-action";
import { submitVerificationRequest } from "@/lib/seller/verification";
import { verificationRequestSchema } from "@/lib/validation/seller";

export const submitVerificationAction = defineAction({
  actor: "seller",
  schema: verificationRequestSchema,
  run: ({ actor, clientInput }) => submitVerificationRequest(actor, clientInput),
  success: "Request sent. Our team will check your registration and let you know.",
});
