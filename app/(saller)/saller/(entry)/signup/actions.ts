"use server";

import { requireUser } from "@/lib/auth/current-user";
import { parseActionInput, runAction, type ActionResult } from "@/lib/http/action";
import { becomeSeller } from "@/lib/users/become-seller";
import { becomeSellerSchema } from "@/lib/validation/auth";

/** A signed-in buyer starts selling with the same account. */
export async function becomeSellerAction(
  input: unknown,
): Promise<ActionResult<{ redirectTo: string }>> {
  return runAction(async () => {
    const profile = parseActionInput(becomeSellerSchema, input);
    await becomeSeller(await requireUser(), profile);
    return { redirectTo: "/saller/dashboard" };
  }, "Your seller profile is ready.");
}
