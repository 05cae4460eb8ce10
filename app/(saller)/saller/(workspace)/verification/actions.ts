"use server";

import { requireSeller } from "@/lib/auth/current-user";
import { runAction, type ActionResult } from "@/lib/http/action";
import { submitVerificationRequest } from "@/lib/seller/verification";

export async function submitVerificationAction(
  values: unknown,
): Promise<ActionResult<{ id: number }>> {
  return runAction(
    async () => submitVerificationRequest(await requireSeller(), values),
    "Request sent. Our team will check your registration and let you know.",
  );
}
