"use server";

import { defineAction } from "@/lib/actions/define-action";
import { createContactRequest } from "@/lib/inbox/create-contact-request";
import { actionClientIp } from "@/lib/users/request-context";
import { contactRequestSchema } from "@/lib/validation/contact";

/**
 * The server action behind the contact, service and consultation forms. Public by design:
 * anyone may write to us; a signed-in sender's account is attached to the request.
 */
export const submitContactRequest = defineAction({
  actor: "visitor",
  schema: contactRequestSchema,
  run: async ({ actor, clientInput }) => {
    await createContactRequest(clientInput, { actor, clientIp: await actionClientIp() });
    return undefined;
  },
});
