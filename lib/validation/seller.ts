/**
 * Seller workspace inputs other than the listing and project forms: enquiries, notifications,
 * agent verification. Isomorphic: no server imports.
 */
import { z } from "zod";
import {
  flagParam,
  idParam,
  nextPathParam,
  oneOfParam,
  pageParam,
  setParam,
  textParam,
} from "./page-params";
import { LISTING_STATUSES, SELLER_KINDS, type ListingStatus } from "./property-enums";
import { agentReraIssue } from "./rera-format";

type VisibleStatus = Exclude<ListingStatus, "deleted">;

export const LEAD_STATUSES = ["new", "contacted", "closed"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  closed: "Closed",
};

/** `property:12`, `project:3`, or `direct` (an enquiry to the seller, not about a listing). */
export const leadSourceSchema = z
  .string()
  .regex(/^(property:\d{1,9}|project:\d{1,9}|direct)$/, "Unknown listing filter");

export const leadsQuerySchema = z.object({
  status: z.enum(LEAD_STATUSES).optional(),
  listing: leadSourceSchema.optional(),
  page: z.coerce.number().int().min(1).max(1000).optional().default(1),
});
export type LeadsQuery = z.input<typeof leadsQuerySchema>;

export const leadUpdateSchema = z
  .object({
    status: z.enum(LEAD_STATUSES, { message: "Choose new, contacted or closed" }).optional(),
    note: z.string().trim().max(2000, "Keep the note under 2,000 characters").optional(),
  })
  .refine((v) => v.status !== undefined || v.note !== undefined, "Nothing to update");
export type LeadUpdate = z.input<typeof leadUpdateSchema>;

export const markReadSchema = z.object({
  ids: z.array(z.number().int().positive()).max(500).optional(),
});

/** Indian states and union territories (RERA authorities are per state / UT). */
export const INDIAN_STATES = [
  "Andaman and Nicobar Islands",
  "Andhra Pradesh",
  "Arunachal Pradesh",
  "Assam",
  "Bihar",
  "Chandigarh",
  "Chhattisgarh",
  "Dadra and Nagar Haveli and Daman and Diu",
  "Delhi",
  "Goa",
  "Gujarat",
  "Haryana",
  "Himachal Pradesh",
  "Jammu and Kashmir",
  "Jharkhand",
  "Karnataka",
  "Kerala",
  "Ladakh",
  "Lakshadweep",
  "Madhya Pradesh",
  "Maharashtra",
  "Manipur",
  "Meghalaya",
  "Mizoram",
  "Nagaland",
  "Odisha",
  "Puducherry",
  "Punjab",
  "Rajasthan",
  "Sikkim",
  "Tamil Nadu",
  "Telangana",
  "Tripura",
  "Uttar Pradesh",
  "Uttarakhand",
  "West Bengal",
] as const;

/** RERA numbers differ by state (e.g. P51800012345, PRM/KA/RERA/1251/446/PR/171015/000123). */
export const reraNumberSchema = z
  .string()
  .trim()
  .min(5, "Enter the RERA registration number")
  .max(60, "The RERA number is too long")
  .regex(/^[A-Za-z0-9][A-Za-z0-9/\-. ]*$/, "Use letters, digits, / - and . only");

export const verificationRequestSchema = z
  .object({
    reraNumber: reraNumberSchema,
    reraState: z.enum(INDIAN_STATES, { message: "Choose the state of registration" }),
    documentKey: z
      .string()
      .regex(/^private\/verification\/\d+\/[0-9a-f-]{36}\.(pdf|jpg|png)$/, "Upload the document"),
  })
  .superRefine((v, ctx) => {
    // The number in the shape the state's authority issues to agents (Sec 9).
    const wrong = agentReraIssue(v.reraState, v.reraNumber);
    if (wrong) ctx.addIssue({ code: "custom", path: ["reraNumber"], message: wrong });
  });
export type VerificationRequestInput = z.input<typeof verificationRequestSchema>;

/** A numeric id from a route segment. */
export const idParamSchema = z.coerce
  .number({ message: "Unknown id" })
  .int("Unknown id")
  .positive("Unknown id")
  .max(2_147_483_647, "Unknown id");

export const photoUploadScopeSchema = z.enum(["listings", "projects"], {
  message: "Unknown photo destination",
});
export const documentPurposeSchema = z.enum(["brochure", "verification", "owner"], {
  message: "Unknown document type",
});

// ---- the workspace pages' search params (bad values fall back: never an error page) ----------

/** `/saller/properties?status=&q=&posted=&listing=`: the table's first filter and highlight. */
export const sellerPropertiesParamsSchema = z.object({
  status: oneOfParam(
    LISTING_STATUSES.filter((s) => s !== "deleted") as [VisibleStatus, ...VisibleStatus[]],
  ),
  q: textParam(100),
  page: pageParam,
  posted: idParam,
  listing: idParam,
});

/** `/saller/plans?failed` and `/saller/billing?paid`: the checkout's outcome banners. */
export const sellerPlansParamsSchema = z.object({ failed: flagParam });
export const sellerBillingParamsSchema = z.object({ paid: flagParam });

/** `/saller/plans/checkout?order=`: the sandbox order (lib/ checks it belongs to the seller). */
export const sandboxCheckoutParamsSchema = z.object({ order: textParam(200) });

/** `/saller/login?next=&registered=1` and `/saller/signup?type=&next=`. */
export const sellerLoginParamsSchema = z.object({ next: nextPathParam, registered: setParam });
export const sellerSignupParamsSchema = z.object({
  type: oneOfParam(SELLER_KINDS),
  next: nextPathParam,
});
