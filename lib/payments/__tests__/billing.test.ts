import { and, eq } from "drizzle-orm";
import type { AdminActor, SellerActor } from "@/lib/auth/current-user";
import type { DbHandle } from "@/lib/db/client";
import {
  auditLog,
  cities,
  creditNotes,
  invoices,
  notifications,
  payments,
  plans,
  properties,
  sellerProfiles,
  subscriptions,
} from "@/lib/db/schema";
import { changeListingStatus } from "@/lib/listings/change-listing-status";
import { featureListing } from "@/lib/listings/feature-listing";
import { assertListingSlot, getEntitlement } from "@/lib/plans/entitlement";
import { grantPlan } from "@/lib/plans/grant-plan";
import { applyPlanExpiry } from "@/lib/plans/plan-expiry";
import { listPurchasablePlans } from "@/lib/plans/plan-queries";
import { setPlanArchived, updatePlan } from "@/lib/plans/save-plan";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";
import {
  makeAccount,
  makeAdmin,
  makeBillingDetails,
  makeCity,
  makePlan,
  makeProperties,
} from "@/lib/admin/__tests__/fixtures";
import { BILLING_DETAILS_REQUIRED, startCheckout } from "../checkout";
import { confirmCheckout } from "../confirm-checkout";
import { hmacSha256Hex, paymentSignature } from "../signature";
import { failInSandbox, payInSandbox } from "../sandbox-checkout";
import { refundPayment } from "../refund-payment";
import { creditNotePdfFor, getBillingDetails, saveBillingDetails } from "../seller-billing";
import { pdfText } from "@/lib/testing/pdf-text";
import { auditChanges } from "@/lib/audit/audit-changes";
import { handlePaymentWebhook } from "../webhook";
import { SANDBOX_KEY_SECRET, SANDBOX_WEBHOOK_SECRET } from "../provider/sandbox-provider";

function webhook(event: string, payload: object) {
  const body = JSON.stringify({ entity: "event", event, payload, created_at: 1 });
  return { body, signature: hmacSha256Hex(body, SANDBOX_WEBHOOK_SECRET) };
}

describe.each(TEST_ENGINES)("buying plans, quotas and invoices on %s", (engine) => {
  let handle: DbHandle;
  let admin: AdminActor;
  let cityId: number;
  let monthlyId: number;

  async function newSeller(state: string | null = "Madhya Pradesh"): Promise<SellerActor> {
    const seller = (await makeAccount(handle.db, "seller", { kind: "individual" })) as SellerActor;
    await handle.db
      .update(sellerProfiles)
      .set({ state })
      .where(eq(sellerProfiles.userId, seller.id));
    if (state) await makeBillingDetails(handle.db, seller.id, state);
    return seller;
  }

  async function entitlement(seller: SellerActor) {
    return getEntitlement(handle.db, seller.id, "individual");
  }

  async function orderOf(orderId: string) {
    const [row] = await handle.db
      .select()
      .from(payments)
      .where(eq(payments.providerOrderId, orderId));
    return row;
  }

  beforeAll(async () => {
    handle = await useTestDatabase(engine);
    admin = await makeAdmin(handle.db);
    cityId = (await makeCity(handle.db)).id;
    monthlyId = (
      await makePlan(handle.db, {
        name: "Monthly",
        sellerKind: "individual",
        price: 999,
        durationDays: 30,
        listingQuota: 5,
        featuredQuota: 1,
      })
    ).id;
  });
  afterAll(() => releaseTestDatabase(handle));

  it("gives every seller kind a free tier from the migration, editable as plan data", async () => {
    const free = await handle.db.select().from(plans).where(eq(plans.isFree, true));
    expect(free.map((p) => p.sellerKind).sort()).toEqual(["agent", "builder", "individual"]);
    const individualFree = free.find((p) => p.sellerKind === "individual")!;
    await expect(
      updatePlan(admin, individualFree.id, { ...individualFree, price: 5 }),
    ).rejects.toMatchObject({ status: 422 });
    await expect(setPlanArchived(admin, individualFree.id, true)).rejects.toMatchObject({
      status: 409,
    });
    // Free tiers are never offered for sale.
    expect((await listPurchasablePlans("individual")).some((p) => p.isFree)).toBe(false);
    const seller = await newSeller();
    expect(await entitlement(seller)).toMatchObject({
      listingQuota: 1,
      featuredQuota: 0,
      listingsUsed: 0,
      subscriptions: [],
    });
  });

  it("refuses a listing beyond the quota with a message pointing to the plans", async () => {
    const seller = await newSeller();
    await makeProperties(handle.db, seller.id, cityId, 1, { status: "pending" });
    await expect(
      handle.db.transaction((tx) => assertListingSlot(tx, seller.id, "individual")),
    ).rejects.toMatchObject({ status: 402, message: expect.stringContaining("the Plans page") });
    await expect(
      handle.db.transaction((tx) => assertListingSlot(tx, seller.id, "individual")),
    ).rejects.toMatchObject({ message: expect.not.stringContaining("/saller/") });
    // Unpausing takes a slot too.
    const [paused] = await makeProperties(handle.db, seller.id, cityId, 1, { status: "paused" });
    await expect(changeListingStatus(seller, paused, "unpause")).rejects.toMatchObject({
      status: 402,
    });
  });

  it("buys a plan in the sandbox: order → signed payment → one subscription, one invoice", async () => {
    const seller = await newSeller();
    const session = await startCheckout(seller, { planId: monthlyId });
    expect(session).toMatchObject({ provider: "sandbox", amountPaise: 99_900, currency: "INR" });
    // A double click or a second tab reuses the open order.
    expect((await startCheckout(seller, { planId: monthlyId })).orderId).toBe(session.orderId);
    expect((await orderOf(session.orderId)).status).toBe("created");

    const first = await payInSandbox(seller, { orderId: session.orderId });
    expect(first).toMatchObject({ applied: true, status: "completed" });
    const again = await payInSandbox(seller, { orderId: session.orderId });
    expect(again.applied).toBe(false);

    const subs = await handle.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.sellerId, seller.id));
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({ pricePaise: 99_900, listingQuota: 5, featuredQuota: 1 });
    const e = await entitlement(seller);
    expect(e.listingQuota).toBe(6);
    expect(e.featuredQuota).toBe(1);

    const [invoice] = await handle.db
      .select()
      .from(invoices)
      .where(eq(invoices.sellerId, seller.id));
    expect(invoice.number).toMatch(/^LA\/\d{4}-\d{2}\/\d{6}$/);
    // Seller in the supplier's state (Madhya Pradesh): CGST + SGST.
    expect(invoice).toMatchObject({ totalPaise: 99_900, taxablePaise: 84_661, igstPaise: 0 });
    expect(invoice.cgstPaise + invoice.sgstPaise).toBe(15_239);

    // A later plan edit never changes what was bought.
    const [plan] = await handle.db.select().from(plans).where(eq(plans.id, monthlyId));
    await updatePlan(admin, monthlyId, { ...plan, price: 1299, listingQuota: 2 });
    const [kept] = await handle.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subs[0].id));
    expect(kept).toMatchObject({ pricePaise: 99_900, listingQuota: 5 });
    await updatePlan(admin, monthlyId, { ...plan, price: 999, listingQuota: 5 });
  });

  it("asks for billing details before the first checkout", async () => {
    const seller = await newSeller(null);
    await expect(startCheckout(seller, { planId: monthlyId })).rejects.toMatchObject({
      status: 409,
      message: BILLING_DETAILS_REQUIRED,
    });
    await expect(
      saveBillingDetails(seller, {
        name: "Asha Rao",
        address: "4 Park Street, Kolkata",
        state: "West Bengal",
        gstin: "19AAGCB7383J1Z6",
      }),
    ).rejects.toMatchObject({ name: "ZodError" });
    // A valid GSTIN of another state does not match the billing state.
    await expect(
      saveBillingDetails(seller, {
        name: "Asha Rao",
        address: "4 Park Street, Kolkata",
        state: "West Bengal",
        gstin: "29AAGCB7383J1Z4",
      }),
    ).rejects.toMatchObject({ name: "ZodError" });
    await saveBillingDetails(seller, {
      name: "Asha Rao",
      address: "4 Park Street, Kolkata",
      state: "West Bengal",
    });
    expect(await getBillingDetails(seller)).toEqual({
      name: "Asha Rao",
      address: "4 Park Street, Kolkata",
      state: "West Bengal",
      gstin: "",
    });
    await expect(startCheckout(seller, { planId: monthlyId })).resolves.toMatchObject({
      amountPaise: 99_900,
    });
  });

  it("numbers invoices without gaps and charges IGST outside the supplier's state", async () => {
    const before = await handle.db.select({ n: invoices.sequence }).from(invoices);
    const top = Math.max(0, ...before.map((r) => r.n));
    const seller = await newSeller("Karnataka");
    await saveBillingDetails(seller, {
      name: "Bengaluru Homes LLP",
      address: "80 Feet Road, Koramangala, Bengaluru",
      state: "Karnataka",
      gstin: "29aagcb7383j1z4",
    });
    const { orderId } = await startCheckout(seller, { planId: monthlyId });
    await payInSandbox(seller, { orderId });
    const [invoice] = await handle.db
      .select()
      .from(invoices)
      .where(eq(invoices.sellerId, seller.id));
    expect(invoice.sequence).toBe(top + 1);
    expect(invoice).toMatchObject({
      billedName: "Bengaluru Homes LLP",
      billedAddress: "80 Feet Road, Koramangala, Bengaluru",
      gstin: "29AAGCB7383J1Z4",
      placeOfSupply: "Karnataka",
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 15_239,
    });
  });

  it("describes a one-listing plan on its invoice in the singular", async () => {
    const single = await makePlan(handle.db, {
      name: "Pay per property",
      sellerKind: "individual",
      price: 499,
      durationDays: 60,
      listingQuota: 1,
      featuredQuota: 0,
    });
    const seller = await newSeller("Madhya Pradesh");
    const { orderId } = await startCheckout(seller, { planId: single.id });
    await payInSandbox(seller, { orderId });
    const [invoice] = await handle.db
      .select({ description: invoices.description })
      .from(invoices)
      .where(eq(invoices.sellerId, seller.id));
    expect(invoice.description).toBe("Pay per property plan, 60 days (1 listing, 0 featured)");
  });

  it("a failed payment activates nothing; a retry on the same order still can", async () => {
    const seller = await newSeller();
    const { orderId } = await startCheckout(seller, { planId: monthlyId });
    expect(await failInSandbox(seller, { orderId })).toEqual({ status: "failed" });
    expect((await orderOf(orderId)).status).toBe("failed");
    expect((await entitlement(seller)).subscriptions).toHaveLength(0);
    const retried = await payInSandbox(seller, { orderId });
    expect(retried.applied).toBe(true);
    // A late payment.failed for the settled order changes nothing.
    const late = webhook("payment.failed", {
      payment: { entity: { id: "pay_LateFail123", order_id: orderId, amount: 99_900 } },
    });
    await handlePaymentWebhook(late.body, late.signature, "evt_late_fail_1");
    expect((await orderOf(orderId)).status).toBe("completed");
  });

  it("refuses tampered signatures, foreign orders and other kinds' plans with 400 / 404", async () => {
    const seller = await newSeller();
    const other = await newSeller();
    const { orderId } = await startCheckout(seller, { planId: monthlyId });
    const paymentId = "pay_Tampered0001";
    const signature = paymentSignature(orderId, paymentId, "wrong-secret");
    await expect(confirmCheckout(seller, { orderId, paymentId, signature })).rejects.toMatchObject({
      status: 400,
    });
    const good = paymentSignature(orderId, paymentId, SANDBOX_KEY_SECRET);
    await expect(
      confirmCheckout(other, { orderId, paymentId, signature: good }),
    ).rejects.toMatchObject({ status: 404 });
    expect((await orderOf(orderId)).status).toBe("created");
    const agentPlan = await makePlan(handle.db, { sellerKind: "agent" });
    await expect(startCheckout(seller, { planId: agentPlan.id })).rejects.toMatchObject({
      status: 400,
    });
    await expect(startCheckout(seller, { planId: monthlyId, amount: 1 })).rejects.toMatchObject({
      name: "ZodError",
    });
  });

  it("applies webhooks once, whichever comes first, and refuses bad signatures and amounts", async () => {
    const seller = await newSeller();
    const { orderId } = await startCheckout(seller, { planId: monthlyId });
    const bad = webhook("payment.captured", {
      payment: { entity: { id: "pay_Hook000001", order_id: orderId, amount: 99_900 } },
    });
    await expect(
      handlePaymentWebhook(bad.body, hmacSha256Hex(bad.body, "not-the-secret"), "evt_1"),
    ).rejects.toMatchObject({ status: 400 });
    const cheap = webhook("payment.captured", {
      payment: { entity: { id: "pay_Hook000001", order_id: orderId, amount: 100 } },
    });
    await expect(handlePaymentWebhook(cheap.body, cheap.signature, "evt_2")).rejects.toMatchObject({
      status: 400,
    });
    expect((await orderOf(orderId)).status).toBe("created");

    const good = webhook("payment.captured", {
      payment: {
        entity: { id: "pay_Hook000001", order_id: orderId, amount: 99_900, method: "upi" },
      },
    });
    expect(await handlePaymentWebhook(good.body, good.signature, "evt_3")).toEqual({
      outcome: "applied",
      duplicate: false,
    });
    expect(await handlePaymentWebhook(good.body, good.signature, "evt_3")).toEqual({
      outcome: "duplicate",
      duplicate: true,
    });
    const paid = webhook("order.paid", {
      payment: { entity: { id: "pay_Hook000001", order_id: orderId, amount: 99_900 } },
    });
    expect((await handlePaymentWebhook(paid.body, paid.signature, "evt_4")).outcome).toMatch(
      /^unchanged/,
    );
    // The browser callback arriving after the webhook changes nothing either.
    const signature = paymentSignature(orderId, "pay_Hook000001", SANDBOX_KEY_SECRET);
    const late = await confirmCheckout(seller, { orderId, paymentId: "pay_Hook000001", signature });
    expect(late.applied).toBe(false);
    const order = await orderOf(orderId);
    expect(order).toMatchObject({ status: "completed", method: "upi" });
    expect(
      await handle.db.select().from(subscriptions).where(eq(subscriptions.paymentId, order.id)),
    ).toHaveLength(1);
    expect(
      await handle.db.select().from(invoices).where(eq(invoices.paymentId, order.id)),
    ).toHaveLength(1);
    // An order this site never made is acknowledged, not applied.
    const stranger = webhook("payment.captured", {
      payment: { entity: { id: "pay_Stranger01", order_id: "order_Unknown0001", amount: 5 } },
    });
    expect((await handlePaymentWebhook(stranger.body, stranger.signature, null)).outcome).toBe(
      "unknown",
    );
  });

  it("applies a payment once when the callback and the webhook race", async () => {
    const seller = await newSeller();
    const { orderId } = await startCheckout(seller, { planId: monthlyId });
    const hook = webhook("payment.captured", {
      payment: { entity: { id: "pay_RaceHook001", order_id: orderId, amount: 99_900 } },
    });
    const results = await Promise.all([
      payInSandbox(seller, { orderId }),
      handlePaymentWebhook(hook.body, hook.signature, "evt_race_1"),
      payInSandbox(seller, { orderId }),
    ]);
    const applied = [results[0].applied, results[1].outcome === "applied", results[2].applied];
    expect(applied.filter(Boolean)).toHaveLength(1);
    const order = await orderOf(orderId);
    expect(
      await handle.db.select().from(subscriptions).where(eq(subscriptions.paymentId, order.id)),
    ).toHaveLength(1);
    expect(
      await handle.db.select().from(invoices).where(eq(invoices.paymentId, order.id)),
    ).toHaveLength(1);
  });

  it("features listings with plan slots only, and sorts them first until the period ends", async () => {
    const seller = await newSeller();
    const [live] = await makeProperties(handle.db, seller.id, cityId, 1, { status: "active" });
    await expect(featureListing(seller, live)).rejects.toMatchObject({ status: 402 });
    const { orderId } = await startCheckout(seller, { planId: monthlyId });
    await payInSandbox(seller, { orderId });
    const { featuredUntil } = await featureListing(seller, live);
    expect(featuredUntil.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    const [second] = await makeProperties(handle.db, seller.id, cityId, 1, { status: "active" });
    await expect(featureListing(seller, second)).rejects.toMatchObject({ status: 402 });
    await expect(featureListing(seller, live)).rejects.toMatchObject({ status: 409 });
  });

  it("refunds a paid payment through the provider once; unpaid ones are refused", async () => {
    const seller = await newSeller();
    const { orderId } = await startCheckout(seller, { planId: monthlyId });
    await payInSandbox(seller, { orderId });
    await makeProperties(handle.db, seller.id, cityId, 3, { status: "active" });
    const order = await orderOf(orderId);
    expect(
      await refundPayment(admin, { paymentId: order.id, reason: "Bought twice by mistake" }),
    ).toEqual({ status: "refunded" });
    expect((await orderOf(orderId)).status).toBe("refunded");
    await expect(
      refundPayment(admin, { paymentId: order.id, reason: "Second click on refund" }),
    ).rejects.toMatchObject({ status: 409 });
    // Back to the free tier (1): two of the three live listings are paused, none deleted.
    const rows = await handle.db
      .select({ status: properties.status })
      .from(properties)
      .where(eq(properties.sellerId, seller.id));
    expect(rows.filter((r) => r.status === "paused")).toHaveLength(2);
    expect(rows.filter((r) => r.status === "active")).toHaveLength(1);
    const [audit] = await handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "payment.refund"), eq(auditLog.entityId, String(order.id))));
    expect(audit.reason).toBe("Bought twice by mistake");
    // The entry says what the payment was and what was refunded, both in rupees (a full
    // refund equals the amount, so the two must not share a key or the entry hides it).
    expect(auditChanges(audit.before, audit.after)).toEqual(
      expect.arrayContaining([
        { field: "Amount", from: "₹999", to: null },
        { field: "Refunded", from: null, to: "₹999" },
      ]),
    );

    // Issue 28, major 4: every refund gets a credit note in its own financial-year series.
    const [invoice] = await handle.db
      .select()
      .from(invoices)
      .where(eq(invoices.paymentId, order.id));
    const [note] = await handle.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.invoiceId, invoice.id));
    expect(note.number).toMatch(/^CN\/\d{4}-\d{2}\/\d{6}$/);
    expect(note).toMatchObject({
      sellerId: seller.id,
      reason: "Bought twice by mistake",
      totalPaise: invoice.totalPaise,
      taxablePaise: invoice.taxablePaise,
      cgstPaise: invoice.cgstPaise,
      sgstPaise: invoice.sgstPaise,
      igstPaise: invoice.igstPaise,
    });
    const second = await newSeller("Karnataka");
    const secondOrder = await startCheckout(second, { planId: monthlyId });
    await payInSandbox(second, { orderId: secondOrder.orderId });
    const secondPayment = await orderOf(secondOrder.orderId);
    await refundPayment(admin, { paymentId: secondPayment.id, reason: "Plan not needed" });
    const notes = await handle.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.financialYear, note.financialYear));
    expect(notes.map((n) => n.sequence).sort((a, b) => a - b)).toEqual(notes.map((_, i) => i + 1));
    const secondNote = notes.find((n) => n.sellerId === second.id)!;
    expect(secondNote).toMatchObject({ cgstPaise: 0, sgstPaise: 0, igstPaise: 15_239 });
    const pdf = await creditNotePdfFor(second, secondNote.id);
    const text = await pdfText(pdf.pdf);
    expect(text).toContain("CREDIT NOTE");
    expect(text).toContain(`Credit note number: ${secondNote.number}`);
    expect(text).toContain("₹999.00");
    await expect(creditNotePdfFor(seller, secondNote.id)).rejects.toMatchObject({ status: 404 });

    const other = await newSeller();
    const open = await startCheckout(other, { planId: monthlyId });
    const unpaid = await orderOf(open.orderId);
    await expect(
      refundPayment(admin, { paymentId: unpaid.id, reason: "Not paid at all" }),
    ).rejects.toMatchObject({ status: 409 });
  });

  // Issue 28, minor: a refund over quota pauses the newest listings, and the notice names them.
  it("a refund over quota pauses the newest listings first and says which", async () => {
    const seller = await newSeller();
    const { orderId } = await startCheckout(seller, { planId: monthlyId });
    await payInSandbox(seller, { orderId });
    const [oldest, middle, newest] = await makeProperties(handle.db, seller.id, cityId, 3, {
      status: "active",
    });
    const day = 86_400_000;
    for (const [id, ago] of [
      [oldest, 20],
      [middle, 10],
      [newest, 1],
    ] as const) {
      await handle.db
        .update(properties)
        .set({
          postedAt: new Date(Date.now() - ago * day),
          approvedAt: new Date(Date.now() - ago * day),
          title: `Listing posted ${ago} days ago`,
          enquiries: id === oldest ? 4 : 0,
        })
        .where(eq(properties.id, id));
    }
    const order = await orderOf(orderId);
    await refundPayment(admin, { paymentId: order.id, reason: "Refund over the quota" });
    const rows = await handle.db
      .select({ id: properties.id, status: properties.status })
      .from(properties)
      .where(eq(properties.sellerId, seller.id));
    const status = Object.fromEntries(rows.map((r) => [r.id, r.status]));
    expect(status).toEqual({ [oldest]: "active", [middle]: "paused", [newest]: "paused" });
    const [notice] = await handle.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, seller.id), eq(notifications.kind, "plan_expired")));
    expect(notice.body).toContain(
      'we paused the newest 2 (not deleted): "Listing posted 1 days ago", "Listing posted 10 days ago"',
    );
    expect(notice.body).toContain("Your older listings stay live.");
  });

  it("falls back to the free tier when a plan ends: listings above it paused, seller told", async () => {
    const seller = await newSeller();
    const { orderId } = await startCheckout(seller, { planId: monthlyId });
    await payInSandbox(seller, { orderId });
    await makeProperties(handle.db, seller.id, cityId, 3, { status: "active" });
    const later = new Date(Date.now() + 31 * 86_400_000);
    const run = await applyPlanExpiry(later, { sellerId: seller.id });
    expect(run).toMatchObject({ sellers: 1, paused: 2 });
    // The paused listings leave their pages and their city's lists and similar listings.
    const [city] = await handle.db
      .select({ slug: cities.slug })
      .from(cities)
      .where(eq(cities.id, cityId));
    expect(run.tags).toContain(`city-properties:${city!.slug}`);
    expect(await applyPlanExpiry(later, { sellerId: seller.id })).toMatchObject({
      sellers: 0,
      paused: 0,
    });
    const told = await handle.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, seller.id), eq(notifications.kind, "plan_expired")));
    expect(told).toHaveLength(1);
    expect(told[0].title).toContain("2 listing(s) paused");
  });

  it("lets an admin grant a plan with a reason that goes to the audit log", async () => {
    const seller = await newSeller();
    await expect(
      grantPlan(admin, { sellerId: seller.id, planId: monthlyId, reason: "no" }),
    ).rejects.toMatchObject({ name: "ZodError" });
    const agentPlan = await makePlan(handle.db, { sellerKind: "agent" });
    await expect(
      grantPlan(admin, { sellerId: seller.id, planId: agentPlan.id, reason: "Wrong kind" }),
    ).rejects.toMatchObject({ status: 400 });
    await grantPlan(admin, { sellerId: seller.id, planId: monthlyId, reason: "Launch offer" });
    expect((await entitlement(seller)).listingQuota).toBe(6);
    const [audit] = await handle.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, "subscription.grant"), eq(auditLog.entityId, String(seller.id))),
      );
    expect(audit.reason).toBe("Launch offer");
  });
});
