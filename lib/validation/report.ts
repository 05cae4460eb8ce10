/** Reporting a listing to the moderators. Isomorphic. */
import { z } from "zod";

import { REPORT_REASONS, type ReportReason } from "./report-reasons";

export { REPORT_REASONS, type ReportReason };

const REASON_IDS = REPORT_REASONS.map((r) => r.id) as [ReportReason, ...ReportReason[]];

export const reportListingSchema = z
  .object({
    propertyId: z.coerce.number().int().positive().max(2_147_483_647),
    reason: z.enum(REASON_IDS, { message: "Please choose a reason." }),
    details: z
      .string()
      .trim()
      .max(1000, "Please keep the details under 1000 characters.")
      .default(""),
  })
  .refine((r) => r.reason !== "other" || r.details.length >= 10, {
    path: ["details"],
    message: "Please tell us what is wrong (at least 10 characters).",
  });

export type ReportListingInput = z.input<typeof reportListingSchema>;

// ---- the moderators' side (/admin/reports) --------------------------------------------------

/** The report queue's views: open reports, closed ones (resolved or dismissed), or all. */
export const REPORT_QUEUE_VIEWS = ["open", "closed", "all"] as const;
export type ReportQueueView = (typeof REPORT_QUEUE_VIEWS)[number];

/** How the open queue is ordered: most-reported listings first, longest waiting, or newest. */
export const REPORT_QUEUE_SORTS = ["most", "oldest", "newest"] as const;
export type ReportQueueSort = (typeof REPORT_QUEUE_SORTS)[number];

/** `/admin/reports?view=&sort=&listing=&page=`: a bad value falls back to the default. */
export const reportQueueFiltersSchema = z.object({
  view: z.enum(REPORT_QUEUE_VIEWS).catch("open").default("open"),
  sort: z.enum(REPORT_QUEUE_SORTS).catch("most").default("most"),
  listing: z.coerce.number().int().positive().max(2_147_483_647).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});
export type ReportQueueFilters = z.infer<typeof reportQueueFiltersSchema>;

/**
 * What a moderator does with a listing's open reports:
 * - dismiss: nothing wrong was found; the listing is untouched;
 * - resolve: the problem was dealt with (the listing was edited, the seller was called…);
 * - reject / block: the listing is rejected or blocked (the note is the reason the seller sees)
 *   and every open report of it is resolved.
 */
export const REPORT_DECISIONS = ["dismiss", "resolve", "reject", "block"] as const;
export type ReportDecisionKind = (typeof REPORT_DECISIONS)[number];

/** A moderator's note on closing reports (optional; for reject and block, the seller's reason). */
export const reportNoteSchema = z.string().trim().max(1000, "Keep the note under 1000 characters.");

const recordId = (message: string) =>
  z.coerce.number({ message }).int(message).positive(message).max(2_147_483_647, message);

export const reportDecisionSchema = z
  .object({
    propertyId: recordId("Unknown listing."),
    /** One report; without it, every open report of the listing. */
    reportId: recordId("Unknown report.").optional(),
    decision: z.enum(REPORT_DECISIONS, { message: "Choose what to do." }),
    note: reportNoteSchema.default(""),
  })
  .superRefine((d, ctx) => {
    if ((d.decision === "reject" || d.decision === "block") && d.note.length < 5) {
      ctx.addIssue({
        code: "custom",
        path: ["note"],
        message: "Please give a reason of at least 5 characters.",
      });
    }
    if ((d.decision === "reject" || d.decision === "block") && d.reportId !== undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["reportId"],
        message: "Rejecting or blocking a listing closes all of its open reports.",
      });
    }
  });
export type ReportDecision = z.input<typeof reportDecisionSchema>;
