"use server";

import { getCurrentActor } from "@/lib/auth/current-user";
import { refreshEnquiredPage } from "@/lib/cache/expire-tags";
import { parseActionInput, runAction, type ActionResult } from "@/lib/http/action";
import { createLead } from "@/lib/leads/create-lead";
import { ENQUIRY_SENT_MESSAGES, enquirySchema, type EnquiryInput } from "@/lib/validation/lead";

/** Sends an enquiry (a lead) to the seller of a listing, a project's builder or an agent. */
export async function sendEnquiry(input: EnquiryInput): Promise<ActionResult<{ leadId: number }>> {
  const parsed = enquirySchema.safeParse(input);
  const message = parsed.success ? ENQUIRY_SENT_MESSAGES[parsed.data.targetType] : undefined;
  return runAction(async () => {
    const data = parseActionInput(enquirySchema, input);
    const { leadId } = await createLead(await getCurrentActor(), input);
    refreshEnquiredPage(data);
    return { leadId };
  }, message);
}
