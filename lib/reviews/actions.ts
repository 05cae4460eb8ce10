"use server";

import { defineAction } from "@/lib/actions/define-action";
import { decideReview } from "@/lib/reviews/moderate-reviews";
import { getMyReview } from "@/lib/reviews/review-queries";
import { reportReview, saveReview, voteReviewHelpful } from "@/lib/reviews/save-review";
import { actionClientIp } from "@/lib/users/request-context";
import {
  myReviewQuerySchema,
  reportReviewSchema,
  reviewDecisionSchema,
  reviewIdSchema,
  reviewSchema,
} from "@/lib/validation/review";

/** The signed-in visitor's own review of a locality, if any (a cached locality page asks for it). */
export const loadMyReviewAction = defineAction({
  actor: "visitor",
  schema: myReviewQuerySchema,
  run: async ({ actor, input }) => ({
    signedIn: actor !== null,
    mine: actor ? await getMyReview(actor, input.localityId) : null,
  }),
});

/** Writes or edits the visitor's review of a locality (it waits for moderation). */
export const saveReviewAction = defineAction({
  actor: "visitor",
  schema: reviewSchema,
  run: async ({ actor, clientInput }) => saveReview(actor, clientInput, await actionClientIp()),
  success: "Thank you. Your review will appear once our team has checked it.",
});

export const voteReviewHelpfulAction = defineAction({
  actor: "visitor",
  schema: reviewIdSchema,
  run: ({ actor, input }) => voteReviewHelpful(actor, input),
});

export const reportReviewAction = defineAction({
  actor: "visitor",
  schema: reportReviewSchema,
  run: ({ actor, clientInput }) => reportReview(actor, clientInput),
  success: "Thank you. Our team will look at this review.",
});

/** The admin's decision on a review waiting for moderation. */
export const decideReviewAction = defineAction({
  actor: "admin",
  schema: reviewDecisionSchema,
  run: ({ actor, clientInput }) => decideReview(actor, clientInput),
  success: (_, input) =>
    input.decision === "approve"
      ? "Review approved: it is now on the locality page."
      : "Review rejected. The author sees the reason.",
});
