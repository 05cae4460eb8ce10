"use client";

import { ApproveReject } from "@/components/admin/ui/approve-reject";
import { decideOwnerDocumentAction } from "@/lib/trust/actions";

/** Approve an owner's document, or reject it with a reason the seller reads. */
export function DocumentDecision({ checkId, title }: { checkId: number; title: string }) {
  return (
    <ApproveReject
      approve={() => decideOwnerDocumentAction({ decision: "approve", checkId })}
      reject={(reason) => decideOwnerDocumentAction({ decision: "reject", checkId, reason })}
      approveLabel={`Approve the document for ${title}`}
      rejectLabel={`Reject the document for ${title}`}
      title={`Reject the document for “${title}”`}
      description="The seller is told this reason and can send another document."
    />
  );
}
