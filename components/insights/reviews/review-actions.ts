"use server";

import { headers } from "next/headers";
import { getCurrentActor } from "@/lib/auth/current-user";
import { runAction, type ActionResult } from "@/lib/http/action";
import { clientIpFrom } from "@/lib/rate-limit/client-ip";
import { reportReview, saveReview, voteReviewHelpful } from "@/lib/reviews/save-review";
import type { ReportReviewInput, ReviewInput } from "@/lib/validation/review";

/** Writes or edits the visitor's review of a locality (it waits for moderation). */
export async function saveReviewAction(
  input: ReviewInput,
): Promise<ActionResult<{ reviewId: number; status: "pending"; updated: boolean }>> {
  return runAction(
    async () => saveReview(await getCurrentActor(), input, clientIpFrom(await headers())),
    "Thank you. Your review will appear once our team has checked it.",
  );
}

export async function voteReviewHelpfulAction(
  reviewId: number,
): Promise<ActionResult<{ helpful: number; counted: boolean }>> {
  return runAction(async () => voteReviewHelpful(await getCurrentActor(), reviewId));
}

export async function reportReviewAction(
  input: ReportReviewInput,
): Promise<ActionResult<{ reviewId: number }>> {
  return runAction(
    async () => reportReview(await getCurrentActor(), input),
    "Thank you. Our team will look at this review.",
  );
}
