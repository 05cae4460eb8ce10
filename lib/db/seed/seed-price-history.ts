import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import type { DealType, PropertyType } from "@/lib/validation/property-enums";
import { NEARBY_KM, sellersNear, type ListingContext } from "./listing-choices";
import { HISTORY_MONTHS, istMonth, trendFactor } from "./price-trend";
import { generateListing, type GeneratedListing } from "./property-factory";
import { rngFor, type Rng } from "./prng";
import { KEY_CITY_SLUGS, type PlannedListing } from "./property-plan";
import { insertListings, PROPERTY_BATCH } from "./seed-properties";

const DAY = 86_400_000;
export const HISTORY_SLUG_PATTERN = "-h[0-9]{7}$";

/** Localities of a key city that get enough listings every month for their own trend line. */
export const FOCUS_LOCALITIES = 3;

const SALE_MIX: readonly (readonly [PropertyType, number])[] = [
  ["FlatApartment", 80],
  ["IndependentHouseVilla", 8],
  ["IndependentBuilderFloor", 12],
];
const RENT_MIX: readonly (readonly [PropertyType, number])[] = [
  ["FlatApartment", 75],
  ["IndependentHouseVilla", 10],
  ["IndependentBuilderFloor", 15],
];

type MonthPlan = { plan: PlannedListing; monthsBack: number };

/** A month of a city outside the key ten: 5 sales and 5 lets anywhere (enough for a city line). */
export function monthPlans(citySlug: string, monthsBack: number, rng: Rng): MonthPlan[] {
  const out: MonthPlan[] = [];
  const add = (deal: DealType, type: PropertyType, localitySlug?: string, bhk?: number) =>
    out.push({ monthsBack, plan: { citySlug, deal, type, localitySlug, bhk } });
  for (let k = 0; k < 5; k++) add("sale", rng.weighted(SALE_MIX));
  for (let k = 0; k < 5; k++) add("rent", rng.weighted(RENT_MIX));
  return out;
}

/**
 * A month of a key city: 6 sale and 5 rent flats in each of its first three localities (their
 * own trend lines) plus a few listings elsewhere.
 */
function keyCityPlans(
  citySlug: string,
  localitySlugs: string[],
  monthsBack: number,
  rng: Rng,
): MonthPlan[] {
  const out: MonthPlan[] = [];
  const add = (deal: DealType, type: PropertyType, localitySlug?: string, bhk?: number) =>
    out.push({ monthsBack, plan: { citySlug, deal, type, localitySlug, bhk } });
  for (const slug of localitySlugs.slice(0, FOCUS_LOCALITIES)) {
    for (let k = 0; k < 6; k++)
      add(
        "sale",
        "FlatApartment",
        slug,
        rng.weighted([
          [2, 5],
          [3, 4],
          [1, 1],
        ]),
      );
    for (let k = 0; k < 5; k++)
      add(
        "rent",
        "FlatApartment",
        slug,
        rng.weighted([
          [2, 5],
          [3, 3],
          [1, 2],
        ]),
      );
  }
  for (let k = 0; k < 4; k++) add("sale", rng.weighted(SALE_MIX));
  for (let k = 0; k < 2; k++) add("rent", rng.weighted(RENT_MIX));
  return out;
}

/** Every dated listing of the history, in a fixed order (the same on every run). */
export function historyPlans(ctx: ListingContext, citySlugs?: readonly string[]): MonthPlan[] {
  const wanted = citySlugs ? new Set(citySlugs) : null;
  const out: MonthPlan[] = [];
  for (const city of ctx.cities) {
    const slug = city.record.slug;
    if (wanted && !wanted.has(slug)) continue;
    for (let monthsBack = 0; monthsBack < HISTORY_MONTHS; monthsBack++) {
      const rng = rngFor("history-plan", monthsBack * 1000 + city.id);
      out.push(
        ...((KEY_CITY_SLUGS as readonly string[]).includes(slug)
          ? keyCityPlans(
              slug,
              city.localities.map((l) => l.record.slug),
              monthsBack,
              rng,
            )
          : monthPlans(slug, monthsBack, rng)),
      );
    }
  }
  return out;
}

const roundPrice = (n: number) =>
  n >= 1_00_00_000 ? Math.round(n / 1_00_000) * 1_00_000 : Math.round(n / 10_000) * 10_000;

/** One listing of the history: posted in its month at that month's price level, now closed. */
export function historyListing(
  index: number,
  item: MonthPlan,
  ctx: ListingContext,
): GeneratedListing {
  const listing = generateListing(index, ctx, {
    namespace: "history",
    plan: item.plan,
    slugSuffix: `-h${String(index).padStart(7, "0")}`,
  });
  const rng = rngFor("history", index);
  const row = listing.row;
  const deal = item.plan.deal === "sale" ? "sale" : "rent";
  const factor = trendFactor(item.plan.citySlug, deal, item.monthsBack);
  const { start, end } = istMonth(ctx.now, item.monthsBack);
  const latest = Math.min(end, ctx.now - 3_600_000);
  const postedAt = new Date(start + Math.floor(rng.next() * Math.max(1, latest - start)));
  if (deal === "sale") {
    row.price = Math.max(1_00_000, roundPrice(Number(row.price) * factor));
    row.pricePerSqft = Math.round(Number(row.price) / Number(row.areaSqft));
    row.priceOnRequest = false;
    row.status = rng.chance(0.6) ? "sold" : "expired";
  } else {
    row.price = Math.max(3_000, Math.round((Number(row.price) * factor) / 500) * 500);
    if (row.deposit != null) row.deposit = Math.round(Number(row.deposit) * factor);
    row.status = rng.chance(0.7) ? "rented" : "expired";
  }
  if (row.sellerId === ctx.demoSeller.id) {
    // Someone else who works in that city (or close by) closed this one.
    const city = ctx.cities.find((c) => c.id === row.cityId)!.record;
    const others = (kind: "agent" | "individual", km: number) =>
      sellersNear(ctx, city, kind, km)?.filter((s) => s.id !== ctx.demoSeller.id);
    const agents = others("agent", NEARBY_KM);
    const seller = rng.pick(agents?.length ? agents : (others("individual", Infinity) ?? []));
    row.sellerId = seller.id;
    row.postedBy = seller.kind;
  }
  row.postedAt = postedAt;
  row.createdAt = postedAt;
  row.approvedAt = new Date(postedAt.getTime() + rng.int(2, 20) * 3_600_000);
  row.expiresAt = new Date(postedAt.getTime() + 90 * DAY);
  row.updatedAt = new Date(Math.min(ctx.now, postedAt.getTime() + rng.int(10, 85) * DAY));
  row.featuredUntil = null;
  return listing;
}

/**
 * Loads 24 months of dated, closed listings (slug suffix `-h0000000`…) so the price trends have
 * history. Skipped when the history is already there. `citySlugs` limits it (tests).
 */
export async function seedPriceHistory(
  db: Db,
  ctx: ListingContext,
  log: (message: string) => void,
  citySlugs?: readonly string[],
): Promise<number> {
  const existing = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from properties where slug ~ ${HISTORY_SLUG_PATTERN}`,
  );
  if (Number(existing.rows[0]?.n ?? 0) > 0) {
    log("seed: price history already there; none added");
    return 0;
  }
  const plans = historyPlans(ctx, citySlugs);
  const started = Date.now();
  for (let i = 0; i < plans.length; i += PROPERTY_BATCH) {
    const batch = plans
      .slice(i, i + PROPERTY_BATCH)
      .map((item, k) => historyListing(i + k, item, ctx));
    await insertListings(db, batch);
  }
  log(
    `seed: price history: ${plans.length} dated listings over ${HISTORY_MONTHS} months added in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return plans.length;
}
