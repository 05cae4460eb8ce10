/**
 * Admin console input: list filters read from URL search params (bad values fall back to the
 * default instead of failing) and the moderation commands (bad values get a clear message).
 * Isomorphic: shared by the admin forms, server actions and route handlers.
 */
import { todayInIndia } from "@/lib/format/date";
import { z } from "zod";
import { idParam, setParam } from "./page-params";
import { LISTING_STATUSES, PROPERTY_TYPES, SELLER_KINDS } from "./property-enums";

export const ADMIN_PAGE_SIZE = 25;

const text = z.string().trim().max(120).optional().catch(undefined);
const page = z.coerce.number().int().min(1).max(100_000).catch(1).default(1);
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .catch(undefined);

export const LISTING_SORTS = ["newest", "oldest", "price_desc", "price_asc", "title"] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
export const LISTING_SORT_LABELS: Record<ListingSort, string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  price_desc: "Price: high to low",
  price_asc: "Price: low to high",
  title: "Title A–Z",
};

export const adminListingFiltersSchema = z.object({
  q: text,
  status: z.enum(LISTING_STATUSES).optional().catch(undefined),
  type: z.enum(PROPERTY_TYPES).optional().catch(undefined),
  city: text,
  from: isoDate,
  to: isoDate,
  sort: z.enum(LISTING_SORTS).catch("newest").default("newest"),
  /** `pending`: only live listings whose seller's changes wait for review. */
  edits: z.literal("pending").optional().catch(undefined),
  page,
});
export type AdminListingFilters = z.infer<typeof adminListingFiltersSchema>;

export const adminProjectFiltersSchema = adminListingFiltersSchema.omit({ type: true });
export type AdminProjectFilters = z.infer<typeof adminProjectFiltersSchema>;

export const ACCOUNT_STATUSES = ["pending", "active", "blocked"] as const;

export const sellerFiltersSchema = z.object({
  q: text,
  kind: z.enum(SELLER_KINDS).optional().catch(undefined),
  status: z.enum(ACCOUNT_STATUSES).optional().catch(undefined),
  page,
});
export type SellerFilters = z.infer<typeof sellerFiltersSchema>;

export const userFiltersSchema = z.object({
  q: text,
  status: z.enum(ACCOUNT_STATUSES).optional().catch(undefined),
  page,
});
export type UserFilters = z.infer<typeof userFiltersSchema>;

export const PAYMENT_STATUSES = ["created", "pending", "completed", "failed", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const paymentFiltersSchema = z.object({
  q: text,
  status: z.enum(PAYMENT_STATUSES).optional().catch(undefined),
  from: isoDate,
  to: isoDate,
  page,
});
export type PaymentFilters = z.infer<typeof paymentFiltersSchema>;

export const BROKER_REQUEST_STATUSES = ["pending", "approved", "rejected"] as const;
export const brokerRequestFiltersSchema = z.object({
  status: z.enum(BROKER_REQUEST_STATUSES).optional().catch(undefined),
  page,
});
export type BrokerRequestFilters = z.infer<typeof brokerRequestFiltersSchema>;

export const ENQUIRY_KINDS = ["contact", "service", "advice"] as const;
export const ENQUIRY_STATUSES = ["new", "in_progress", "closed"] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = {
  new: "New",
  in_progress: "In progress",
  closed: "Closed",
};

export const enquiryFiltersSchema = z.object({
  q: text,
  kind: z.enum(ENQUIRY_KINDS).optional().catch(undefined),
  status: z.enum(ENQUIRY_STATUSES).optional().catch(undefined),
  page,
});
export type EnquiryFilters = z.infer<typeof enquiryFiltersSchema>;

export const auditFiltersSchema = z.object({
  entity: text,
  action: text,
  page,
});
export type AuditFilters = z.infer<typeof auditFiltersSchema>;

/** The locality-review queue's tabs; "pending" is the default (no `view` in the URL). */
export const REVIEW_QUEUE_VIEWS = ["pending", "reported", "approved", "rejected"] as const;
export type ReviewQueueView = (typeof REVIEW_QUEUE_VIEWS)[number];

export const reviewQueueFiltersSchema = z.object({
  view: z.enum(REVIEW_QUEUE_VIEWS).catch("pending").default("pending"),
  page,
});
export type ReviewQueueFilters = z.infer<typeof reviewQueueFiltersSchema>;

/**
 * `/admin/subscription/edit?id=`: the plan's id, or null. `hasId` tells a bad id (the page answers
 * 404) from none at all (the page creates a plan).
 */
export const planEditParamsSchema = z
  .object({ id: z.unknown().optional() })
  .transform(({ id }) => ({ id: idParam.parse(id), hasId: setParam.parse(id) }));

// ---- commands -------------------------------------------------------------------------------

const id = z.number({ error: "Choose a record." }).int().positive();

export const reasonSchema = z
  .string({ error: "Please give a reason." })
  .trim()
  .min(5, "Please give a reason of at least 5 characters.")
  .max(1000, "Keep the reason under 1000 characters.");

export const idsSchema = z
  .array(id)
  .min(1, "Select at least one listing.")
  .max(500, "Select at most 500 listings at a time.")
  .transform((ids) => [...new Set(ids)]);

export const featureUntilSchema = z
  .string({ error: "Choose the last day of the feature." })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Choose the last day of the feature.")
  .refine((d) => !Number.isNaN(Date.parse(d)), "Choose a real date.")
  .refine((d) => d >= todayInIndia(), "The feature must end today or later.");

export const MODERATION_ACTIONS = [
  "approve",
  "reject",
  "block",
  "feature",
  "unfeature",
  "delete",
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const moderationSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("approve"), ids: idsSchema }),
  z.object({ action: z.literal("reject"), ids: idsSchema, reason: reasonSchema }),
  z.object({ action: z.literal("block"), ids: idsSchema, reason: reasonSchema }),
  z.object({ action: z.literal("feature"), ids: idsSchema, until: featureUntilSchema }),
  z.object({ action: z.literal("unfeature"), ids: idsSchema }),
  z.object({ action: z.literal("delete"), ids: idsSchema }),
]);
export type ModerationInput = z.input<typeof moderationSchema>;
export type ModerationCommand = z.output<typeof moderationSchema>;

export const blockAccountSchema = z.object({ userId: id, reason: reasonSchema });
export const accountIdSchema = z.object({ userId: id });
export const verifySellerSchema = z.object({ userId: id, verified: z.boolean() });

export const brokerDecisionSchema = z.discriminatedUnion("decision", [
  z.object({ decision: z.literal("approve"), requestId: id }),
  z.object({ decision: z.literal("reject"), requestId: id, reason: reasonSchema }),
]);
export type BrokerDecision = z.output<typeof brokerDecisionSchema>;

/** An admin's decision on a live listing's pending edit. */
export const listingEditDecisionSchema = z.discriminatedUnion("decision", [
  z.object({ decision: z.literal("approve"), propertyId: id }),
  z.object({ decision: z.literal("reject"), propertyId: id, reason: reasonSchema }),
]);
export type ListingEditDecision = z.output<typeof listingEditDecisionSchema>;

/** Approve or reject a live project's changes waiting for review. */
export const projectEditDecisionSchema = z.discriminatedUnion("decision", [
  z.object({ decision: z.literal("approve"), projectId: id }),
  z.object({ decision: z.literal("reject"), projectId: id, reason: reasonSchema }),
]);

export const enquiryStatusSchema = z.object({
  id,
  status: z.enum(ENQUIRY_STATUSES, { error: "Choose new, in progress or closed." }),
});
