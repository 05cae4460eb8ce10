"use server";

import { parseActionInput, runAction, type ActionResult } from "@/lib/http/action";
import { confirmGuestEnquiry } from "@/lib/leads/guest-enquiry";
import { actionClientIp } from "@/lib/users/request-context";
import { guestEnquiryConfirmSchema, type GuestEnquiryConfirmInput } from "@/lib/validation/lead";
import { enquiryTarget } from "./enquiry-target";

/** Guest enquiry, step 2: the right OTP sends the enquiry to the seller, builder or agent. */
export async function confirmEnquiry(
  input: GuestEnquiryConfirmInput,
): Promise<ActionResult<{ leadId: number }>> {
  const parsed = guestEnquiryConfirmSchema.safeParse(input);
  const target = enquiryTarget(parsed.success ? parsed.data : null);
  return runAction(async () => {
    parseActionInput(guestEnquiryConfirmSchema, input);
    const { leadId } = await confirmGuestEnquiry(input, { ip: await actionClientIp() });
    target.refresh();
    return { leadId };
  }, target.message);
}
