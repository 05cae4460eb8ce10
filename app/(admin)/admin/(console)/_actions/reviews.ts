"use server";

import { defineAction } from "@/lib/actions/define-action";
import { decideReview } from "@/lib/reviews/moderate-reviews";
import { reviewDecisionSchema } from "@/lib/validation/review";

export const decideReviewAction = defineAction({
  actor: "admin",
  schema: reviewDecisionSchema,
  run: ({ actor, clientInput }) => decideReview(actor, clientInput),
  success: (_, input) =>
    input.decision === "approve"
      ? "Review approved: it is now on the locality page."
      : "Review rejected. The author sees the reason.",
});
