"use server";

import { defineAction } from "@/lib/actions/define-action";
import { setEnquiryStatus } from "@/lib/admin/enquiries";
import { enquiryStatusSchema } from "@/lib/validation/admin";

export const setEnquiryStatusAction = defineAction({
  actor: "admin",
  schema: enquiryStatusSchema,
  run: ({ actor, input }) => setEnquiryStatus(actor, input),
  success: "Status updated.",
});
