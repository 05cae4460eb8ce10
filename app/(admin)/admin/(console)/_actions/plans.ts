"use server";

import { requireAdmin } from "@/lib/auth/current-user";
import { z } from "zod";
import { parseActionInput, runAction, type ActionResult } from "@/lib/http/action";
import { createPlan, setPlanArchived, updatePlan } from "@/lib/plans/save-plan";
import { planSchema, type PlanInput } from "@/lib/validation/plan";

const planId = z.number().int().positive().max(2_147_483_647);
const saveArgs = z.tuple([planId.nullable(), planSchema]);
const archiveArgs = z.tuple([planId, z.boolean()]);

export async function savePlanAction(
  id: number | null,
  input: PlanInput,
): Promise<ActionResult<{ id: number }>> {
  const result = await runAction(async () => {
    const [planIdOrNull] = parseActionInput(saveArgs, [id, input]);
    const admin = await requireAdmin();
    const plan =
      planIdOrNull === null
        ? await createPlan(admin, input)
        : await updatePlan(admin, planIdOrNull, input);
    return { id: plan.id };
  });
  return result.ok ? { ...result, message: id === null ? "Plan created." : "Plan saved." } : result;
}

export async function setPlanArchivedAction(
  id: number,
  archived: boolean,
): Promise<ActionResult<{ id: number }>> {
  const result = await runAction(async () => {
    const [planIdValue, archive] = parseActionInput(archiveArgs, [id, archived]);
    const plan = await setPlanArchived(await requireAdmin(), planIdValue, archive);
    return { id: plan.id, archived: archive };
  });
  if (!result.ok) return result;
  return {
    ok: true,
    data: { id: result.data.id },
    message: result.data.archived
      ? "Plan archived. Existing subscriptions keep it."
      : "Plan restored (inactive).",
  };
}
