"use server";

import { defineAction } from "@/lib/actions/define-action";
import { passwordResetRequestSchema, passwordResetSchema } from "@/lib/validation/auth";
import { requestPasswordReset, resetPassword } from "./password-reset";
import { actionClientIp } from "./request-context";

/** "Forgot password", step 1 (public): the same answer whether or not the account exists. */
export const requestPasswordResetAction = defineAction({
  actor: "public",
  schema: passwordResetRequestSchema,
  run: async ({ clientInput }) => requestPasswordReset(clientInput, { ip: await actionClientIp() }),
  success: (result) => result.message,
});

/** "Forgot password", step 2 (public): code + new password; every session of the account ends. */
export const resetPasswordAction = defineAction({
  actor: "public",
  schema: passwordResetSchema,
  run: async ({ clientInput }) => resetPassword(clientInput, { ip: await actionClientIp() }),
  success: (result) => result.message,
});
