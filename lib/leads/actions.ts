"use server";

import { z } from "zod";
import { defineAction, defineArgsAction } from "@/lib/actions/define-action";
import { refreshEnquiredPage } from "@/lib/cache/expire-tags";
import { createLead } from "@/lib/leads/create-lead";
import { grantGuestAccess } from "@/lib/messages/participant";
import { confirmGuestEnquiry, requestGuestEnquiryOtp } from "@/lib/leads/guest-enquiry";
import { markSellerLeadsRead, updateSellerLead } from "@/lib/leads/seller-leads";
import { actionClientIp } from "@/lib/users/request-context";
import {
  ENQUIRY_SENT_MESSAGES,
  enquirySchema,
  guestEnquiryConfirmSchema,
  guestEnquirySchema,
} from "@/lib/validation/lead";
import { idParamSchema, leadUpdateSchema, markReadSchema } from "@/lib/validation/seller";

/** Sends an enquiry (a lead) to the seller of a listing, a project's builder or an agent. */
export const sendEnquiry = defineAction({
  actor: "visitor",
  schema: enquirySchema,
  run: async ({ actor, input, clientInput }) => {
    const { leadId, threadId } = await createLead(actor, clientInput, new Date(), {
      ip: await actionClientIp(),
    });
    refreshEnquiredPage(input);
    return { leadId, threadId };
  },
  success: (_, input) => ENQUIRY_SENT_MESSAGES[input.targetType],
});

/** Guest enquiry, step 1: texts a code to the visitor's phone. Nothing reaches the seller yet. */
export const requestEnquiryOtp = defineAction({
  actor: "public",
  schema: guestEnquirySchema,
  run: async ({ clientInput }) =>
    requestGuestEnquiryOtp(clientInput, { ip: await actionClientIp() }),
});

/** Guest enquiry, step 2: the right OTP sends the enquiry to the seller, builder or agent. */
export const confirmEnquiry = defineAction({
  actor: "public",
  schema: guestEnquiryConfirmSchema,
  run: async ({ input, clientInput }) => {
    const { leadId, threadId, phone } = await confirmGuestEnquiry(clientInput, {
      ip: await actionClientIp(),
    });
    // The guest keeps access to the conversation in this browser (their number is now verified).
    await grantGuestAccess(phone);
    refreshEnquiredPage(input);
    return { leadId, threadId };
  },
  success: (_, input) => ENQUIRY_SENT_MESSAGES[input.targetType],
});

/** Status (new → contacted → closed) and the private note of one of the seller's leads. */
export const updateSellerLeadAction = defineArgsAction({
  actor: "seller",
  schema: z.tuple([idParamSchema, leadUpdateSchema]),
  run: ({ actor, input: [id], clientInput: [, values] }) => updateSellerLead(actor, id, values),
});

/** Marks the given leads (or all) read. */
export const markSellerLeadsReadAction = defineAction({
  actor: "seller",
  schema: markReadSchema,
  run: ({ actor, input }) => markSellerLeadsRead(actor, input.ids),
});
