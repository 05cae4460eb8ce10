import type { AdminActor } from "@/lib/auth/current-user";
import type { DbHandle } from "@/lib/db/client";
import { auditLog } from "@/lib/db/schema";
import { grantPlan } from "@/lib/plans/grant-plan";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";
import { blockAccount } from "../accounts/block-account";
import { getSellerDetail } from "../accounts/get-seller-detail";
import { makeAccount, makeAdmin, makePayment, makePlan } from "./fixtures";

describe.each(TEST_ENGINES)("a seller's admin history on %s", (engine) => {
  let handle: DbHandle;
  let admin: AdminActor;

  beforeAll(async () => {
    handle = await useTestDatabase(engine);
    admin = await makeAdmin(handle.db);
  });
  afterAll(() => releaseTestDatabase(handle));

  it("shows plan grants, account actions and refunds of the seller's payments, not others'", async () => {
    const seller = await makeAccount(handle.db, "seller", { kind: "agent" });
    const other = await makeAccount(handle.db, "seller", { kind: "agent" });
    const plan = await makePlan(handle.db);
    await grantPlan(admin, {
      sellerId: seller.id,
      planId: plan.id,
      reason: "Goodwill after outage",
    });
    await blockAccount(admin, { userId: seller.id, reason: "Spam listings reported" });
    const theirs = await makePayment(handle.db, { sellerId: seller.id });
    const others = await makePayment(handle.db, { sellerId: other.id });
    await handle.db.insert(auditLog).values([
      {
        actorId: admin.id,
        action: "payment.refund",
        entity: "payment",
        entityId: String(theirs.id),
      },
      {
        actorId: admin.id,
        action: "payment.refund",
        entity: "payment",
        entityId: String(others.id),
      },
    ]);

    const { history } = await getSellerDetail(admin, seller.id);
    expect(history.map((h) => h.action).sort()).toEqual([
      "account.block",
      "payment.refund",
      "subscription.grant",
    ]);
    expect((await getSellerDetail(admin, other.id)).history.map((h) => h.action)).toEqual([
      "payment.refund",
    ]);
  });
});
