/**
 * Pure generation of builder projects: where they are, RERA registration in the state's style,
 * stage and dates, unit configurations priced from the city's rates.
 */
import type { UnitConfig } from "@/lib/db/schema";
import { formatMonthYear } from "@/lib/format/date";
import { slugify } from "@/lib/format/slugify";
import { CITIES, type CityRecord } from "@/lib/geo/cities";
import { haversineKm } from "@/lib/geo/nearest-city";
import { AMENITIES } from "@/lib/validation/property-enums";
import { PROJECT_SUFFIXES } from "./datasets/names";
import { reraAuthorityFor } from "./datasets/rera-authorities";
import { rngFor } from "./prng";

/** Cities that get projects, in order; the ten key cities get three each. */
const PROJECT_CITY_PLAN: readonly (readonly [city: string, count: number])[] = [
  ["Delhi", 3],
  ["Mumbai", 3],
  ["Bangalore", 3],
  ["Hyderabad", 3],
  ["Chennai", 3],
  ["Kolkata", 3],
  ["Pune", 3],
  ["Ahmedabad", 3],
  ["Indore", 3],
  ["Bhopal", 3],
  ["Gurgaon", 2],
  ["Noida", 2],
  ["Lucknow", 2],
  ["Navi Mumbai", 2],
  ["Thane", 2],
  ["Jaipur", 2],
  ["Jabalpur", 1],
  ["Gwalior", 1],
  ["Faridabad", 1],
  ["Ghaziabad", 1],
  ["Kanpur", 1],
  ["Varanasi", 1],
  ["Agra", 1],
  ["Nagpur", 1],
  ["Nashik", 1],
  ["Surat", 1],
  ["Vadodara", 1],
  ["Udaipur", 1],
  ["Jodhpur", 1],
  ["Ludhiana", 1],
  ["Amritsar", 1],
  ["Kochi", 1],
  ["Thiruvananthapuram", 1],
  ["Coimbatore", 1],
  ["Madurai", 1],
  ["Mysore", 1],
  ["Mangalore", 1],
  ["Goa", 1],
  ["Visakhapatnam", 1],
  ["Vijayawada", 1],
  ["Patna", 1],
  ["Bhubaneswar", 1],
  ["Ranchi", 1],
  ["Raipur", 1],
  ["Dehradun", 1],
];

export type ProjectSpec = {
  index: number;
  slug: string;
  name: string;
  description: string;
  city: CityRecord;
  localityIndex: number;
  /** Index into the builder sellers. */
  builderIndex: number;
  stage: "upcoming" | "under_construction" | "ready";
  launchDate: string;
  possessionDate: string;
  units: UnitConfig[];
  minPrice: number;
  maxPrice: number;
  totalUnits: number;
  landAreaAcres: number;
  towers: number;
  amenities: string[];
  reraNumber: string | null;
  reraState: string | null;
  reraWebsite: string | null;
  villas: boolean;
  featuredDays: number | null;
  views: number;
  ageDays: number;
};

const CARPET_BY_BHK: Readonly<Record<number, readonly [number, number]>> = {
  1: [420, 600],
  2: [650, 950],
  3: [1000, 1450],
  4: [1500, 2200],
  5: [2300, 3200],
};

const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const addMonths = (d: Date, months: number) => {
  const copy = new Date(d);
  copy.setUTCMonth(copy.getUTCMonth() + months);
  return copy;
};
const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/** The city of each project, in plan order. */
export function projectCities(): CityRecord[] {
  return PROJECT_CITY_PLAN.flatMap(([name, count]) => {
    const city = CITIES.find((c) => c.name === name);
    if (!city) throw new Error(`project plan names an unknown city: ${name}`);
    return Array.from({ length: count }, () => city);
  });
}

/** Where the builders are based: one in each project city first, in plan order, then again. */
export function builderHomeCities(count: number): string[] {
  const distinct = [...new Set(projectCities().map((c) => c.slug))];
  return Array.from({ length: count }, (_, i) => distinct[i % distinct.length]);
}

/**
 * Which builder builds each project: one based in the project's city, else in the nearest city
 * with a builder (builders work where they are based). Without cities, builders take turns.
 */
function builderIndexes(
  cities: readonly CityRecord[],
  builderCount: number,
  builderCitySlugs?: readonly string[],
): number[] {
  if (!builderCitySlugs || builderCitySlugs.length === 0)
    return cities.map((_, index) => index % builderCount);
  const homes = builderCitySlugs
    .slice(0, builderCount)
    .map((slug) => CITIES.find((c) => c.slug === slug));
  const taken = new Array<number>(homes.length).fill(0);
  return cities.map((city) => {
    let bestKm = Infinity;
    for (const home of homes) {
      if (home) bestKm = Math.min(bestKm, haversineKm(city.lat, city.lon, home.lat, home.lon));
    }
    const nearest = homes
      .map((home, i) => ({ i, home }))
      .filter(
        ({ home }) =>
          home !== undefined && haversineKm(city.lat, city.lon, home.lat, home.lon) <= bestKm,
      );
    const pick = nearest.reduce((a, b) => (taken[b.i] < taken[a.i] ? b : a));
    taken[pick.i] += 1;
    return pick.i;
  });
}

export function buildProjectSpecs(
  builderCount: number,
  builderNames: readonly string[],
  now: Date,
  builderCitySlugs?: readonly string[],
): ProjectSpec[] {
  const cities = projectCities();
  const builders = builderIndexes(cities, builderCount, builderCitySlugs);
  return cities.map((city, index) => {
    const rng = rngFor("project", index);
    const builderIndex = builders[index];
    const localityIndex = rng.int(0, city.localities.length - 1);
    const locality = city.localities[localityIndex];
    const brand =
      builderNames[builderIndex].split(" ").slice(0, -1).join(" ") || builderNames[builderIndex];
    const villas = index % 9 === 4;
    const suffixes = (villas ? ["Villas", "Greens", "Meadows"] : PROJECT_SUFFIXES).filter(
      (w) => !brand.includes(w),
    );
    const name = `${brand} ${rng.pick(suffixes)}`;
    const stage = rng.weighted([
      ["upcoming", 2],
      ["under_construction", 5],
      ["ready", 3],
    ] as const);
    const launch =
      stage === "ready"
        ? addMonths(now, -rng.int(36, 72))
        : stage === "under_construction"
          ? addMonths(now, -rng.int(6, 30))
          : addMonths(now, rng.int(1, 4));
    const possession =
      stage === "ready"
        ? addMonths(now, -rng.int(2, 24))
        : stage === "under_construction"
          ? addMonths(now, rng.int(6, 36))
          : addMonths(launch, rng.int(36, 54));
    const bhks = villas
      ? [3, 4, 5]
      : rng.pick([
          [1, 2],
          [2, 3],
          [1, 2, 3],
          [2, 3, 4],
          [3, 4],
        ]);
    const rate =
      city.saleRatePerSqft *
      locality.priceFactor *
      (villas ? 1.25 : 1) *
      (stage === "upcoming" ? 0.92 : 1);
    const units: UnitConfig[] = bhks.map((bhk) => {
      const [lo, hi] = CARPET_BY_BHK[bhk];
      const carpetAreaSqft = roundTo(rng.int(lo, hi), 5);
      const base = carpetAreaSqft * rate;
      return {
        bhk,
        carpetAreaSqft,
        minPrice: roundTo(base * rng.float(0.92, 0.98), 10000),
        maxPrice: roundTo(base * rng.float(1.06, 1.18), 10000),
        unitsAvailable: stage === "ready" ? rng.int(2, 25) : rng.int(20, 160),
      };
    });
    const launchYear = (stage === "upcoming" ? now : launch).getUTCFullYear();
    const authority = reraAuthorityFor(city.state);
    const towers = villas ? 0 : rng.int(1, 8);
    const amenities = rng.sample(AMENITIES, rng.int(7, 13));
    const unitWords = units.map((u) => u.bhk).join(", ");
    return {
      index,
      slug: slugify(`${name} ${locality.name} ${city.name}`),
      name,
      description:
        `${name} by ${builderNames[builderIndex]} brings ${unitWords} BHK ${villas ? "villas" : "apartments"} ` +
        `to ${locality.name}, ${city.name}. ` +
        (villas
          ? "Independent villas with private gardens inside a gated community. "
          : `${towers} tower${towers === 1 ? "" : "s"} set around landscaped podium gardens. `) +
        `Amenities include ${amenities
          .slice(0, 4)
          .map((a) => a.replace(/_/g, " "))
          .join(", ")} and more. ` +
        (stage === "ready"
          ? "Ready to move in."
          : `Possession from ${formatMonthYear(isoDate(possession))}.`),
      city,
      localityIndex,
      builderIndex,
      stage,
      launchDate: isoDate(launch),
      possessionDate: isoDate(possession),
      units,
      minPrice: Math.min(...units.map((u) => u.minPrice)),
      maxPrice: Math.max(...units.map((u) => u.maxPrice)),
      totalUnits: villas ? rng.int(40, 180) : towers * rng.int(40, 180),
      landAreaAcres: Math.round(rng.float(villas ? 8 : 1.5, villas ? 40 : 18) * 10) / 10,
      towers,
      amenities,
      reraNumber: authority ? authority.projectNumber(rng, city.name, launchYear) : null,
      reraState: authority?.state ?? null,
      reraWebsite: authority?.website ?? null,
      villas,
      featuredDays: index % 4 === 0 ? rng.int(10, 60) : null,
      views: rng.int(150, 9000),
      ageDays: rng.int(5, 200),
    };
  });
}
