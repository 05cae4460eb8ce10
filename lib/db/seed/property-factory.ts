/**
 * Pure generation of one demo listing from its index: place, type and deal (from the plan or at
 * random), seller, physical details, a price consistent with the city's rates, text and dates.
 * Listing N is the same on every run (its own random stream), so seeds can be topped up.
 */
import type { properties } from "@/lib/db/schema";
import type { CityRecord } from "@/lib/geo/cities";
import { SEED_POOL_SIZE, type SceneCategory } from "@/lib/media/seed-scenes/seed-scene";
import type { DealType, PropertyType, SellerKind } from "@/lib/validation/property-enums";
import { slugify } from "@/lib/geo/cities";
import { pincodeFor } from "./data/pincodes";
import { rngFor, type Rng } from "./prng";
import { LISTING_PLAN, PG_TYPES, type PlannedListing } from "./property-plan";
import {
  commercialPhysical,
  homePhysical,
  landPhysical,
  pgPhysical,
  type Physical,
} from "./property-specs";
import { listingAddress, listingDescription, listingTitle } from "./property-text";
import type { SeedCity } from "./seed-places";
import type { SeedSeller } from "./seed-users";

export type PropertyInsert = typeof properties.$inferInsert;
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

export type GeneratedListing = {
  row: PropertyInsert;
  media: { category: SceneCategory; variants: number[] };
};

const DAY = 86_400_000;
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
const OUTSKIRTS_TYPES = new Set<PropertyType>(["Land", "Farmhouse", "Warehouse", "Industrial"]);
const outskirts = (city: SeedCity) =>
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

/** Seeded listings carry this slug suffix; it is how the seed counts what it already made. */
export const seededSlugSuffix = (index: number) => `-s${String(index).padStart(7, "0")}`;
export const SEEDED_SLUG_PATTERN = "-s[0-9]{7}$";

function randomPlan(rng: Rng, ctx: ListingContext): PlannedListing {
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

function chooseSeller(
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
  const local = ctx.sellersByCityKind.get(`${city.record.slug}/${kind}`);
  return rng.pick(local && local.length > 0 ? local : ctx.sellersByKind[kind]);
}

function physicalFor(
  rng: Rng,
  plan: PlannedListing,
  city: CityRecord,
  maxCarpet?: number,
): Physical {
  if (plan.deal === "pg") return pgPhysical(rng);
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

const roundPrice = (n: number) =>
  n >= 1_00_00_000 ? Math.round(n / 1_00_000) * 1_00_000 : Math.round(n / 10_000) * 10_000;

function priceFor(rng: Rng, plan: PlannedListing, p: Physical, city: CityRecord, factor: number) {
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

export type ListingOptions = {
  /** Random stream name; the main listings use "property". */
  namespace?: string;
  /** Fixed choices instead of the plan / random ones. */
  plan?: PlannedListing;
  slugSuffix?: string;
};

export function generateListing(
  index: number,
  ctx: ListingContext,
  options: ListingOptions = {},
): GeneratedListing {
  const namespace = options.namespace ?? "property";
  const rng = rngFor(namespace, index);
  const plan =
    options.plan ??
    (namespace === "property" && index < LISTING_PLAN.length
      ? LISTING_PLAN[index]
      : randomPlan(rng, ctx));
  const city = ctx.citySlugs.get(plan.citySlug)!;
  const locality =
    (plan.localitySlug && city.localities.find((l) => l.record.slug === plan.localitySlug)) ||
    rng.pick(OUTSKIRTS_TYPES.has(plan.type) ? outskirts(city) : city.localities);
  const factor = locality.record.priceFactor;
  let seller = chooseSeller(rng, ctx, plan, city);
  let project: SeedProjectRef | undefined;
  if (seller.kind === "builder" && plan.type === "FlatApartment") {
    const here = ctx.projectsByCity.get(city.id) ?? [];
    project =
      here.find((p) => p.builderId === seller.id) ?? (here.length > 0 ? rng.pick(here) : undefined);
    if (project && project.builderId !== seller.id)
      seller = ctx.sellersByKind.builder.find((s) => s.id === project!.builderId) ?? seller;
  }
  const maxCarpet = plan.maxPrice
    ? plan.maxPrice / (city.record.saleRatePerSqft * factor * 1.12)
    : undefined;
  const p = physicalFor(rng, plan, city.record, maxCarpet);
  const { price, deposit, maintenance } = priceFor(rng, plan, p, city.record, factor);
  const title = listingTitle(plan.type, plan.deal, p, locality.record.name, city.record.name);
  const postedAt = new Date(ctx.now - Math.floor(rng.next() ** 1.3 * 90 * DAY));
  const ageDays = (ctx.now - postedAt.getTime()) / DAY;
  const views = Math.round(rng.int(15, 60) * (1 + ageDays / 6) * (plan.featured ? 3 : 1));
  const underConstruction = project
    ? project.stage !== "ready"
    : p.bhk !== null && plan.deal === "sale" && p.ageYears === 0 && rng.chance(0.4);
  const rentLike = plan.deal !== "sale";
  const extras: Record<string, unknown> = { ...p.extras };
  if (rentLike) {
    extras.availableFrom = new Date(ctx.now + rng.int(0, 45) * DAY).toISOString().slice(0, 10);
    if (p.bhk !== null && plan.deal === "rent")
      extras.preferredTenants = rng.weighted([
        ["family", 4],
        ["any", 4],
        ["bachelors", 2],
      ]);
  }
  for (const key of Object.keys(extras)) if (extras[key] === undefined) delete extras[key];
  const imageCount = rng.int(3, 6);
  const category = sceneCategoryFor(plan.type, plan.deal);
  return {
    row: {
      sellerId: seller.id,
      postedBy: seller.kind,
      projectId: project?.id ?? null,
      slug: `${slugify(title)}${options.slugSuffix ?? seededSlugSuffix(index)}`,
      title,
      description: listingDescription(
        rng,
        plan.type,
        plan.deal,
        p,
        locality.record.name,
        city.record.name,
      ),
      propertyType: plan.type,
      dealType: plan.deal,
      status: "active",
      cityId: city.id,
      localityId: locality.id,
      cityName: city.record.name,
      localityName: locality.record.name,
      state: city.record.state,
      address: listingAddress(rng, plan.type, locality.record.name),
      pincode: pincodeFor(city.record.slug, locality.record.slug),
      lat: Math.round((locality.record.lat + rng.float(-0.006, 0.006)) * 1e5) / 1e5,
      lon: Math.round((locality.record.lon + rng.float(-0.006, 0.006)) * 1e5) / 1e5,
      price,
      priceOnRequest: plan.deal === "sale" && price > 20_00_00_000 && rng.chance(0.3),
      negotiable: rng.chance(0.5),
      deposit,
      maintenance,
      pricePerSqft: plan.deal === "sale" ? Math.round(price / p.areaSqft) : null,
      bhk: plan.deal === "pg" ? null : p.bhk,
      bathrooms: p.bathrooms,
      balconies: p.balconies,
      areaSqft: p.areaSqft,
      areaValue: p.areaValue,
      areaUnit: p.areaUnit,
      carpetAreaSqft: p.carpetAreaSqft,
      builtUpAreaSqft: p.builtUpAreaSqft,
      superAreaSqft: p.superAreaSqft,
      plotAreaSqft: p.plotAreaSqft,
      floorNo: p.floorNo,
      totalFloors: p.totalFloors,
      facing: p.facing,
      furnishing: p.furnishing,
      possession:
        plan.deal === "sale" ? (underConstruction ? "under_construction" : "ready") : null,
      possessionDate: underConstruction
        ? (project?.possessionDate ??
          new Date(ctx.now + rng.int(180, 900) * DAY).toISOString().slice(0, 10))
        : null,
      ageYears: underConstruction ? null : p.ageYears,
      ownership: plan.deal === "sale" ? p.ownership : null,
      reraNumber: project?.reraNumber ?? null,
      amenities: p.amenities,
      extras,
      verified: seller.verified ? rng.chance(0.75) : rng.chance(0.2),
      featuredUntil:
        plan.featured || rng.chance(0.05) ? new Date(ctx.now + rng.int(3, 30) * DAY) : null,
      views,
      enquiries: Math.round(views * rng.float(0.005, 0.035)),
      postedAt,
      approvedAt: new Date(Math.min(ctx.now, postedAt.getTime() + rng.int(2, 20) * 3_600_000)),
      expiresAt: new Date(postedAt.getTime() + 90 * DAY),
      createdAt: postedAt,
      updatedAt: postedAt,
    },
    media: {
      category,
      variants: rng.sample(
        Array.from({ length: SEED_POOL_SIZE[category] }, (_, i) => i),
        imageCount,
      ),
    },
  };
}
