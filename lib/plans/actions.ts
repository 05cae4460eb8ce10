"use server";

import { z } from "zod";
import { defineAction, defineArgsAction } from "@/lib/actions/define-action";
import { grantPlan } from "@/lib/plans/grant-plan";
import { createPlan, setPlanArchived, updatePlan } from "@/lib/plans/save-plan";
import { grantPlanSchema } from "@/lib/validation/billing";
import { planSchema } from "@/lib/validation/plan";

const planId = z.number().int().positive().max(2_147_483_647);

/** `savePlanAction(null, plan)` creates, `savePlanAction(id, plan)` saves. */
export const savePlanAction = defineArgsAction({
  actor: "admin",
  schema: z.tuple([planId.nullable(), planSchema]),
  run: async ({ actor, input: [id], clientInput: [, plan] }) => {
    const saved = id === null ? await createPlan(actor, plan) : await updatePlan(actor, id, plan);
    return { id: saved.id };
  },
  success: (_, [id]) => (id === null ? "Plan created." : "Plan saved."),
});

export const setPlanArchivedAction = defineArgsAction({
  actor: "admin",
  schema: z.tuple([planId, z.boolean()]),
  run: async ({ actor, input: [id, archived] }) => {
    const plan = await setPlanArchived(actor, id, archived);
    return { id: plan.id };
  },
  success: (_, [, archived]) =>
    archived ? "Plan archived. Existing subscriptions keep it." : "Plan restored (inactive).",
});

export const grantPlanAction = defineAction({
  actor: "admin",
  schema: grantPlanSchema,
  run: ({ actor, input }) => grantPlan(actor, input),
  success: "Plan granted. The seller has been told.",
});
