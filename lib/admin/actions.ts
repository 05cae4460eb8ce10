"use server";

import { defineAction } from "@/lib/actions/define-action";
import { decideBrokerRequest } from "@/lib/admin/broker-requests";
import { setEnquiryStatus } from "@/lib/admin/enquiries";
import { brokerDecisionSchema, enquiryStatusSchema } from "@/lib/validation/admin";

export const decideBrokerRequestAction = defineAction({
  actor: "admin",
  schema: brokerDecisionSchema,
  run: ({ actor, input }) => decideBrokerRequest(actor, input),
  success: (result) =>
    result.status === "approved"
      ? "Request approved: the agent is now verified."
      : "Request rejected. The agent has been told why.",
});

export const setEnquiryStatusAction = defineAction({
  actor: "admin",
  schema: enquiryStatusSchema,
  run: ({ actor, input }) => setEnquiryStatus(actor, input),
  success: "Status updated.",
});
