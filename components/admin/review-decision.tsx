"use client";

import { useState } from "react";
import { decideReviewAction } from "@/app/(admin)/admin/(console)/_actions/reviews";
import { reasonSchema } from "@/lib/validation/admin";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useAdminAction } from "./ui/use-admin-action";

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
  const { run } = useAdminAction();
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <div className="flex flex-wrap gap-1.5">
      {canApprove ? (
        <button
          type="button"
          disabled={busy}
          aria-label={`Approve ${author}'s review`}
          onClick={async () => {
            setBusy(true);
            await run(() => decideReviewAction({ decision: "approve", reviewId }));
            setBusy(false);
          }}
          className="rounded-md bg-emerald-600 px-2.5 py-1 text-xs font-medium text-white hover:bg-emerald-700 disabled:opacity-50"
        >
          Approve
        </button>
      ) : null}
      <button
        type="button"
        disabled={busy}
        aria-label={`Reject ${author}'s review`}
        onClick={() => setRejecting(true)}
        className="rounded-md border border-red-300 bg-white px-2.5 py-1 text-xs font-medium text-red-700 hover:bg-red-50 disabled:opacity-50"
      >
        Reject
      </button>
      {rejecting && (
        <ConfirmDialog
          open
          onClose={() => setRejecting(false)}
          title={`Reject ${author}'s review`}
          description="The review leaves (or never reaches) the locality page; its author sees this reason."
          field={{
            kind: "reason",
            label: "Reason for rejection",
            schema: reasonSchema,
            errorKey: "reason",
          }}
          confirmLabel="Reject"
          tone="danger"
          onConfirm={(reason) =>
            run(() => decideReviewAction({ decision: "reject", reviewId, reason }))
          }
        />
      )}
    </div>
  );
}
