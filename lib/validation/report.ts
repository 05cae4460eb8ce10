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
