/**
 * Inputs of the trust checks (issue 27): owner's documents, admin decisions, duplicate flags,
 * "Still available?" answers and buyers' "No longer available". Isomorphic.
 */
import { z } from "zod";

export const OWNER_DOCUMENT_TYPES = ["sale_deed", "tax_receipt", "utility_bill"] as const;
export type OwnerDocumentType = (typeof OWNER_DOCUMENT_TYPES)[number];
export const OWNER_DOCUMENT_LABELS: Record<OwnerDocumentType, string> = {
  sale_deed: "Sale deed",
  tax_receipt: "Property tax receipt",
  utility_bill: "Utility bill (electricity, water, gas)",
};

const id = (message: string) =>
  z.coerce.number({ message }).int(message).positive(message).max(2_147_483_647, message);

export const ownerDocumentSchema = z.object({
  propertyId: id("Choose the listing"),
  documentType: z.enum(OWNER_DOCUMENT_TYPES, { message: "Choose the kind of document" }),
  ownerName: z
    .string()
    .trim()
    .min(3, "Enter the owner's name as the document shows it")
    .max(120, "The name is too long"),
  documentKey: z
    .string()
    .regex(/^private\/verification\/\d+\/[0-9a-f-]{36}\.(pdf|jpg|png)$/, "Upload the document"),
});
export type OwnerDocumentInput = z.input<typeof ownerDocumentSchema>;

const reason = z
  .string()
  .trim()
  .min(5, "Give a reason the seller can act on")
  .max(500, "Keep the reason under 500 characters");

export const documentDecisionSchema = z.discriminatedUnion("decision", [
  z.object({ decision: z.literal("approve"), checkId: id("Unknown check") }),
  z.object({ decision: z.literal("reject"), checkId: id("Unknown check"), reason }),
]);
export type DocumentDecision = z.input<typeof documentDecisionSchema>;

export const FLAG_DECISIONS = ["reject", "merge", "relabel", "dismiss"] as const;
export type FlagDecisionKind = (typeof FLAG_DECISIONS)[number];

export const flagDecisionSchema = z.object({
  flagId: id("Unknown flag"),
  decision: z.enum(FLAG_DECISIONS, { message: "Choose what to do" }),
  note: z.string().trim().max(500, "Keep the note under 500 characters").optional().default(""),
});
export type FlagDecision = z.input<typeof flagDecisionSchema>;

export const CONFIRM_ANSWERS = ["yes", "sold", "rented"] as const;
export type ConfirmAnswer = (typeof CONFIRM_ANSWERS)[number];

export const confirmAnswerSchema = z.object({
  token: z.string().min(10, "This link is not valid.").max(400, "This link is not valid."),
});

export const availabilityReportSchema = z.object({ propertyId: id("Unknown listing") });

/** `/still-available?token=&answer=`: a bad answer falls back to none (the page offers all). */
export const stillAvailableParamsSchema = z.object({
  token: z.string().max(400).catch("").optional().default(""),
  answer: z.enum(CONFIRM_ANSWERS).optional().catch(undefined),
});
