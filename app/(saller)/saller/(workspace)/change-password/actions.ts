"use server";

import { requireSeller } from "@/lib/auth/current-user";
import { runAction, type ActionResult } from "@/lib/http/action";
import { changePasswordInSession } from "@/lib/users/change-password";

export async function changeSellerPasswordAction(input: unknown): Promise<ActionResult<void>> {
  return runAction(async () => {
    await changePasswordInSession(await requireSeller(), input);
  }, "Password changed. Other sessions have been signed out.");
}
