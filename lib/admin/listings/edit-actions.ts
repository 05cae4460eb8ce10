"use server";

import { defineAction } from "@/lib/actions/define-action";
import { listingEditDecisionSchema } from "@/lib/validation/admin";
import { reviewListingEdit } from "./review-listing-edit";

/** Approve or reject a live listing's pending edit (admin). */
export const reviewListingEditAction = defineAction({
  actor: "admin",
  schema: listingEditDecisionSchema,
  run: ({ actor, clientInput }) => reviewListingEdit(actor, clientInput),
  success: (result) =>
    result.decision === "approve"
      ? "Changes approved. They are live now."
      : "Changes rejected. The listing stays live as it was.",
});
