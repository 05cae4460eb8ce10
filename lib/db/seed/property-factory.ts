/**
 * Pure generation of one demo listing from its index: place, type and deal (from the plan or at
 * random), seller, physical details, a price consistent with the city's rates, text and dates.
 * Listing N is the same on every run (its own random stream), so seeds can be topped up.
 */
import type { properties } from "@/lib/db/schema";
import { SEED_POOL_SIZE, type SceneCategory } from "@/lib/media/seed-scenes/seed-scene";
import { slugify } from "@/lib/format/slugify";
import { pincodeFor } from "./datasets/pincodes";
import { formAgeYears, formExtras } from "./form-extras";
import { rngFor } from "./prng";
import { LISTING_PLAN, type PlannedListing } from "./property-plan";
import {
  chooseSeller,
  outskirts,
  OUTSKIRTS_TYPES,
  physicalFor,
  randomPlan,
  sceneCategoryFor,
  type ListingContext,
  type SeedProjectRef,
} from "./listing-choices";
import { priceFor } from "./listing-price";
import { listingAddress, listingDescription, listingTitle } from "./property-text";
import { factsAsTheFormSaves } from "@/lib/listings/listing-record";

export type PropertyInsert = typeof properties.$inferInsert;
export type GeneratedListing = {
  row: PropertyInsert;
  media: { category: SceneCategory; variants: number[] };
};

const DAY = 86_400_000;
/** Seeded listings carry this slug suffix; it is how the seed counts what it already made. */
export const seededSlugSuffix = (index: number) => `-s${String(index).padStart(7, "0")}`;
export const SEEDED_SLUG_PATTERN = "-s[0-9]{7}$";

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
  const said: Record<string, unknown> = { ...p.extras };
  if (rentLike) {
    said.availableFrom = new Date(ctx.now + rng.int(0, 45) * DAY).toISOString().slice(0, 10);
    if (p.bhk !== null && plan.deal === "rent")
      said.preferredTenants = rng.weighted([
        ["family", 4],
        ["any", 4],
        ["bachelors", 2],
      ]);
  }
  const possession =
    plan.deal === "sale" ? (underConstruction ? "under_construction" : "ready") : null;
  const extras = formExtras({
    type: plan.type,
    deal: plan.deal,
    possession,
    areaValue: p.areaValue,
    areaUnit: p.areaUnit,
    state: city.record.state,
    raw: said,
  });
  const imageCount = rng.int(3, 6);
  const category = sceneCategoryFor(plan.type, plan.deal);
  // Drawn in this order (description, address, point), as before: listing N stays the same.
  const description = listingDescription(
    rng,
    plan.type,
    plan.deal,
    p,
    locality.record.name,
    city.record.name,
  );
  const address = listingAddress(rng, plan.type, locality.record.name);
  // Near the locality's centre, not on it: the map shows listings apart.
  const lat = Math.round((locality.record.lat + rng.float(-0.006, 0.006)) * 1e5) / 1e5;
  const lon = Math.round((locality.record.lon + rng.float(-0.006, 0.006)) * 1e5) / 1e5;
  const row: PropertyInsert = {
    sellerId: seller.id,
    postedBy: seller.kind,
    projectId: project?.id ?? null,
    slug: `${slugify(title)}${options.slugSuffix ?? seededSlugSuffix(index)}`,
    title,
    description,
    propertyType: plan.type,
    dealType: plan.deal,
    status: "active",
    cityId: city.id,
    localityId: locality.id,
    cityName: city.record.name,
    localityName: locality.record.name,
    state: city.record.state,
    address,
    pincode: pincodeFor(city.record.slug, locality.record.slug),
    lat,
    lon,
    price,
    priceOnRequest: plan.deal === "sale" && price > 20_00_00_000 && rng.chance(0.3),
    negotiable: rng.chance(0.5),
    deposit,
    maintenance,
    pricePerSqft: plan.deal === "sale" ? Math.round(price / p.areaSqft) : null,
    bhk: p.bhk,
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
    possession,
    possessionDate: underConstruction
      ? (project?.possessionDate ??
        new Date(ctx.now + rng.int(180, 900) * DAY).toISOString().slice(0, 10))
      : null,
    ageYears: underConstruction ? null : formAgeYears(p.ageYears),
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
  };
  return {
    // Stored as the post-a-property form would store it (its fields for this type, its bands),
    // so a seller's edit of a demo listing changes only what the seller changed.
    row: {
      ...row,
      ...factsAsTheFormSaves({ ...row, citySlug: city.record.slug, lat, lon }),
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
