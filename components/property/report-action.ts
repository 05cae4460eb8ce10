"use server";

import { getCurrentActor } from "@/lib/auth/current-user";
import { parseActionInput, runAction, type ActionResult } from "@/lib/http/action";
import { reportListing } from "@/lib/reports/report-listing";
import { reportListingSchema, type ReportListingInput } from "@/lib/validation/report";

/** Reports a listing to the moderators. */
export async function reportListingAction(
  input: ReportListingInput,
): Promise<ActionResult<{ reportId: number }>> {
  return runAction(async () => {
    parseActionInput(reportListingSchema, input);
    return reportListing(await getCurrentActor(), input);
  }, "Thank you. Our team will review this listing.");
}
