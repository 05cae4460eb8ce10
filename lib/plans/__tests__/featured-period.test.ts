import { eq } from "drizzle-orm";
import type { AdminActor, SellerActor } from "@/lib/auth/current-user";
import type { DbHandle } from "@/lib/db/client";
import { plans, subscriptions } from "@/lib/db/schema";
import {
  makeAccount,
  makeBillingDetails,
  makeAdmin,
  makeCity,
  makePlan,
  makeProperties,
} from "@/lib/admin/__tests__/fixtures";
import { featureListing } from "@/lib/listings/feature-listing";
import { startCheckout } from "@/lib/payments/checkout";
import { payInSandbox } from "@/lib/payments/sandbox-checkout";
import { featuredDaysFor, featuredUntilFor, type Entitlement } from "@/lib/plans/entitlement";
import { grantPlan } from "@/lib/plans/grant-plan";
import { createPlan, updatePlan } from "@/lib/plans/save-plan";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";
import { planSchema } from "@/lib/validation/plan";

const DAY = 86_400_000;

describe("the featured period comes from the plans", () => {
  const now = new Date("2026-11-24T10:00:00Z");
  const sub = (featuredQuota: number, featuredDays: number, endsInDays = 365) => ({
    id: 1,
    planName: "P",
    startsAt: now,
    endsAt: new Date(now.getTime() + endsInDays * DAY),
    listingQuota: 5,
    featuredQuota,
    featuredDays,
    pricePaise: 0,
    granted: false,
  });
  const free = (featuredQuota: number, featuredDays: number): Entitlement["free"] => ({
    id: 1,
    name: "Free",
    listingQuota: 1,
    featuredQuota,
    featuredDays,
  });

  it("takes the longest period among the plans that give featured slots", () => {
    expect(featuredDaysFor({ free: free(0, 90), subscriptions: [sub(1, 10), sub(2, 45)] })).toBe(
      45,
    );
    expect(featuredDaysFor({ free: free(1, 14), subscriptions: [sub(0, 99)] })).toBe(14);
    expect(featuredDaysFor({ free: null, subscriptions: [] })).toBe(30);
  });

  it("never runs past the last running plan", () => {
    const e = { free: free(0, 30), subscriptions: [sub(1, 60, 20)] };
    expect(featuredUntilFor(e, now).getTime()).toBe(now.getTime() + 20 * DAY);
    const long = { free: free(0, 30), subscriptions: [sub(1, 10, 200)] };
    expect(featuredUntilFor(long, now).getTime()).toBe(now.getTime() + 10 * DAY);
  });

  it("is a whole number of days from 1 to 365 in the plan form, 30 when left out", () => {
    const plan = {
      name: "Agent Pro",
      sellerKind: "agent",
      price: 2999,
      durationDays: 30,
      listingQuota: 50,
      featuredQuota: 5,
    };
    expect(planSchema.parse(plan).featuredDays).toBe(30);
    expect(planSchema.parse({ ...plan, featuredDays: 7 }).featuredDays).toBe(7);
    const bad = planSchema.safeParse({ ...plan, featuredDays: 0 });
    expect(bad.error?.issues[0]).toMatchObject({
      path: ["featuredDays"],
      message: "The featured period in days must be at least 1.",
    });
    expect(planSchema.safeParse({ ...plan, featuredDays: 400 }).success).toBe(false);
  });
});

describe.each(TEST_ENGINES)("featured period as plan data on %s", (engine) => {
  let handle: DbHandle;
  let admin: AdminActor;
  let cityId: number;

  beforeAll(async () => {
    handle = await useTestDatabase(engine);
    admin = await makeAdmin(handle.db);
    cityId = (await makeCity(handle.db)).id;
  }, 120_000);
  afterAll(() => releaseTestDatabase(handle));

  const seller = async () => {
    const account = (await makeAccount(handle.db, "seller", { kind: "individual" })) as SellerActor;
    await makeBillingDetails(handle.db, account.id);
    return account;
  };

  it("features a listing for the bought plan's period, kept when the admin edits the plan", async () => {
    const plan = await makePlan(handle.db, {
      name: "Fortnight",
      sellerKind: "individual",
      durationDays: 90,
      listingQuota: 5,
      featuredQuota: 2,
      featuredDays: 14,
    });
    const buyer = await seller();
    await payInSandbox(buyer, {
      orderId: (await startCheckout(buyer, { planId: plan.id })).orderId,
    });
    const [sub] = await handle.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.sellerId, buyer.id));
    expect(sub.featuredDays).toBe(14);

    // The admin lengthens the plan's period: what was bought does not change.
    await updatePlan(admin, plan.id, { ...plan, featuredDays: 60 });
    const [first] = await makeProperties(handle.db, buyer.id, cityId, 1, { status: "active" });
    const now = new Date();
    const { featuredUntil } = await featureListing(buyer, first, now);
    expect(featuredUntil.getTime()).toBe(now.getTime() + 14 * DAY);

    // A new buyer of the edited plan gets the new period.
    const later = await seller();
    await payInSandbox(later, {
      orderId: (await startCheckout(later, { planId: plan.id })).orderId,
    });
    const [theirs] = await makeProperties(handle.db, later.id, cityId, 1, { status: "active" });
    const then = new Date();
    const again = await featureListing(later, theirs, then);
    expect(again.featuredUntil.getTime()).toBe(then.getTime() + 60 * DAY);
  });

  it("is stored by the admin's plan form and copied onto a granted plan", async () => {
    const created = await createPlan(admin, {
      name: "Builder Spotlight",
      sellerKind: "individual",
      price: 1999,
      durationDays: 60,
      listingQuota: 10,
      featuredQuota: 3,
      featuredDays: 21,
    });
    const [row] = await handle.db.select().from(plans).where(eq(plans.id, created.id));
    expect(row.featuredDays).toBe(21);
    const target = await seller();
    const { subscriptionId } = await grantPlan(admin, {
      sellerId: target.id,
      planId: created.id,
      reason: "Goodwill after an outage",
    });
    const [granted] = await handle.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscriptionId));
    expect(granted.featuredDays).toBe(21);
  });
});
