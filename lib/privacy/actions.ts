"use server";

import { defineAction } from "@/lib/actions/define-action";
import { clearSessionCookie } from "@/lib/auth/session-cookie";
import { consentChoiceSchema, deleteAccountSchema } from "@/lib/validation/privacy";
import { CONSENT_LABELS } from "./consent-wording";
import { setConsent } from "./consent";
import { deleteOwnAccount } from "./erase-account";

/** One marketing channel given or withdrawn from the privacy page (one click). */
export const setConsentAction = defineAction({
  actor: "user",
  schema: consentChoiceSchema,
  run: async ({ actor, input }) => {
    const summary = await setConsent(actor, input);
    return { channel: input.channel, granted: summary[input.channel].granted };
  },
  success: (data) =>
    `${CONSENT_LABELS[data.channel]}: ${data.granted ? "consent given" : "consent withdrawn"}`,
});

/** Deletes the signed-in account (typed confirmation) and ends this browser's session. */
export const deleteAccountAction = defineAction({
  actor: "user",
  schema: deleteAccountSchema,
  run: async ({ actor }) => {
    const result = await deleteOwnAccount(actor);
    await clearSessionCookie();
    return result;
  },
  success: "Your account has been deleted.",
});
