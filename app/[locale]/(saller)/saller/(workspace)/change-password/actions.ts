"use server";

import { defineAction } from "@/lib/actions/define-action";
import { changePasswordInSession } from "@/lib/users/change-password";
import { changePasswordSchema } from "@/lib/validation/auth";

export const changeSellerPasswordAction = defineAction({
  actor: "seller",
  schema: changePasswordSchema,
  run: ({ actor, clientInput }) => changePasswordInSession(actor, clientInput),
  success: "Password changed. Other sessions have been signed out.",
});
