"use server";

import { defineAction } from "@/lib/actions/define-action";
import { becomeSellerInSession } from "@/lib/users/become-seller";
import { becomeSellerSchema } from "@/lib/validation/auth";

/** A signed-in buyer starts selling with the same account. */
export const becomeSellerAction = defineAction({
  actor: "user",
  schema: becomeSellerSchema,
  run: async ({ actor, input }) => {
    await becomeSellerInSession(actor, input);
    return { redirectTo: "/saller/dashboard" };
  },
  success: "Your seller profile is ready.",
});
