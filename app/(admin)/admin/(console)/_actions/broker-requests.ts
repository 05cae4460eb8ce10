"use server";

import { requireAdmin } from "@/lib/auth/current-user";
import { decideBrokerRequest } from "@/lib/admin/broker-requests";
import { parseActionInput, runAction, type ActionResult } from "@/lib/http/action";
import { brokerDecisionSchema, type BrokerDecision } from "@/lib/validation/admin";

export async function decideBrokerRequestAction(
  input: BrokerDecision,
): Promise<ActionResult<{ requestId: number; status: "approved" | "rejected" }>> {
  const result = await runAction(async () => {
    const decision = parseActionInput(brokerDecisionSchema, input);
    return decideBrokerRequest(await requireAdmin(), decision);
  });
  if (!result.ok) return result;
  return {
    ...result,
    message:
      result.data.status === "approved"
        ? "Request approved: the agent is now verified."
        : "Request rejected. The agent has been told why.",
  };
}
