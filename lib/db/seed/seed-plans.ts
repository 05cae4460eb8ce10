import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { plans } from "@/lib/db/schema";
import type { SellerKind } from "@/lib/validation/property-enums";

const DAY = 86_400_000;

type PlanSeed = {
  name: string;
  kind: SellerKind;
  price: number;
  days: number;
  listings: number;
  featured: number;
  /** How long a featured slot lasts; the column's default (30) when not given. */
  featuredDays?: number;
  features: string[];
  archived?: boolean;
};

/** Pay-per-property, monthly and yearly plans for each kind of seller. `features` is one per line. */
export const PLAN_SEEDS: readonly PlanSeed[] = [
  {
    name: "Pay per property",
    kind: "individual",
    price: 499,
    days: 60,
    listings: 1,
    featured: 0,
    features: ["1 property listing", "Live for 60 days", "Up to 20 photos"],
  },
  {
    name: "Monthly",
    kind: "individual",
    price: 999,
    days: 30,
    listings: 5,
    featured: 1,
    features: ["5 property listings", "1 featured listing", "Enquiry alerts by SMS"],
  },
  {
    name: "Yearly",
    kind: "individual",
    price: 7999,
    days: 365,
    listings: 30,
    featured: 6,
    featuredDays: 60,
    features: ["30 property listings", "6 featured listings", "Priority review"],
  },
  {
    name: "Pay per property",
    kind: "agent",
    price: 799,
    days: 60,
    listings: 1,
    featured: 0,
    features: ["1 property listing", "Live for 60 days", "RERA number shown"],
  },
  {
    name: "Monthly",
    kind: "agent",
    price: 2999,
    days: 30,
    listings: 40,
    featured: 5,
    features: [
      "40 property listings",
      "5 featured listings",
      "Verified agent badge",
      "Lead management",
    ],
  },
  {
    name: "Yearly",
    kind: "agent",
    price: 24999,
    days: 365,
    listings: 500,
    featured: 60,
    featuredDays: 60,
    features: [
      "500 property listings",
      "60 featured listings",
      "Verified agent badge",
      "Monthly analytics report",
    ],
  },
  {
    name: "Diwali Monthly Offer",
    kind: "agent",
    price: 1999,
    days: 30,
    listings: 40,
    featured: 5,
    features: ["40 property listings", "5 featured listings"],
    archived: true,
  },
  {
    name: "Pay per property",
    kind: "builder",
    price: 1499,
    days: 90,
    listings: 1,
    featured: 1,
    features: ["1 listing or project", "1 featured slot", "Live for 90 days"],
  },
  {
    name: "Monthly",
    kind: "builder",
    price: 9999,
    days: 30,
    listings: 100,
    featured: 10,
    features: ["100 listings", "10 featured slots", "Project page with RERA details"],
  },
  {
    name: "Yearly",
    kind: "builder",
    price: 89999,
    days: 365,
    listings: 1500,
    featured: 120,
    featuredDays: 60,
    features: [
      "1,500 listings",
      "120 featured slots",
      "Project pages",
      "Dedicated account manager",
    ],
  },
];

export type PlanRow = {
  id: number;
  name: string;
  sellerKind: SellerKind;
  price: number;
  durationDays: number;
  listingQuota: number;
  featuredQuota: number;
};

/** Inserts the plans that are missing (by kind and name) and returns every plan. */
export async function seedPlans(db: Db, now: number): Promise<PlanRow[]> {
  const existing = await db.select({ name: plans.name, sellerKind: plans.sellerKind }).from(plans);
  const have = new Set(existing.map((p) => `${p.sellerKind}/${p.name}`));
  const fresh = PLAN_SEEDS.filter((p) => !have.has(`${p.kind}/${p.name}`));
  if (fresh.length > 0) {
    await db.insert(plans).values(
      fresh.map((p) => ({
        name: p.name,
        sellerKind: p.kind,
        price: p.price,
        durationDays: p.days,
        listingQuota: p.listings,
        featuredQuota: p.featured,
        featuredDays: p.featuredDays,
        features: p.features.join("\n"),
        active: !p.archived,
        archivedAt: p.archived ? new Date(now - 40 * DAY) : null,
      })),
    );
  }
  return db
    .select({
      id: plans.id,
      name: plans.name,
      sellerKind: plans.sellerKind,
      price: plans.price,
      durationDays: plans.durationDays,
      listingQuota: plans.listingQuota,
      featuredQuota: plans.featuredQuota,
    })
    .from(plans)
    .where(eq(plans.isFree, false));
}
