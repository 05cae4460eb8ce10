"use server";

import { requireAdmin } from "@/lib/auth/current-user";
import { parseActionInput, runAction, type ActionResult } from "@/lib/http/action";
import { changePasswordInSession } from "@/lib/users/change-password";
import { changePasswordSchema } from "@/lib/validation/auth";

export async function changeAdminPasswordAction(input: unknown): Promise<ActionResult<void>> {
  return runAction(async () => {
    parseActionInput(changePasswordSchema, input);
    await changePasswordInSession(await requireAdmin(), input);
  }, "Password changed. Other sessions have been signed out.");
}
