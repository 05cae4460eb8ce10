import "server-only";
import { and, asc, eq, getTableColumns, isNull, sql } from "drizzle-orm";
import { assertAdmin, type AdminActor } from "@/lib/auth/current-user";
import { NotFoundError } from "@/lib/auth/errors";
import { getDb } from "@/lib/db/client";
import { plans } from "@/lib/db/schema";
import type { SellerKind } from "@/lib/validation/property-enums";

export type Plan = typeof plans.$inferSelect;
export type AdminPlanRow = Plan & { activeSubscriptions: number; totalSubscriptions: number };

const KIND_ORDER = sql`case ${plans.sellerKind} when 'individual' then 0 when 'agent' then 1 else 2 end`;

/**
 * Every plan for the admin list (archived last), with how many sellers are on each. The
 * subqueries name "plans"."id" outright: in a one-table select drizzle prints `${plans.id}`
 * unqualified, which inside them would mean subscriptions.id.
 */
export async function listPlansForAdmin(actor: AdminActor): Promise<AdminPlanRow[]> {
  assertAdmin(actor);
  const db = await getDb();
  return db
    .select({
      ...getTableColumns(plans),
      activeSubscriptions: sql<number>`(select count(*) from subscriptions s
        where s.plan_id = "plans"."id" and s.status = 'active' and s.ends_at > now())`.mapWith(
        Number,
      ),
      totalSubscriptions: sql<number>`(select count(*) from subscriptions s
        where s.plan_id = "plans"."id")`.mapWith(Number),
    })
    .from(plans)
    .orderBy(
      sql`${plans.archivedAt} is not null`,
      plans.isFree,
      KIND_ORDER,
      asc(plans.price),
      asc(plans.id),
    );
}

export async function getPlanForAdmin(actor: AdminActor, id: number): Promise<Plan> {
  assertAdmin(actor);
  const db = await getDb();
  const [plan] = await db.select().from(plans).where(eq(plans.id, id)).limit(1);
  if (!plan) throw new NotFoundError(`Plan #${id} does not exist.`);
  return plan;
}

/** Plans a seller of this kind can buy now: paid, active and not archived, cheapest first. */
export async function listPurchasablePlans(kind: SellerKind): Promise<Plan[]> {
  const db = await getDb();
  return db
    .select()
    .from(plans)
    .where(
      and(
        eq(plans.sellerKind, kind),
        eq(plans.active, true),
        eq(plans.isFree, false),
        isNull(plans.archivedAt),
      ),
    )
    .orderBy(asc(plans.price), asc(plans.id));
}
