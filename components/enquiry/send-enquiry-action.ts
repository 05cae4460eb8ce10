"use server";

import { getCurrentActor } from "@/lib/auth/current-user";
import { parseActionInput, runAction, type ActionResult } from "@/lib/http/action";
import { createLead } from "@/lib/leads/create-lead";
import { enquirySchema, type EnquiryInput } from "@/lib/validation/lead";
import { enquiryTarget } from "./enquiry-target";

/** Sends an enquiry (a lead) to the seller of a listing, a project's builder or an agent. */
export async function sendEnquiry(input: EnquiryInput): Promise<ActionResult<{ leadId: number }>> {
  const parsed = enquirySchema.safeParse(input);
  const target = enquiryTarget(parsed.success ? parsed.data : null);
  return runAction(async () => {
    parseActionInput(enquirySchema, input);
    const { leadId } = await createLead(await getCurrentActor(), input);
    target.refresh();
    return { leadId };
  }, target.message);
}
