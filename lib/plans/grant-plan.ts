import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { assertAdmin, type AdminActor } from "@/lib/auth/current-user";
import { AppError, NotFoundError } from "@/lib/auth/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { getDb } from "@/lib/db/client";
import { plans, sellerProfiles, subscriptions } from "@/lib/db/schema";
import { createNotification } from "@/lib/notifications/create-notification";
import { grantPlanSchema } from "@/lib/validation/billing";

const DAY = 86_400_000;

/** An admin gives a seller a plan without payment (goodwill, support); the reason is audited. */
export async function grantPlan(
  actor: AdminActor,
  raw: unknown,
  now: Date = new Date(),
): Promise<{ subscriptionId: number; endsAt: Date }> {
  assertAdmin(actor);
  const { sellerId, planId, reason } = grantPlanSchema.parse(raw);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [profile] = await tx
      .select({ kind: sellerProfiles.kind })
      .from(sellerProfiles)
      .where(eq(sellerProfiles.userId, sellerId))
      .limit(1);
    if (!profile) throw new NotFoundError("This seller does not exist.");
    const [plan] = await tx
      .select()
      .from(plans)
      .where(and(eq(plans.id, planId), eq(plans.isFree, false), isNull(plans.archivedAt)))
      .limit(1);
    if (!plan) throw new AppError("Choose a paid plan that is not archived.", 400);
    if (plan.sellerKind !== profile.kind) {
      throw new AppError("This plan is for a different kind of seller.", 400, {
        planId: "Choose a plan for this seller's kind.",
      });
    }
    const endsAt = new Date(now.getTime() + plan.durationDays * DAY);
    const [sub] = await tx
      .insert(subscriptions)
      .values({
        sellerId,
        planId: plan.id,
        planName: plan.name,
        pricePaise: 0,
        listingQuota: plan.listingQuota,
        featuredQuota: plan.featuredQuota,
        featuredDays: plan.featuredDays,
        startsAt: now,
        endsAt,
        status: "active",
        grantedBy: actor.id,
        grantReason: reason,
        createdAt: now,
      })
      .returning({ id: subscriptions.id });
    await recordAudit(tx, {
      actorId: actor.id,
      action: "subscription.grant",
      entity: "seller",
      entityId: sellerId,
      after: { subscriptionId: sub.id, plan: plan.name, endsAt: endsAt.toISOString() },
      reason,
    });
    await createNotification(tx, {
      userId: sellerId,
      kind: "plan_granted",
      title: `You have been given the ${plan.name} plan`,
      body: `${plan.listingQuota} listings and ${plan.featuredQuota} featured slots for ${plan.durationDays} days, from the LAND Acre team.`,
      link: "/saller/plans",
    });
    return { subscriptionId: sub.id, endsAt };
  });
}
