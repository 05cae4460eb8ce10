"use client";

import { decideBrokerRequestAction } from "@/lib/admin/actions";
import { ApproveReject } from "./ui/approve-reject";

/** Approve or reject (with a reason) one agent's verification request. */
export function BrokerDecision({ requestId, agentName }: { requestId: number; agentName: string }) {
  return (
    <ApproveReject
      approve={() => decideBrokerRequestAction({ decision: "approve", requestId })}
      reject={(reason) => decideBrokerRequestAction({ decision: "reject", requestId, reason })}
      title={`Reject ${agentName}'s request`}
      description="The agent is told this reason and can send a new request."
    />
  );
}
