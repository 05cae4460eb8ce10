"use server";

import { requireAdmin } from "@/lib/auth/current-user";
import { runAction, type ActionResult } from "@/lib/http/action";
import { decideReview } from "@/lib/reviews/moderate-reviews";
import type { ReviewDecision } from "@/lib/validation/review";

export async function decideReviewAction(
  input: ReviewDecision,
): Promise<ActionResult<{ reviewId: number; status: "approved" | "rejected" }>> {
  return runAction(
    async () => decideReview(await requireAdmin(), input),
    input.decision === "approve"
      ? "Review approved: it is now on the locality page."
      : "Review rejected. The author sees the reason.",
  );
}
