"use server";

import { refreshEnquiredPage } from "@/lib/cache/expire-tags";
import { parseActionInput, runAction, type ActionResult } from "@/lib/http/action";
import { confirmGuestEnquiry } from "@/lib/leads/guest-enquiry";
import { actionClientIp } from "@/lib/users/request-context";
import {
  ENQUIRY_SENT_MESSAGES,
  guestEnquiryConfirmSchema,
  type GuestEnquiryConfirmInput,
} from "@/lib/validation/lead";

/** Guest enquiry, step 2: the right OTP sends the enquiry to the seller, builder or agent. */
export async function confirmEnquiry(
  input: GuestEnquiryConfirmInput,
): Promise<ActionResult<{ leadId: number }>> {
  const parsed = guestEnquiryConfirmSchema.safeParse(input);
  const message = parsed.success ? ENQUIRY_SENT_MESSAGES[parsed.data.targetType] : undefined;
  return runAction(async () => {
    const data = parseActionInput(guestEnquiryConfirmSchema, input);
    const { leadId } = await confirmGuestEnquiry(input, { ip: await actionClientIp() });
    refreshEnquiredPage(data);
    return { leadId };
  }, message);
}
