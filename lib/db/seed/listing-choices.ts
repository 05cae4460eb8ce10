/**
 * The random choices behind a demo listing: where, what, which deal, who posts it, and its
 * physical details from the per-type generators.
 */
import { CITIES, type CityRecord } from "@/lib/geo/cities";
import { haversineKm } from "@/lib/geo/nearest-city";
import type { SceneCategory } from "@/lib/media/seed-scenes/seed-scene";
import type { DealType, PropertyType, SellerKind } from "@/lib/validation/property-enums";
import type { Rng } from "./prng";
import { PG_TYPES, type PlannedListing } from "./property-plan";
import type { SeedCity } from "./seed-places";
import type { SeedSeller } from "./seed-users";
import { commercialPhysical, pgPhysical } from "./specs/commercial-specs";
import { homePhysical } from "./specs/home-specs";
import { landPhysical } from "./specs/land-specs";
import type { Physical } from "./specs/physical";

export type SeedProjectRef = {
  id: number;
  cityId: number;
  builderId: number;
  reraNumber: string | null;
  stage: string;
  possessionDate: string;
};

export type ListingContext = {
  now: number;
  cities: SeedCity[];
  citySlugs: Map<string, SeedCity>;
  /** [city, weight] for random listings: big cities get more. */
  cityWeights: (readonly [SeedCity, number])[];
  sellersByKind: Record<SellerKind, SeedSeller[]>;
  sellersByCityKind: Map<string, SeedSeller[]>;
  demoSeller: SeedSeller;
  projectsByCity: Map<number, SeedProjectRef[]>;
};

const SALE_TYPES: readonly (readonly [PropertyType, number])[] = [
  ["FlatApartment", 30],
  ["IndependentHouseVilla", 10],
  ["IndependentBuilderFloor", 6],
  ["RKStudioApartment", 2],
  ["ServicedApartment", 1],
  ["Farmhouse", 2],
  ["Plot", 14],
  ["Land", 7],
  ["Office", 7],
  ["Shop", 7],
  ["Showroom", 3],
  ["Warehouse", 3],
  ["Industrial", 2],
  ["Hospitality", 1],
  ["Other", 1],
];
const RENT_TYPES: readonly (readonly [PropertyType, number])[] = [
  ["FlatApartment", 38],
  ["IndependentHouseVilla", 10],
  ["IndependentBuilderFloor", 8],
  ["RKStudioApartment", 8],
  ["ServicedApartment", 4],
  ["Farmhouse", 1],
  ["Office", 12],
  ["Shop", 9],
  ["Showroom", 3],
  ["Warehouse", 4],
  ["Industrial", 2],
  ["Hospitality", 1],
];
const BUILDER_TYPES = new Set<PropertyType>([
  "FlatApartment",
  "IndependentHouseVilla",
  "IndependentBuilderFloor",
  "Plot",
  "Office",
  "Shop",
  "Showroom",
]);

/** Types found on a city's edge: they go to its cheapest third of localities. */
export const OUTSKIRTS_TYPES = new Set<PropertyType>([
  "Land",
  "Farmhouse",
  "Warehouse",
  "Industrial",
]);
export const outskirts = (city: SeedCity) =>
  [...city.localities]
    .sort((a, b) => a.record.priceFactor - b.record.priceFactor)
    .slice(0, Math.max(2, Math.ceil(city.localities.length / 3)));

/** The image pool a type's photos come from. */
export function sceneCategoryFor(type: PropertyType, deal: DealType): SceneCategory {
  if (deal === "pg") return type === "IndependentHouseVilla" ? "house" : "apartment";
  switch (type) {
    case "FlatApartment":
    case "RKStudioApartment":
    case "ServicedApartment":
      return "apartment";
    case "IndependentHouseVilla":
    case "IndependentBuilderFloor":
    case "Farmhouse":
    case "Hospitality":
      return "house";
    case "Plot":
    case "Land":
      return "plot";
    case "Shop":
    case "Showroom":
      return "shop";
    case "Warehouse":
    case "Industrial":
      return "warehouse";
    default:
      return "office";
  }
}

export function randomPlan(rng: Rng, ctx: ListingContext): PlannedListing {
  const city = rng.weighted(ctx.cityWeights);
  const deal = rng.weighted<DealType>([
    ["sale", 62],
    ["rent", 28],
    ["pg", 10],
  ]);
  const type =
    deal === "sale"
      ? rng.weighted(SALE_TYPES)
      : deal === "rent"
        ? rng.weighted(RENT_TYPES)
        : rng.pick(PG_TYPES);
  return { citySlug: city.record.slug, type, deal };
}

export function chooseSeller(
  rng: Rng,
  ctx: ListingContext,
  plan: PlannedListing,
  city: SeedCity,
): SeedSeller {
  if (plan.demoSeller) return ctx.demoSeller;
  const builderOk = plan.deal === "sale" && BUILDER_TYPES.has(plan.type);
  const kind =
    plan.deal === "pg"
      ? rng.weighted<SellerKind>([
          ["individual", 7],
          ["agent", 3],
        ])
      : rng.weighted<SellerKind>([
          ["individual", 45],
          ["agent", 40],
          ["builder", builderOk ? 15 : 0],
        ]);
  if (kind === "agent" && city.record.slug === "indore" && rng.chance(0.3)) return ctx.demoSeller;
  // Agents and builders work in their own city or one close by; where none does, the owner posts.
  const near =
    sellersNear(ctx, city.record, kind, NEARBY_KM) ??
    sellersNear(ctx, city.record, "individual", Infinity);
  return rng.pick(near ?? ctx.sellersByKind[kind]);
}

/** How far an agent or builder travels for a listing: the next city over, not across India. */
export const NEARBY_KM = 250;

/** The sellers of a kind in the city, else in the nearest city within `maxKm` that has some. */
export function sellersNear(
  ctx: Pick<ListingContext, "sellersByCityKind">,
  city: CityRecord,
  kind: SellerKind,
  maxKm: number,
): SeedSeller[] | undefined {
  const local = ctx.sellersByCityKind.get(`${city.slug}/${kind}`);
  if (local && local.length > 0) return local;
  let best: SeedSeller[] | undefined;
  let bestKm = maxKm;
  for (const [key, list] of ctx.sellersByCityKind) {
    const [slug, k] = key.split("/");
    if (k !== kind || list.length === 0) continue;
    const other = CITIES.find((c) => c.slug === slug);
    if (!other) continue;
    const km = haversineKm(city.lat, city.lon, other.lat, other.lon);
    if (km <= bestKm) {
      best = list;
      bestKm = km;
    }
  }
  return best;
}

export function physicalFor(
  rng: Rng,
  plan: PlannedListing,
  city: CityRecord,
  maxCarpet?: number,
): Physical {
  if (plan.deal === "pg") return pgPhysical(rng, plan.type);
  if (plan.type === "Plot" || plan.type === "Land") return landPhysical(rng, plan.type, city);
  if (
    ["Office", "Shop", "Showroom", "Warehouse", "Industrial", "Hospitality", "Other"].includes(
      plan.type,
    )
  ) {
    return commercialPhysical(rng, plan.type, plan.deal);
  }
  return homePhysical(rng, plan.type, plan.deal, city, { bhk: plan.bhk, maxCarpet });
}
