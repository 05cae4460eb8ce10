import { and, eq } from "drizzle-orm";
import type { Actor, AdminActor } from "@/lib/auth/current-user";
import type { DbHandle } from "@/lib/db/client";
import { auditLog, plans, subscriptions } from "@/lib/db/schema";
import {
  listPaymentsForAdmin,
  paymentTotals,
  paymentsForExport,
} from "@/lib/payments/admin-payments";
import { paymentsToCsv } from "@/lib/payments/payments-csv";
import { listPlansForAdmin, listPurchasablePlans } from "@/lib/plans/plan-queries";
import { createPlan, setPlanArchived, updatePlan } from "@/lib/plans/save-plan";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";
import { getDailyActivity, getDashboardCounts } from "../dashboard";
import { makeAccount, makeAdmin, makePayment, makePlan } from "./fixtures";

const basePlan = {
  name: "Builder Yearly",
  sellerKind: "builder",
  price: 49_999,
  durationDays: 365,
  listingQuota: 200,
  featuredQuota: 20,
  features: "200 listings\n20 featured listings",
  active: true,
} as const;

describe.each(TEST_ENGINES)("plans, payments and the dashboard on %s", (engine) => {
  let handle: DbHandle;
  let admin: AdminActor;
  let seller: Actor;

  beforeAll(async () => {
    handle = await useTestDatabase(engine);
    admin = await makeAdmin(handle.db);
    seller = await makeAccount(handle.db, "seller", { firstName: "Ravi" });
  });
  afterAll(() => releaseTestDatabase(handle));

  it("creates, edits and archives a plan; archived plans stay on subscriptions", async () => {
    const plan = await createPlan(admin, basePlan);
    await expect(updatePlan(admin, plan.id, { ...basePlan, price: -5 })).rejects.toMatchObject({
      name: "ZodError",
    });
    const edited = await updatePlan(admin, plan.id, { ...basePlan, price: 44_999 });
    expect(edited.price).toBe(44_999);
    const now = new Date();
    await handle.db.insert(subscriptions).values({
      sellerId: seller.id,
      planId: plan.id,
      startsAt: now,
      endsAt: new Date(now.getTime() + 86_400_000),
    });
    await setPlanArchived(admin, plan.id, true);
    expect((await listPurchasablePlans("builder")).map((p) => p.id)).not.toContain(plan.id);
    const listed = (await listPlansForAdmin(admin)).find((p) => p.id === plan.id)!;
    expect(listed).toMatchObject({ activeSubscriptions: 1, active: false });
    expect(listed.archivedAt).not.toBeNull();
    await expect(updatePlan(admin, plan.id, basePlan)).rejects.toMatchObject({ status: 409 });
    const [sub] = await handle.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.planId, plan.id));
    expect(sub).toBeDefined();
    const audits = await handle.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, "plan"), eq(auditLog.entityId, String(plan.id))));
    expect(audits.map((a) => a.action).sort()).toEqual([
      "plan.archive",
      "plan.create",
      "plan.update",
    ]);
    const update = audits.find((a) => a.action === "plan.update")!;
    expect(JSON.parse(update.before!).price).toBe(49_999);
    expect(JSON.parse(update.after!).price).toBe(44_999);
    const [stored] = await handle.db.select().from(plans).where(eq(plans.id, plan.id));
    expect(stored.price).toBe(44_999);
  });

  it("filters payments by status and date, totals them and exports escaped CSV", async () => {
    const plan = await makePlan(handle.db, { name: 'Agent "Pro", monthly' });
    await makePayment(handle.db, {
      sellerId: seller.id,
      planId: plan.id,
      amountPaise: 149900,
      providerPaymentId: "pay_A1",
      createdAt: new Date("2026-03-10T06:00:00Z"),
    });
    await makePayment(handle.db, {
      sellerId: seller.id,
      planId: plan.id,
      amountPaise: 99900,
      status: "failed",
      providerPaymentId: "pay_B2",
      createdAt: new Date("2026-03-12T06:00:00Z"),
    });
    await makePayment(handle.db, {
      sellerId: seller.id,
      amountPaise: 50000,
      status: "refunded",
      providerPaymentId: "=HYPERLINK(1)",
      createdAt: new Date("2026-04-02T06:00:00Z"),
    });
    const march = { page: 1, from: "2026-03-01", to: "2026-03-31" };
    const completed = await listPaymentsForAdmin(admin, { ...march, status: "completed" });
    expect(completed.rows.map((r) => r.transactionId)).toEqual(["pay_A1"]);
    const totals = await paymentTotals(admin, march);
    expect(totals.completed).toEqual({ count: 1, amount: 1499 });
    expect(totals.failed).toEqual({ count: 1, amount: 999 });
    expect(totals.all.count).toBe(2);
    const csv = paymentsToCsv(await paymentsForExport(admin, { page: 1 }));
    const lines = csv
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Transaction ID,Order ID,Date (IST),Seller,Seller e-mail,Plan,Amount (INR),Method,Status",
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain("'=HYPERLINK(1)");
    expect(lines[2]).toContain('"Agent ""Pro"", monthly"');
    expect(lines[2]).toMatch(/,999,upi,failed$/);
  });

  it("counts totals, revenue this month and 30 days of activity", async () => {
    await makePayment(handle.db, { sellerId: seller.id, amountPaise: 250000, paidAt: new Date() });
    const counts = await getDashboardCounts(admin);
    expect(counts.sellers.total).toBeGreaterThanOrEqual(1);
    expect(counts.revenueThisMonth.amount).toBeGreaterThanOrEqual(2500);
    const days = await getDailyActivity(admin, 30);
    expect(days).toHaveLength(30);
    expect(days[29].signups).toBeGreaterThanOrEqual(1);
    expect(days[29].day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
