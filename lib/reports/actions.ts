"use server";

import { defineAction } from "@/lib/actions/define-action";
import { reportListing } from "@/lib/reports/report-listing";
import { reportListingSchema } from "@/lib/validation/report";

/** Reports a listing to the moderators. */
export const reportListingAction = defineAction({
  actor: "visitor",
  schema: reportListingSchema,
  run: ({ actor, clientInput }) => reportListing(actor, clientInput),
  success: "Thank you. Our team will review this listing.",
});
