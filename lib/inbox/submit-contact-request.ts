"use server";

import { getCurrentActor } from "@/lib/auth/current-user";
import { parseActionInput, runAction, type ActionResult } from "@/lib/http/action";
import { actionClientIp } from "@/lib/users/request-context";
import { contactRequestSchema } from "@/lib/validation/contact";
import { createContactRequest } from "./create-contact-request";

/**
 * The server action behind the contact, service and consultation forms. Public by design:
 * anyone may write to us; a signed-in sender's account is attached to the request.
 */
export async function submitContactRequest(input: unknown): Promise<ActionResult> {
  return runAction(async () => {
    parseActionInput(contactRequestSchema, input);
    const [actor, clientIp] = await Promise.all([getCurrentActor(), actionClientIp()]);
    await createContactRequest(input, { actor, clientIp });
    return undefined;
  });
}
