/** Prices of demo listings from the city's rates: sale prices, monthly rents, PG beds. */
import type { CityRecord } from "@/lib/geo/cities";
import type { Rng } from "./prng";
import type { PlannedListing } from "./property-plan";
import type { Physical } from "./specs/physical";

const roundPrice = (n: number) =>
  n >= 1_00_00_000 ? Math.round(n / 1_00_000) * 1_00_000 : Math.round(n / 10_000) * 10_000;

/** Price (or monthly rent), deposit and maintenance for a listing. */
export function priceFor(
  rng: Rng,
  plan: PlannedListing,
  p: Physical,
  city: CityRecord,
  factor: number,
) {
  if (plan.deal === "sale") {
    let price = roundPrice(
      p.areaSqft * city.saleRatePerSqft * factor * p.saleFactor * rng.float(0.88, 1.12),
    );
    if (plan.maxPrice) price = Math.min(price, Math.floor(plan.maxPrice / 10_000) * 10_000);
    return {
      price: Math.max(price, 1_00_000),
      deposit: null,
      maintenance: p.bhk !== null ? Math.round((p.areaSqft * rng.float(1.5, 4)) / 100) * 100 : null,
    };
  }
  const monthly =
    plan.deal === "pg"
      ? Math.min(
          25_000,
          Math.max(
            5_000,
            city.rentRatePerSqftMonth * 350 * factor * p.rentFactor * rng.float(0.85, 1.15),
          ),
        )
      : Math.max(
          3_000,
          p.areaSqft * city.rentRatePerSqftMonth * factor * p.rentFactor * rng.float(0.88, 1.12),
        );
  const rent = Math.round(monthly / 500) * 500;
  const months =
    plan.deal === "pg" ? 1 : city.slug === "bangalore" ? rng.int(6, 10) : rng.int(2, 6);
  return {
    price: rent,
    deposit: rent * months,
    maintenance:
      plan.deal === "rent" && p.bhk !== null
        ? Math.round((p.areaSqft * rng.float(1, 3)) / 100) * 100
        : null,
  };
}
