"use server";

import { requireAdmin } from "@/lib/auth/current-user";
import { runAction, type ActionResult } from "@/lib/http/action";
import { changePasswordInSession } from "@/lib/users/change-password";

export async function changeAdminPasswordAction(input: unknown): Promise<ActionResult<void>> {
  return runAction(async () => {
    await changePasswordInSession(await requireAdmin(), input);
  }, "Password changed. Other sessions have been signed out.");
}
