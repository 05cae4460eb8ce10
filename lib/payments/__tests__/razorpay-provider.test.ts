import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import type { AdminActor, SellerActor } from "@/lib/auth/current-user";
import type { DbHandle } from "@/lib/db/client";
import { payments } from "@/lib/db/schema";
import {
  makeAccount,
  makeAdmin,
  makeBillingDetails,
  makePlan,
} from "@/lib/admin/__tests__/fixtures";
import { releaseTestDatabase, useTestDatabase } from "@/lib/testing/test-db";
import { startCheckout } from "../checkout";
import { confirmCheckout } from "../confirm-checkout";
import { setPaymentProviderForTesting } from "../provider/get-payment-provider";
import { createRazorpayProvider } from "../provider/razorpay-provider";
import { refundPayment } from "../refund-payment";
import { paymentSignature } from "../signature";

const KEY_ID = "rzp_test_FakeKey0001";
const KEY_SECRET = "fake-key-secret";

type Call = { method: string; path: string; auth: string; body: Record<string, unknown> };

/** A local stand-in for api.razorpay.com: orders and refunds, with switchable failures. */
function fakeRazorpay() {
  const calls: Call[] = [];
  let mode: "ok" | "down" | "refuse" | "slow" = "ok";
  let n = 0;
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = "";
      req.on("data", (c: Buffer) => (data += c.toString()));
      req.on("end", () => resolve(data));
    });
  const server: Server = createServer(async (req, res) => {
    const raw = await read(req);
    calls.push({
      method: req.method ?? "",
      path: req.url ?? "",
      auth: req.headers.authorization ?? "",
      body: raw ? (JSON.parse(raw) as Record<string, unknown>) : {},
    });
    const send = (status: number, body: object) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (mode === "slow") {
      setTimeout(() => send(200, {}), 1500);
      return;
    }
    if (mode === "down") return send(503, { error: { description: "Service unavailable" } });
    if (mode === "refuse") {
      return send(400, { error: { code: "BAD_REQUEST_ERROR", description: "Amount too low" } });
    }
    const body = calls.at(-1)!.body;
    n += 1;
    if (req.method === "POST" && req.url === "/v1/orders") {
      return send(200, {
        id: `order_Fake${String(n).padStart(10, "0")}`,
        entity: "order",
        amount: body.amount,
        currency: body.currency,
        receipt: body.receipt,
        status: "created",
      });
    }
    const refund = req.url?.match(/^\/v1\/payments\/(pay_\w+)\/refund$/);
    if (req.method === "POST" && refund) {
      return send(200, {
        id: `rfnd_Fake${String(n).padStart(10, "0")}`,
        entity: "refund",
        amount: body.amount,
        payment_id: refund[1],
        status: "processed",
      });
    }
    send(404, { error: { description: "Not found" } });
  });
  return {
    calls,
    setMode: (m: typeof mode) => (mode = m),
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, "127.0.0.1", () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
        ),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("Razorpay provider through the official SDK, against a local fake API", () => {
  const fake = fakeRazorpay();
  let handle: DbHandle;
  let seller: SellerActor;
  let admin: AdminActor;
  let planId: number;

  beforeAll(async () => {
    const url = await fake.start();
    setPaymentProviderForTesting(
      createRazorpayProvider({
        keyId: KEY_ID,
        keySecret: KEY_SECRET,
        webhookSecret: "fake-webhook-secret",
        apiUrl: url,
        timeoutMs: 500,
      }),
    );
    handle = await useTestDatabase("pglite");
    seller = (await makeAccount(handle.db, "seller", { kind: "builder" })) as SellerActor;
    await makeBillingDetails(handle.db, seller.id);
    admin = await makeAdmin(handle.db);
    planId = (await makePlan(handle.db, { sellerKind: "builder", price: 9999 })).id;
  });
  afterAll(async () => {
    setPaymentProviderForTesting(undefined);
    await releaseTestDatabase(handle);
    await fake.stop();
  });
  beforeEach(() => fake.setMode("ok"));

  it("creates the order with the server's amount and the key's basic auth", async () => {
    const session = await startCheckout(seller, { planId });
    expect(session).toMatchObject({ provider: "razorpay", keyId: KEY_ID, amountPaise: 9_99_900 });
    const call = fake.calls.at(-1)!;
    expect(call).toMatchObject({ method: "POST", path: "/v1/orders" });
    expect(call.body).toMatchObject({ amount: 9_99_900, currency: "INR" });
    expect(call.auth).toBe(`Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString("base64")}`);
    const [row] = await handle.db
      .select()
      .from(payments)
      .where(eq(payments.providerOrderId, session.orderId));
    expect(row).toMatchObject({ provider: "razorpay", status: "created", amountPaise: 9_99_900 });

    // Checkout's signed answer activates the plan; then a refund goes through the API.
    const paymentId = "pay_FakePaid0001";
    const signature = paymentSignature(session.orderId, paymentId, KEY_SECRET);
    expect(
      await confirmCheckout(seller, { orderId: session.orderId, paymentId, signature }),
    ).toMatchObject({ applied: true });
    await refundPayment(admin, { paymentId: row.id, reason: "Customer asked to cancel" });
    const refundCall = fake.calls.at(-1)!;
    expect(refundCall.path).toBe(`/v1/payments/${paymentId}/refund`);
    expect(refundCall.body).toMatchObject({ amount: 9_99_900 });
  });

  it("tells the seller clearly when the API is down, slow or refuses, and stores no order", async () => {
    const other = (await makeAccount(handle.db, "seller", { kind: "builder" })) as SellerActor;
    await makeBillingDetails(handle.db, other.id);
    for (const [mode, status] of [
      ["down", 503],
      ["slow", 503],
      ["refuse", 502],
    ] as const) {
      fake.setMode(mode);
      await expect(startCheckout(other, { planId })).rejects.toMatchObject({ status });
    }
    const rows = await handle.db.select().from(payments).where(eq(payments.sellerId, other.id));
    expect(rows).toHaveLength(0);
  });
});
