"use server";

import { requireSeller } from "@/lib/auth/current-user";
import { setSessionCookie } from "@/lib/auth/session-cookie";
import { runAction, type ActionResult } from "@/lib/http/action";
import { changePassword } from "@/lib/users/change-password";
import { changePasswordSchema } from "@/lib/validation/auth";

export async function changeSellerPasswordAction(
  input: unknown,
): Promise<ActionResult<{ token: string }>> {
  return runAction(async () => {
    const seller = await requireSeller();
    const result = await changePassword(seller, changePasswordSchema.parse(input));
    await setSessionCookie(result.token);
    return result;
  }, "Password changed. Other sessions have been signed out.");
}
