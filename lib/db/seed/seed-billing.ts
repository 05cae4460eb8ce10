import "server-only";
import { count, eq, lte, and, sql } from "drizzle-orm";
import type { AdminActor, SellerActor } from "@/lib/auth/current-user";
import { withDatabase, type Db } from "@/lib/db/client";
import { payments, subscriptions } from "@/lib/db/schema";
import { sandboxPaymentsAllowed } from "@/lib/env";
import { startCheckout } from "@/lib/payments/checkout";
import { getEntitlement } from "@/lib/plans/entitlement";
import { setPaymentProviderForTesting } from "@/lib/payments/provider/get-payment-provider";
import { createSandboxProvider } from "@/lib/payments/provider/sandbox-provider";
import { refundPayment } from "@/lib/payments/refund-payment";
import { failInSandbox, payInSandbox } from "@/lib/payments/sandbox-checkout";
import type { SellerKind } from "@/lib/validation/property-enums";
import { rngFor } from "./prng";
import { seedPlans, type PlanRow } from "./seed-plans";
import type { SeedPeople, SeedSeller } from "./seed-users";

const DAY = 86_400_000;

type Purchase = {
  seller: SeedSeller;
  plan: PlanRow;
  at: Date;
  outcome: "paid" | "refunded" | "failed" | "abandoned";
};

function sellerActor(s: SeedSeller): SellerActor {
  return {
    id: s.id,
    role: "seller",
    firstName: s.firstName,
    lastName: s.lastName,
    email: s.email,
    phone: s.phone,
    sellerKind: s.kind,
  };
}

/** Who bought what and when (deterministic), plus some failed and abandoned checkouts. */
function purchases(people: SeedPeople, planRows: PlanRow[], now: number): Purchase[] {
  const find = (kind: SellerKind, name: string) =>
    planRows.find((p) => p.sellerKind === kind && p.name === name);
  const list: Purchase[] = [];
  const add = (seller: SeedSeller, name: string, daysAgo: number, outcome: Purchase["outcome"]) => {
    const plan = find(seller.kind, name);
    if (plan) list.push({ seller, plan, at: new Date(now - daysAgo * DAY), outcome });
  };
  add(people.demoSeller, "Pay per property", 75, "paid");
  add(people.demoSeller, "Yearly", 20, "paid");
  add(people.demoSeller, "Monthly", 10, "paid");
  people.sellers.forEach((seller, i) => {
    const rng = rngFor("subscription", i);
    if (!rng.chance(0.55)) return;
    const name = rng.weighted([
      ["Pay per property", 3],
      ["Monthly", 5],
      ["Yearly", 2],
    ] as const);
    const daysAgo = name === "Yearly" ? rng.int(10, 400) : rng.int(1, 70);
    add(seller, name, daysAgo, rng.chance(0.08) ? "refunded" : "paid");
  });
  const sellers = [people.demoSeller, ...people.sellers];
  for (let i = 0; i < 18; i++) {
    const rng = rngFor("payment-attempt", i);
    const seller = rng.pick(sellers);
    const name = rng.pick(["Monthly", "Yearly", "Pay per property"]);
    add(seller, name, rng.int(1, 80), i % 3 === 2 ? "abandoned" : "failed");
  }
  return list.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/**
 * Plans, and demo payments made through the real checkout code with the sandbox provider
 * (orders, signed payments, subscriptions, invoices, refunds, failed attempts), dated in the
 * past. Plans that have ended are marked expired without pausing demo listings.
 */
export async function seedBilling(
  db: Db,
  people: SeedPeople,
  now: number,
  log: (message: string) => void,
): Promise<void> {
  const planRows = await seedPlans(db, now);
  const [{ n: existing }] = await db.select({ n: count() }).from(payments);
  if (existing > 0 || !sandboxPaymentsAllowed()) {
    log(`seed: billing: ${planRows.length} plans; demo payments skipped`);
    return;
  }
  const admin: AdminActor | null = people.adminId
    ? {
        id: people.adminId,
        role: "admin",
        firstName: "Admin",
        lastName: "",
        email: "",
        phone: "",
        sellerKind: null,
      }
    : null;
  const list = purchases(people, planRows, now);
  // Checkout asks for billing details once: the demo sellers gave their profile's.
  const buyers = [...new Set(list.map((p) => p.seller.id))];
  if (buyers.length > 0) {
    await db.execute(sql`
      insert into billing_details (user_id, name, address, state)
      select u.id,
             coalesce(nullif(sp.company_name, ''), u.first_name || ' ' || u.last_name),
             coalesce(nullif(sp.address, ''), coalesce(nullif(sp.city, ''), 'Indore') || ', India'),
             coalesce(nullif(sp.state, ''), 'Madhya Pradesh')
      from users u left join seller_profiles sp on sp.user_id = u.id
      where u.id in (${sql.join(
        buyers.map((id) => sql`${id}`),
        sql`, `,
      )})
      on conflict (user_id) do nothing`);
  }
  setPaymentProviderForTesting(createSandboxProvider(""));
  try {
    await withDatabase(db, async () => {
      for (const p of list) {
        const seller = sellerActor(p.seller);
        const { orderId } = await startCheckout(seller, { planId: p.plan.id }, p.at);
        if (p.outcome === "abandoned") continue;
        if (p.outcome === "failed") {
          await failInSandbox(seller, { orderId }, new Date(p.at.getTime() + 60_000));
          continue;
        }
        const paid = await payInSandbox(seller, { orderId }, new Date(p.at.getTime() + 60_000));
        // Demo refunds only where the seller's listings still fit afterwards: the seed never
        // pauses demo listings.
        const e = await getEntitlement(db, seller.id, seller.sellerKind, new Date(now));
        const fits = e.listingsUsed <= e.listingQuota - p.plan.listingQuota;
        if (p.outcome === "refunded" && admin && paid.applied && fits) {
          await refundPayment(
            admin,
            { paymentId: paid.paymentId, reason: "Demo: the seller cancelled within a week" },
            new Date(p.at.getTime() + 3 * DAY),
          );
        }
      }
    });
  } finally {
    setPaymentProviderForTesting(undefined);
  }
  await db
    .update(subscriptions)
    .set({ status: "expired" })
    .where(and(eq(subscriptions.status, "active"), lte(subscriptions.endsAt, new Date(now))));
  log(`seed: billing: ${planRows.length} plans, ${list.length} checkouts through the sandbox`);
}
