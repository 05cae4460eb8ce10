"use server";

import { requireAdmin } from "@/lib/auth/current-user";
import { decideBrokerRequest } from "@/lib/admin/broker-requests";
import { runAction, type ActionResult } from "@/lib/http/action";
import type { BrokerDecision } from "@/lib/validation/admin";

export async function decideBrokerRequestAction(
  input: BrokerDecision,
): Promise<ActionResult<{ requestId: number; status: "approved" | "rejected" }>> {
  return runAction(
    async () => decideBrokerRequest(await requireAdmin(), input),
    input.decision === "approve"
      ? "Request approved: the agent is now verified."
      : "Request rejected. The agent has been told why.",
  );
}
