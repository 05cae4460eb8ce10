"use server";

import { parseActionInput, runAction, type ActionResult } from "@/lib/http/action";
import { requestGuestEnquiryOtp } from "@/lib/leads/guest-enquiry";
import { actionClientIp } from "@/lib/users/request-context";
import { guestEnquirySchema, type GuestEnquiryInput } from "@/lib/validation/lead";

/** Guest enquiry, step 1: texts a code to the visitor's phone. Nothing reaches the seller yet. */
export async function requestEnquiryOtp(
  input: GuestEnquiryInput,
): Promise<ActionResult<{ phoneNumber: string; expiresInSeconds: number }>> {
  return runAction(async () => {
    parseActionInput(guestEnquirySchema, input);
    return requestGuestEnquiryOtp(input, { ip: await actionClientIp() });
  });
}
