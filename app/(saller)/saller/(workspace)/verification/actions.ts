"use server";

import { requireSeller } from "@/lib/auth/current-user";
import { parseActionInput, runAction, type ActionResult } from "@/lib/http/action";
import { submitVerificationRequest } from "@/lib/seller/verification";
import { verificationRequestSchema } from "@/lib/validation/seller";

export async function submitVerificationAction(
  values: unknown,
): Promise<ActionResult<{ id: number }>> {
  return runAction(async () => {
    parseActionInput(verificationRequestSchema, values);
    return submitVerificationRequest(await requireSeller(), values);
  }, "Request sent. Our team will check your registration and let you know.");
}
