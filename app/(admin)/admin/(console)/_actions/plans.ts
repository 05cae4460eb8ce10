"use server";

import { requireAdmin } from "@/lib/auth/current-user";
import { runAction, type ActionResult } from "@/lib/http/action";
import { createPlan, setPlanArchived, updatePlan } from "@/lib/plans/save-plan";
import type { PlanInput } from "@/lib/validation/plan";

export async function savePlanAction(
  id: number | null,
  input: PlanInput,
): Promise<ActionResult<{ id: number }>> {
  return runAction(
    async () => {
      const admin = await requireAdmin();
      const plan =
        id === null ? await createPlan(admin, input) : await updatePlan(admin, id, input);
      return { id: plan.id };
    },
    id === null ? "Plan created." : "Plan saved.",
  );
}

export async function setPlanArchivedAction(
  id: number,
  archived: boolean,
): Promise<ActionResult<{ id: number }>> {
  return runAction(
    async () => {
      const plan = await setPlanArchived(await requireAdmin(), id, archived);
      return { id: plan.id };
    },
    archived ? "Plan archived. Existing subscriptions keep it." : "Plan restored (inactive).",
  );
}
