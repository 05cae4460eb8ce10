"use server";

import { defineAction } from "@/lib/actions/define-action";
import { reportReview, saveReview, voteReviewHelpful } from "@/lib/reviews/save-review";
import { actionClientIp } from "@/lib/users/request-context";
import { reportReviewSchema, reviewIdSchema, reviewSchema } from "@/lib/validation/review";

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
