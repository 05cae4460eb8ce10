"use client";

import { decideReviewAction } from "@/lib/reviews/actions";
import { ApproveReject } from "./ui/approve-reject";

/** Approve or reject (with a reason) one locality review. */
export function ReviewDecision({
  reviewId,
  author,
  canApprove,
}: {
  reviewId: number;
  author: string;
  canApprove: boolean;
}) {
  return (
    <ApproveReject
      approve={canApprove ? () => decideReviewAction({ decision: "approve", reviewId }) : null}
      reject={(reason) => decideReviewAction({ decision: "reject", reviewId, reason })}
      approveLabel={`Approve ${author}'s review`}
      rejectLabel={`Reject ${author}'s review`}
      title={`Reject ${author}'s review`}
      description="The review leaves (or never reaches) the locality page; its author sees this reason."
    />
  );
}
