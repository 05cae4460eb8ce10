/**
 * The first listings of the seed follow a fixed plan so that small seeds already cover every
 * property type and deal, and the default seed guarantees what the site links to: in each of
 * the eight popular cities and in Indore and Bhopal at least three sale listings of each of
 * FlatApartment, Land, Plot, Office and Shop, plus rent and PG; five cheap 2 BHK flats in
 * Indore; and listings in every city. Listings after the plan are drawn at random.
 */
import { CITIES } from "@/lib/geo/cities";
import type { DealType, PropertyType } from "@/lib/validation/property-enums";
import { PROPERTY_TYPES } from "@/lib/validation/property-enums";

export type PlannedListing = {
  citySlug: string;
  type: PropertyType;
  deal: DealType;
  localitySlug?: string;
  bhk?: number;
  /** Upper bound for the price (rupees). */
  maxPrice?: number;
  /** Posted by the demo seller. */
  demoSeller?: boolean;
  featured?: boolean;
};

/** The eight popular cities plus Indore and Bhopal. */
export const KEY_CITY_SLUGS = [
  "delhi",
  "mumbai",
  "bangalore",
  "hyderabad",
  "chennai",
  "kolkata",
  "pune",
  "ahmedabad",
  "indore",
  "bhopal",
] as const;

export const GUARANTEED_SALE_TYPES = [
  "FlatApartment",
  "Land",
  "Plot",
  "Office",
  "Shop",
] as const satisfies readonly PropertyType[];

/** Types that are let out as well as sold. */
export const RENTABLE_TYPES: readonly PropertyType[] = [
  "FlatApartment",
  "IndependentHouseVilla",
  "IndependentBuilderFloor",
  "RKStudioApartment",
  "ServicedApartment",
  "Farmhouse",
  "Office",
  "Shop",
  "Showroom",
  "Warehouse",
  "Industrial",
  "Hospitality",
];

/** Homes a paying guest can live in. */
export const PG_TYPES: readonly PropertyType[] = [
  "FlatApartment",
  "IndependentHouseVilla",
  "IndependentBuilderFloor",
  "RKStudioApartment",
];

function buildPlan(): PlannedListing[] {
  const plan: PlannedListing[] = [];
  const keyCity = (i: number) => KEY_CITY_SLUGS[i % KEY_CITY_SLUGS.length];
  // 1. Every type for sale, every rentable type for rent, PG: a 30-listing seed covers them all.
  PROPERTY_TYPES.forEach((type, i) => plan.push({ citySlug: keyCity(i), type, deal: "sale" }));
  RENTABLE_TYPES.forEach((type, i) => plan.push({ citySlug: keyCity(i + 3), type, deal: "rent" }));
  ["FlatApartment", "IndependentHouseVilla", "RKStudioApartment"].forEach((type, i) =>
    plan.push({ citySlug: keyCity(i + 6), type: type as PropertyType, deal: "pg" }),
  );
  // 2. Affordable 2 BHK flats in Indore, most of them in Vijay Nagar, from the demo seller.
  for (let i = 0; i < 5; i++) {
    plan.push({
      citySlug: "indore",
      type: "FlatApartment",
      deal: "sale",
      bhk: 2,
      maxPrice: 50_00_000,
      localitySlug: i < 3 ? "vijay-nagar" : undefined,
      demoSeller: true,
      featured: i === 0,
    });
  }
  // 3. The key cities: 3 sale listings of each linked type, 2 rentals, 2 PGs.
  for (const citySlug of KEY_CITY_SLUGS) {
    for (const type of GUARANTEED_SALE_TYPES) {
      for (let k = 0; k < 3; k++)
        plan.push({ citySlug, type, deal: "sale", featured: k === 0 && type === "FlatApartment" });
    }
    plan.push(
      { citySlug, type: "FlatApartment", deal: "rent" },
      { citySlug, type: "IndependentHouseVilla", deal: "rent" },
    );
    plan.push(
      { citySlug, type: "FlatApartment", deal: "pg" },
      { citySlug, type: "IndependentHouseVilla", deal: "pg" },
    );
  }
  // 4. Every city: a home for sale and a home to rent.
  for (const city of CITIES) {
    plan.push(
      { citySlug: city.slug, type: "FlatApartment", deal: "sale" },
      { citySlug: city.slug, type: "FlatApartment", deal: "rent" },
    );
  }
  return plan;
}

export const LISTING_PLAN: readonly PlannedListing[] = buildPlan();
