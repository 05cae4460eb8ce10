"use server";

import { requireAdmin } from "@/lib/auth/current-user";
import { setEnquiryStatus } from "@/lib/admin/enquiries";
import { parseActionInput, runAction, type ActionResult } from "@/lib/http/action";
import { enquiryStatusSchema, type EnquiryStatus } from "@/lib/validation/admin";

export async function setEnquiryStatusAction(input: {
  id: number;
  status: EnquiryStatus;
}): Promise<ActionResult<{ id: number; status: EnquiryStatus }>> {
  return runAction(async () => {
    const command = parseActionInput(enquiryStatusSchema, input);
    return setEnquiryStatus(await requireAdmin(), command);
  }, "Status updated.");
}
