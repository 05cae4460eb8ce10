import "server-only";
import { inArray } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { payments, subscriptions } from "@/lib/db/schema";
import type { SellerKind } from "@/lib/validation/property-enums";
import { providerId, rngFor } from "./prng";
import { seedPlans, type PlanRow } from "./seed-plans";
import type { SeedPeople, SeedSeller } from "./seed-users";

const DAY = 86_400_000;

/** Outcomes of the extra payment attempts, in turn. */
const ATTEMPT_STATUSES = [
  "failed",
  "pending",
  "failed",
  "refunded",
  "created",
  "failed",
  "pending",
  "failed",
  "refunded",
] as const;

type SubscriptionSeed = {
  seller: SeedSeller;
  plan: PlanRow;
  startsAt: Date;
  status: "active" | "expired" | "cancelled";
  index: number;
};

function subscriptionSeeds(
  people: SeedPeople,
  planRows: PlanRow[],
  now: number,
): SubscriptionSeed[] {
  const find = (kind: SellerKind, name: string) =>
    planRows.find((p) => p.sellerKind === kind && p.name === name);
  const seeds: SubscriptionSeed[] = [];
  const add = (
    seller: SeedSeller,
    name: string,
    startDaysAgo: number,
    status?: SubscriptionSeed["status"],
  ) => {
    const plan = find(seller.kind, name);
    if (!plan) return;
    const startsAt = new Date(now - startDaysAgo * DAY);
    const ended = startsAt.getTime() + plan.durationDays * DAY < now;
    seeds.push({
      seller,
      plan,
      startsAt,
      status: status ?? (ended ? "expired" : "active"),
      index: seeds.length,
    });
  };
  add(people.demoSeller, "Pay per property", 75);
  add(people.demoSeller, "Monthly", 10);
  add(people.demoSeller, "Yearly", 20);
  people.sellers.forEach((seller, i) => {
    const rng = rngFor("subscription", i);
    if (!rng.chance(0.55)) return;
    const name = rng.weighted([
      ["Pay per property", 3],
      ["Monthly", 5],
      ["Yearly", 2],
    ] as const);
    add(
      seller,
      name,
      name === "Yearly" ? rng.int(10, 400) : rng.int(1, 70),
      rng.chance(0.05) ? "cancelled" : undefined,
    );
  });
  return seeds;
}

/** Plans, subscriptions with their completed payments, and some pending / failed / refunded payments. */
export async function seedBilling(
  db: Db,
  people: SeedPeople,
  now: number,
  log: (message: string) => void,
): Promise<void> {
  const planRows = await seedPlans(db, now);
  const seeds = subscriptionSeeds(people, planRows, now);
  const sellerIds = [...new Set(seeds.map((s) => s.seller.id))];
  const existing = sellerIds.length
    ? await db
        .select({ sellerId: subscriptions.sellerId, planId: subscriptions.planId })
        .from(subscriptions)
        .where(inArray(subscriptions.sellerId, sellerIds))
    : [];
  const have = new Set(existing.map((s) => `${s.sellerId}/${s.planId}`));
  const fresh = seeds.filter((s) => !have.has(`${s.seller.id}/${s.plan.id}`));
  if (fresh.length > 0) {
    await db.insert(subscriptions).values(
      fresh.map((s) => {
        const rng = rngFor("subscription-use", s.index);
        return {
          sellerId: s.seller.id,
          planId: s.plan.id,
          startsAt: s.startsAt,
          endsAt: new Date(s.startsAt.getTime() + s.plan.durationDays * DAY),
          listingsUsed: Math.min(
            s.plan.listingQuota,
            rng.int(0, Math.max(1, Math.ceil(s.plan.listingQuota * 0.6))),
          ),
          featuredUsed: 0,
          planName: s.plan.name,
          pricePaise: s.plan.price * 100,
          listingQuota: s.plan.listingQuota,
          featuredQuota: s.plan.featuredQuota,
          status: s.status,
          createdAt: s.startsAt,
        };
      }),
    );
  }

  const paymentRows: (typeof payments.$inferInsert & { providerOrderId: string })[] = seeds.map(
    (s) => {
      const rng = rngFor("payment", s.index);
      return {
        sellerId: s.seller.id,
        planId: s.plan.id,
        amountPaise: s.plan.price * 100,
        method: rng.weighted([
          ["upi", 6],
          ["card", 3],
          ["netbanking", 2],
          ["wallet", 1],
        ]),
        providerOrderId: providerId(rng, "order"),
        providerPaymentId: providerId(rng, "pay"),
        status: s.status === "cancelled" ? ("refunded" as const) : ("completed" as const),
        paidAt: s.startsAt,
        createdAt: new Date(s.startsAt.getTime() - 60_000),
      };
    },
  );
  const sellers = [people.demoSeller, ...people.sellers];
  for (let i = 0; i < 18; i++) {
    const rng = rngFor("payment-attempt", i);
    const seller = rng.pick(sellers);
    const plan = planRows.find(
      (p) =>
        p.sellerKind === seller.kind &&
        p.name === rng.pick(["Monthly", "Yearly", "Pay per property"]),
    );
    if (!plan) continue;
    const status = ATTEMPT_STATUSES[i % ATTEMPT_STATUSES.length];
    const createdAt = new Date(now - rng.int(1, 80) * DAY - rng.int(0, 86_399) * 1000);
    const orderId = providerId(rng, "order");
    paymentRows.push({
      sellerId: seller.id,
      planId: plan.id,
      amountPaise: plan.price * 100,
      method: rng.pick(["upi", "card", "netbanking"]),
      providerOrderId: orderId,
      providerPaymentId:
        status === "created" || status === "pending" ? null : providerId(rng, "pay"),
      status,
      paidAt: status === "refunded" ? createdAt : null,
      createdAt,
    });
  }
  const haveOrders = new Set(
    (
      await db
        .select({ id: payments.providerOrderId })
        .from(payments)
        .where(
          inArray(
            payments.providerOrderId,
            paymentRows.map((p) => p.providerOrderId),
          ),
        )
    ).map((r) => r.id),
  );
  const freshPayments = paymentRows.filter((p) => !haveOrders.has(p.providerOrderId));
  if (freshPayments.length > 0) await db.insert(payments).values(freshPayments);
  log(
    `seed: billing: ${planRows.length} plans, ${fresh.length} subscriptions and ${freshPayments.length} payments added`,
  );
}
