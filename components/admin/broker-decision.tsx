"use client";

import { decideBrokerRequestAction } from "@/app/(admin)/admin/(console)/_actions/broker-requests";
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
