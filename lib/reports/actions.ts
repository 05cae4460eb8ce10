"use server";

import { defineAction } from "@/lib/actions/define-action";
import { decideReports } from "@/lib/reports/decide-reports";
import { reportListing } from "@/lib/reports/report-listing";
import { reportDecisionSchema, reportListingSchema } from "@/lib/validation/report";

/** Reports a listing to the moderators. */
export const reportListingAction = defineAction({
  actor: "visitor",
  schema: reportListingSchema,
  run: ({ actor, clientInput }) => reportListing(actor, clientInput),
  success: "Thank you. Our team will review this listing.",
});

/** An admin dismisses or resolves a listing's buyer reports, or rejects / blocks the listing. */
export const decideReportsAction = defineAction({
  actor: "admin",
  schema: reportDecisionSchema,
  run: ({ actor, clientInput }) => decideReports(actor, clientInput),
  success: (r) => r.message,
});
