import "server-only";
import { eq } from "drizzle-orm";
import { assertAdmin, type AdminActor } from "@/lib/auth/current-user";
import { AppError, NotFoundError } from "@/lib/auth/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { expireTags } from "@/lib/cache/expire-tags";
import type { Tx } from "@/lib/admin/tx";
import { tags } from "@/lib/cache/tags";
import { getDb } from "@/lib/db/client";
import { plans } from "@/lib/db/schema";
import { planSchema, type PlanInput, type PlanValues } from "@/lib/validation/plan";
import type { Plan } from "./plan-queries";

function auditView(plan: Plan | PlanValues) {
  return {
    name: plan.name,
    sellerKind: plan.sellerKind,
    price: plan.price,
    durationDays: plan.durationDays,
    listingQuota: plan.listingQuota,
    featuredQuota: plan.featuredQuota,
    featuredDays: plan.featuredDays,
    features: plan.features,
    active: plan.active,
    ...("archivedAt" in plan ? { archivedAt: plan.archivedAt } : {}),
  };
}

async function lockPlan(tx: Tx, id: number): Promise<Plan> {
  const [plan] = await tx.select().from(plans).where(eq(plans.id, id)).for("update");
  if (!plan) throw new NotFoundError(`Plan #${id} does not exist.`);
  return plan;
}

export async function createPlan(actor: AdminActor, input: PlanInput): Promise<Plan> {
  assertAdmin(actor);
  const values = planSchema.parse(input);
  const db = await getDb();
  const plan = await db.transaction(async (tx) => {
    const [created] = await tx.insert(plans).values(values).returning();
    await recordAudit(tx, {
      actorId: actor.id,
      action: "plan.create",
      entity: "plan",
      entityId: created.id,
      after: auditView(created),
    });
    return created;
  });
  expireTags([tags.plans]);
  return plan;
}

/**
 * Edits a plan. Sellers already subscribed keep what they bought (subscriptions carry their
 * own dates and counters); the new price and quotas apply to the next purchase.
 */
export async function updatePlan(actor: AdminActor, id: number, input: PlanInput): Promise<Plan> {
  assertAdmin(actor);
  const values = planSchema.parse(input);
  const db = await getDb();
  const plan = await db.transaction(async (tx) => {
    const before = await lockPlan(tx, id);
    if (before.archivedAt) {
      throw new AppError("This plan is archived. Restore it before editing.", 409);
    }
    if (before.isFree && (values.price !== 0 || values.sellerKind !== before.sellerKind)) {
      throw new AppError("The free tier stays free and for its kind of seller.", 422, {
        price: "The free tier's price must stay 0.",
      });
    }
    const [updated] = await tx
      .update(plans)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(plans.id, id))
      .returning();
    await recordAudit(tx, {
      actorId: actor.id,
      action: "plan.update",
      entity: "plan",
      entityId: id,
      before: auditView(before),
      after: auditView(updated),
    });
    return updated;
  });
  expireTags([tags.plans]);
  return plan;
}

/**
 * Archives a plan: no longer offered, never deleted — existing subscriptions keep pointing at
 * it. Restoring brings it back inactive, for the admin to review and switch on.
 */
export async function setPlanArchived(
  actor: AdminActor,
  id: number,
  archived: boolean,
): Promise<Plan> {
  assertAdmin(actor);
  const db = await getDb();
  const plan = await db.transaction(async (tx) => {
    const before = await lockPlan(tx, id);
    if (before.isFree) {
      throw new AppError("The free tier cannot be archived; edit its quotas instead.", 409);
    }
    if (Boolean(before.archivedAt) === archived) {
      throw new AppError(
        archived ? "This plan is already archived." : "This plan is not archived.",
        409,
      );
    }
    const now = new Date();
    const [updated] = await tx
      .update(plans)
      .set({ archivedAt: archived ? now : null, active: false, updatedAt: now })
      .where(eq(plans.id, id))
      .returning();
    await recordAudit(tx, {
      actorId: actor.id,
      action: archived ? "plan.archive" : "plan.restore",
      entity: "plan",
      entityId: id,
      before: auditView(before),
      after: auditView(updated),
    });
    return updated;
  });
  expireTags([tags.plans]);
  return plan;
}
