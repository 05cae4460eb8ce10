/**
 * Refunds as the provider reports them (issue 25, findings 4 and 5): amounts add up and only a
 * full refund ends the plan; a refund that fails restores the payment and the plan; a refund
 * event that arrives before the capture is kept and applied right after it.
 */
import { eq } from "drizzle-orm";
import type { AdminActor, SellerActor } from "@/lib/auth/current-user";
import type { DbHandle } from "@/lib/db/client";
import {
  creditNotes,
  deferredPaymentEvents,
  invoices,
  payments,
  refunds,
  subscriptions,
} from "@/lib/db/schema";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";
import {
  makeAccount,
  makeAdmin,
  makeBillingDetails,
  makePlan,
} from "@/lib/admin/__tests__/fixtures";
import { startCheckout } from "../checkout";
import { SANDBOX_WEBHOOK_SECRET } from "../provider/sandbox-provider";
import { refundPayment } from "../refund-payment";
import { hmacSha256Hex } from "../signature";
import { handlePaymentWebhook } from "../webhook";

jest.mock("next/cache", () => ({
  revalidatePath: () => undefined,
  revalidateTag: () => undefined,
  updateTag: () => undefined,
}));

const AMOUNT = 99_900;
let sequence = 0;

function send(event: string, payload: object) {
  const body = JSON.stringify({ entity: "event", event, payload, created_at: 1 });
  sequence += 1;
  return handlePaymentWebhook(
    body,
    hmacSha256Hex(body, SANDBOX_WEBHOOK_SECRET),
    `evt_refunds_${sequence}`,
  );
}

const captured = (orderId: string, paymentId: string) =>
  send("payment.captured", {
    payment: { entity: { id: paymentId, order_id: orderId, amount: AMOUNT, method: "upi" } },
  });

const refundEvent = (
  event: "refund.created" | "refund.processed" | "refund.failed",
  paymentId: string,
  refundId: string,
  amount: number,
) =>
  send(event, {
    refund: {
      entity: {
        id: refundId,
        payment_id: paymentId,
        amount,
        status: event === "refund.failed" ? "failed" : "processed",
      },
    },
  });

describe.each(TEST_ENGINES)("refunds on %s", (engine) => {
  let handle: DbHandle;
  let admin: AdminActor;
  let planId: number;

  beforeAll(async () => {
    handle = await useTestDatabase(engine);
    admin = await makeAdmin(handle.db);
    planId = (
      await makePlan(handle.db, {
        name: "Quarterly",
        sellerKind: "individual",
        price: 999,
        durationDays: 90,
        listingQuota: 5,
        featuredQuota: 1,
      })
    ).id;
  });
  afterAll(() => releaseTestDatabase(handle));

  async function paidOrder(paymentId: string) {
    const seller = (await makeAccount(handle.db, "seller", { kind: "individual" })) as SellerActor;
    await makeBillingDetails(handle.db, seller.id);
    const { orderId } = await startCheckout(seller, { planId });
    return { seller, orderId, capture: () => captured(orderId, paymentId) };
  }

  async function state(paymentId: string) {
    const [payment] = await handle.db
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, paymentId));
    const [plan] = await handle.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.paymentId, payment.id));
    return { payment: payment.status, plan: plan?.status, endsAt: plan?.endsAt };
  }

  it("a partial refund keeps the plan; the refunds adding up to the payment end it", async () => {
    const { capture } = await paidOrder("pay_Partial0001");
    expect((await capture()).outcome).toBe("applied");
    const before = await state("pay_Partial0001");
    expect(before).toMatchObject({ payment: "completed", plan: "active" });

    expect((await refundEvent("refund.processed", "pay_Partial0001", "rfnd_P1", 1)).outcome).toBe(
      "partial",
    );
    expect(await state("pay_Partial0001")).toEqual(before);

    const rest = AMOUNT - 1;
    expect(
      (await refundEvent("refund.processed", "pay_Partial0001", "rfnd_P2", rest)).outcome,
    ).toBe("refunded");
    expect(await state("pay_Partial0001")).toMatchObject({
      payment: "refunded",
      plan: "cancelled",
    });
    // Each refund has its credit note for its own amount (issue 28, major 4).
    const notes = await handle.db
      .select({ total: creditNotes.totalPaise, number: creditNotes.number })
      .from(creditNotes)
      .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
      .innerJoin(payments, eq(payments.id, invoices.paymentId))
      .where(eq(payments.providerPaymentId, "pay_Partial0001"));
    expect(notes.map((n) => n.total).sort((a, b) => a - b)).toEqual(
      [1, rest].sort((a, b) => a - b),
    );
    expect(new Set(notes.map((n) => n.number)).size).toBe(2);

    // The second refund fails after all: the payment is paid again and the plan runs to its end.
    expect((await refundEvent("refund.failed", "pay_Partial0001", "rfnd_P2", rest)).outcome).toBe(
      "restored",
    );
    expect(await state("pay_Partial0001")).toEqual(before);
    const rows = await handle.db
      .select()
      .from(refunds)
      .where(eq(refunds.providerRefundId, "rfnd_P2"));
    expect(rows).toMatchObject([{ status: "failed", amountPaise: rest }]);
  });

  it("an admin's refund after a partial one refunds only what is left", async () => {
    const { capture } = await paidOrder("pay_Partial0002");
    await capture();
    await refundEvent("refund.processed", "pay_Partial0002", "rfnd_Q1", 10_000);
    const [payment] = await handle.db
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, "pay_Partial0002"));
    expect(
      await refundPayment(admin, { paymentId: payment.id, reason: "Asked for the rest back" }),
    ).toEqual({ status: "refunded" });
    const all = await handle.db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
    expect(all.map((r) => r.amountPaise).sort((a, b) => a - b)).toEqual([10_000, AMOUNT - 10_000]);
    expect(await state("pay_Partial0002")).toMatchObject({
      payment: "refunded",
      plan: "cancelled",
    });
  });

  it("a refund that arrives before the capture is kept and applied after it", async () => {
    const { capture } = await paidOrder("pay_EarlyRfnd01");
    const early = await refundEvent("refund.processed", "pay_EarlyRfnd01", "rfnd_E1", AMOUNT);
    expect(early).toEqual({ outcome: "deferred", duplicate: false });
    expect(await handle.db.select().from(deferredPaymentEvents)).toHaveLength(1);

    expect((await capture()).outcome).toBe("applied");
    expect(await state("pay_EarlyRfnd01")).toMatchObject({
      payment: "refunded",
      plan: "cancelled",
    });
    expect(await handle.db.select().from(deferredPaymentEvents)).toHaveLength(0);
  });
});
