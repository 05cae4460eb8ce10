"use server";

import { requireAdmin } from "@/lib/auth/current-user";
import { setEnquiryStatus } from "@/lib/admin/enquiries";
import { runAction, type ActionResult } from "@/lib/http/action";
import type { EnquiryStatus } from "@/lib/validation/admin";

export async function setEnquiryStatusAction(input: {
  id: number;
  status: EnquiryStatus;
}): Promise<ActionResult<{ id: number; status: EnquiryStatus }>> {
  return runAction(async () => setEnquiryStatus(await requireAdmin(), input), "Status updated.");
}
