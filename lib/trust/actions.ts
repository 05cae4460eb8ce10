"use server";

import { z } from "zod";
import { defineAction } from "@/lib/actions/define-action";
import {
  availabilityReportSchema,
  CONFIRM_ANSWERS,
  confirmAnswerSchema,
  documentDecisionSchema,
  flagDecisionSchema,
  ownerDocumentSchema,
} from "@/lib/validation/trust";
import { reportNoLongerAvailable } from "./availability-reports";
import { decideOwnerDocument } from "./document-decisions";
import { decideFlag } from "./flag-decisions";
import { submitOwnerDocument } from "./owner-documents";
import { answerAsSeller, answerByLink } from "./still-available";

/** A buyer: "No longer available" on a live listing. */
export const reportGoneAction = defineAction({
  actor: "visitor",
  schema: availabilityReportSchema,
  run: ({ actor, clientInput }) => reportNoLongerAvailable(actor, clientInput),
  success: "Thank you. We will ask the seller whether it is still available.",
});

/** A seller sends an owner's document for one of their listings. */
export const submitOwnerDocumentAction = defineAction({
  actor: "seller",
  schema: ownerDocumentSchema,
  run: ({ actor, clientInput }) => submitOwnerDocument(actor, clientInput),
  success: "Document sent. Our team will match it with your listing and let you know.",
});

/** An admin approves or rejects (with a reason) an owner's document. */
export const decideOwnerDocumentAction = defineAction({
  actor: "admin",
  schema: documentDecisionSchema,
  run: ({ actor, clientInput }) => decideOwnerDocument(actor, clientInput),
  success: (r) =>
    r.status === "passed"
      ? "Approved: the listing now says the owner's documents were checked."
      : "Rejected. The seller has been told why.",
});

/** An admin decides a duplicate / fake flag: reject, merge, relabel as agent, or dismiss. */
export const decideFlagAction = defineAction({
  actor: "admin",
  schema: flagDecisionSchema,
  run: ({ actor, clientInput }) => decideFlag(actor, clientInput),
  success: (r) => r.message,
});

const answerSchema = z.enum(CONFIRM_ANSWERS, { message: "Choose an answer" });

/** "Still available?" answered from an e-mail or SMS link (the signed token is the authority). */
export const answerByLinkAction = defineAction({
  actor: "public",
  schema: confirmAnswerSchema.extend({ answer: answerSchema }),
  run: ({ input }) => answerByLink(input.token, input.answer),
  success: (r) =>
    r.status === "active"
      ? `Thank you: "${r.title}" shows as confirmed available today.`
      : `Done: "${r.title}" is marked ${r.status} and no longer shown to buyers.`,
});

/** "Still available?" answered by the signed-in seller in the workspace. */
export const answerAsSellerAction = defineAction({
  actor: "seller",
  schema: z.object({
    propertyId: z.coerce.number().int().positive().max(2_147_483_647),
    answer: answerSchema,
  }),
  run: ({ actor, input }) => answerAsSeller(actor, input.propertyId, input.answer),
  success: (r) =>
    r.status === "active"
      ? `"${r.title}" is confirmed available.`
      : `"${r.title}" is marked ${r.status}.`,
});
