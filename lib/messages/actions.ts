"use server";

import { defineAction } from "@/lib/actions/define-action";
import { enquirySchema } from "@/lib/validation/lead";
import { buyerSmsSchema, reportThreadSchema, threadActionSchema } from "@/lib/validation/messages";
import { acceptVisitSchema, cancelVisitSchema, proposeVisitSchema } from "@/lib/validation/visits";
import { resolveThreadReport } from "./admin-queue";
import { currentParticipant } from "./participant";
import { viewSellerPhone } from "./phone-view";
import { previousEnquiry } from "./previous-enquiry";
import { blockSeller, reportThread, setBuyerTexts, shareMyNumber, unblockSeller } from "./privacy";
import { requireParticipant } from "./require-participant";
import { acceptVisit, cancelVisit, proposeVisit } from "./visits/site-visits";

/** "Share my number" in a thread (the buyer only). */
export const shareNumberAction = defineAction({
  actor: "public",
  schema: threadActionSchema,
  run: async ({ input }) => shareMyNumber(await requireParticipant(), input),
  success: "Your number is now visible to the seller in this conversation.",
});

export const blockSellerAction = defineAction({
  actor: "public",
  schema: threadActionSchema,
  run: async ({ input }) => blockSeller(await requireParticipant(), input),
  success: "Seller blocked. They cannot message you through LAND Acre.",
});

export const unblockSellerAction = defineAction({
  actor: "public",
  schema: threadActionSchema,
  run: async ({ input }) => unblockSeller(await requireParticipant(), input),
  success: "Seller unblocked.",
});

export const reportThreadAction = defineAction({
  actor: "public",
  schema: reportThreadSchema,
  run: async ({ input }) => reportThread(await requireParticipant(), input),
  success: "Thank you. Our team will look at this conversation.",
});

export const setBuyerTextsAction = defineAction({
  actor: "public",
  schema: buyerSmsSchema,
  run: async ({ input }) => setBuyerTexts(await requireParticipant(), input),
  success: (_, input) =>
    input.enabled ? "We will text you when the seller replies." : "No more texts about replies.",
});

export const proposeVisitAction = defineAction({
  actor: "public",
  schema: proposeVisitSchema,
  run: async ({ clientInput }) => proposeVisit(await requireParticipant(), clientInput),
  success: "Visit times sent.",
});

export const acceptVisitAction = defineAction({
  actor: "public",
  schema: acceptVisitSchema,
  run: async ({ input }) => acceptVisit(await requireParticipant(), input),
  success: "Site visit booked. A confirmation is on its way.",
});

export const cancelVisitAction = defineAction({
  actor: "public",
  schema: cancelVisitSchema,
  run: async ({ input }) => cancelVisit(await requireParticipant(), input),
  success: "Visit cancelled. The other side has been told.",
});

/** "View phone number": a signed-in buyer with a verified phone (counts as a lead). */
export const viewPhoneAction = defineAction({
  actor: "visitor",
  schema: enquirySchema.pick({ targetType: true, targetId: true }),
  run: ({ actor, clientInput }) => viewSellerPhone(actor, clientInput),
});

/** The visitor's earlier enquiry about a listing, project or agent (for "You enquired on …"). */
export const loadPreviousEnquiryAction = defineAction({
  actor: "public",
  schema: enquirySchema.pick({ targetType: true, targetId: true }),
  run: async ({ input }) => previousEnquiry(await currentParticipant(), input),
});

/** Admin: a reported conversation has been dealt with. */
export const resolveThreadReportAction = defineAction({
  actor: "admin",
  schema: threadActionSchema,
  run: ({ actor, input }) => resolveThreadReport(actor, input),
  success: "Report resolved.",
});
