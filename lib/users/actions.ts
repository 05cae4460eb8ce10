"use server";

import { z } from "zod";
import { defineAction } from "@/lib/actions/define-action";
import { requestPasswordReset, resetPassword } from "@/lib/users/password-reset";
import { actionClientIp } from "@/lib/users/request-context";
import { visitorState } from "@/lib/users/visitor-state";
import { passwordResetRequestSchema, passwordResetSchema } from "@/lib/validation/auth";

/** The signed-in visitor's part of a cached public page (sender details, saved heart). */
export const loadVisitorState = defineAction({
  actor: "visitor",
  schema: z.object({ propertyId: z.number().int().positive().optional() }),
  run: ({ actor, input }) => visitorState(actor, input.propertyId),
});

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
