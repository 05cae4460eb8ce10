import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { cacheLife, cacheTag } from "next/cache";
import { atBuild } from "@/lib/cache/build-snapshot";
import { tags } from "@/lib/cache/tags";
import { getDb, type Db } from "@/lib/db/client";
import {
  cities,
  insightRefreshes,
  listingSupply,
  localities,
  priceTrends,
  projects,
} from "@/lib/db/schema";
import { selectProjectCards, type ProjectCard } from "@/lib/projects/project-cards";
import type { DealType, PropertyType } from "@/lib/validation/property-enums";
import { TREND_MONTHS } from "./refresh-insights";
import {
  distanceKm,
  fillSeries,
  latestShown,
  monthRange,
  placeYield,
  yearChange,
  type TrendPoint,
} from "./trend-math";

export type PlaceRef = { id: number; name: string; slug: string };
export type CityRef = PlaceRef & { state: string };

/** Sale and rent series of a place (every type) and of its flats, and what they add up to. */
export type PlaceTrends = {
  sale: TrendPoint[];
  rent: TrendPoint[];
  flatSale: TrendPoint[];
  flatRent: TrendPoint[];
  /** Newest shown sale median, ₹ per sq ft. */
  saleMedian: number | null;
  /** Newest shown monthly rent median, ₹ per sq ft. */
  rentMedian: number | null;
  saleChange: number | null;
  rentChange: number | null;
  /** Gross yield, % a year (flats when both flat series have a point, else every type). */
  rentYield: number | null;
  /** Whether `rentYield` is the flats' (the page's note says so). */
  yieldOfFlats: boolean;
};

export type SupplyRow = {
  dealType: DealType;
  propertyType: PropertyType;
  bhk: number;
  listings: number;
};

export type LocalitySummary = PlaceRef & PlaceTrends & { distanceKm?: number };

export type CityInsights = {
  city: CityRef;
  months: string[];
  refreshedAt: string | null;
  trends: PlaceTrends;
  localities: LocalitySummary[];
  supply: SupplyRow[];
};

export type LocalityInsights = {
  city: CityRef;
  locality: PlaceRef;
  months: string[];
  refreshedAt: string | null;
  trends: PlaceTrends;
  cityTrends: Pick<PlaceTrends, "saleMedian" | "rentMedian" | "rentYield">;
  supply: SupplyRow[];
  nearby: LocalitySummary[];
  projects: ProjectCard[];
};

type TrendRow = {
  localityId: number;
  dealType: DealType;
  propertyType: string;
  month: string;
  listings: number;
  p25: number | null;
  median: number | null;
  p75: number | null;
};

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}

async function refreshInfo(db: Db): Promise<{ months: string[]; refreshedAt: string | null }> {
  const [row] = await db.select().from(insightRefreshes).limit(1);
  if (!row) return { months: [], refreshedAt: null };
  const ist = new Date(row.refreshedAt.getTime() + 330 * 60_000);
  const last = `${ist.toISOString().slice(0, 7)}-01`;
  return { months: monthRange(last, TREND_MONTHS), refreshedAt: row.refreshedAt.toISOString() };
}

function placeTrends(months: string[], rows: readonly TrendRow[]): PlaceTrends {
  const pick = (deal: DealType, type: string) =>
    fillSeries(
      months,
      rows.filter((r) => r.dealType === deal && r.propertyType === type),
    );
  const sale = pick("sale", "");
  const rent = pick("rent", "");
  const flatSale = pick("sale", "FlatApartment");
  const flatRent = pick("rent", "FlatApartment");
  return {
    sale,
    rent,
    flatSale,
    flatRent,
    saleMedian: latestShown(sale)?.median ?? null,
    rentMedian: latestShown(rent)?.median ?? null,
    saleChange: yearChange(sale),
    rentChange: yearChange(rent),
    ...placeYield({ sale, rent, flatSale, flatRent }),
  };
}

async function trendRows(db: Db, cityId: number, localityIds?: number[]): Promise<TrendRow[]> {
  const rows = await db
    .select({
      localityId: priceTrends.localityId,
      dealType: priceTrends.dealType,
      propertyType: priceTrends.propertyType,
      month: priceTrends.month,
      listings: priceTrends.listings,
      p25: priceTrends.p25,
      median: priceTrends.median,
      p75: priceTrends.p75,
    })
    .from(priceTrends)
    .where(
      and(
        eq(priceTrends.cityId, cityId),
        eq(priceTrends.bhk, -1),
        inArray(priceTrends.propertyType, ["", "FlatApartment"]),
        localityIds ? inArray(priceTrends.localityId, localityIds) : undefined,
      ),
    );
  return rows.map((r) => ({ ...r, month: String(r.month) }));
}

async function supplyRows(db: Db, cityId: number, localityId: number): Promise<SupplyRow[]> {
  const rows = await db
    .select({
      dealType: listingSupply.dealType,
      propertyType: listingSupply.propertyType,
      bhk: listingSupply.bhk,
      listings: listingSupply.listings,
    })
    .from(listingSupply)
    .where(and(eq(listingSupply.cityId, cityId), eq(listingSupply.localityId, localityId)))
    .orderBy(asc(listingSupply.dealType), asc(listingSupply.propertyType), asc(listingSupply.bhk));
  return rows.map((r) => ({ ...r, propertyType: r.propertyType as PropertyType }));
}

async function findCity(db: Db, citySlug: string): Promise<CityRef | null> {
  const [city] = await db
    .select({ id: cities.id, name: cities.name, slug: cities.slug, state: cities.state })
    .from(cities)
    .where(eq(cities.slug, citySlug));
  return city ?? null;
}

/** The city insights page: its trends, its localities ranked, supply. Reads only the rollup. */
export async function loadCityInsights(citySlug: string): Promise<CityInsights | null> {
  const db = await getDb();
  const city = await findCity(db, citySlug);
  if (!city) return null;
  const [{ months, refreshedAt }, rows, places, supply] = await Promise.all([
    refreshInfo(db),
    trendRows(db, city.id),
    db
      .select({ id: localities.id, name: localities.name, slug: localities.slug })
      .from(localities)
      .where(eq(localities.cityId, city.id))
      .orderBy(asc(localities.name)),
    supplyRows(db, city.id, 0),
  ]);
  const byLocality = groupBy(rows, (r) => r.localityId);
  return {
    city,
    months,
    refreshedAt,
    trends: placeTrends(months, byLocality.get(0) ?? []),
    localities: places.map((l) => ({ ...l, ...placeTrends(months, byLocality.get(l.id) ?? []) })),
    supply,
  };
}

export async function getCityInsights(citySlug: string): Promise<CityInsights | null> {
  "use cache";
  cacheTag(tags.insights, tags.cities);
  cacheLife("hours");
  return loadCityInsights(citySlug);
}

/** The locality insights page; nearby localities are the city's five closest. */
export async function loadLocalityInsights(
  citySlug: string,
  localitySlug: string,
): Promise<LocalityInsights | null> {
  const db = await getDb();
  const city = await findCity(db, citySlug);
  if (!city) return null;
  const places = await db
    .select({
      id: localities.id,
      name: localities.name,
      slug: localities.slug,
      lat: localities.lat,
      lon: localities.lon,
    })
    .from(localities)
    .where(eq(localities.cityId, city.id));
  const here = places.find((l) => l.slug === localitySlug);
  if (!here) return null;
  const near = places
    .filter((l) => l.id !== here.id)
    .map((l) => ({ ...l, distanceKm: Math.round(distanceKm(here, l) * 10) / 10 }))
    .sort((a, b) => a.distanceKm - b.distanceKm)
    .slice(0, 5);
  const [{ months, refreshedAt }, rows, supply, projectCards] = await Promise.all([
    refreshInfo(db),
    trendRows(db, city.id, [0, here.id, ...near.map((l) => l.id)]),
    supplyRows(db, city.id, here.id),
    selectProjectCards(db, eq(projects.localityId, here.id), 6),
  ]);
  const byLocality = groupBy(rows, (r) => r.localityId);
  const cityTrends = placeTrends(months, byLocality.get(0) ?? []);
  return {
    city,
    locality: { id: here.id, name: here.name, slug: here.slug },
    months,
    refreshedAt,
    trends: placeTrends(months, byLocality.get(here.id) ?? []),
    cityTrends: {
      saleMedian: cityTrends.saleMedian,
      rentMedian: cityTrends.rentMedian,
      rentYield: cityTrends.rentYield,
    },
    supply,
    nearby: near.map((l) => ({
      id: l.id,
      name: l.name,
      slug: l.slug,
      distanceKm: l.distanceKm,
      ...placeTrends(months, byLocality.get(l.id) ?? []),
    })),
    projects: projectCards,
  };
}

export async function getLocalityInsights(
  citySlug: string,
  localitySlug: string,
): Promise<LocalityInsights | null> {
  "use cache";
  cacheTag(tags.insights, tags.cities, tags.projects);
  cacheLife("hours");
  return loadLocalityInsights(citySlug, localitySlug);
}

export type CityCard = CityRef & {
  popular: boolean;
  saleMedian: number | null;
  rentMedian: number | null;
  saleChange: number | null;
};

/** Every city with its newest sale and rent medians (hub page, home teaser). */
export async function loadCityCards(): Promise<CityCard[]> {
  const db = await getDb();
  const [{ months }, list, rows] = await Promise.all([
    refreshInfo(db),
    db
      .select({
        id: cities.id,
        name: cities.name,
        slug: cities.slug,
        state: cities.state,
        popular: cities.popular,
      })
      .from(cities)
      .orderBy(asc(cities.name)),
    db
      .select({
        cityId: priceTrends.cityId,
        dealType: priceTrends.dealType,
        month: priceTrends.month,
        listings: priceTrends.listings,
        p25: priceTrends.p25,
        median: priceTrends.median,
        p75: priceTrends.p75,
      })
      .from(priceTrends)
      .where(
        and(
          eq(priceTrends.localityId, 0),
          eq(priceTrends.propertyType, ""),
          eq(priceTrends.bhk, -1),
        ),
      ),
  ]);
  const byCity = groupBy(
    rows.map((r) => ({ ...r, month: String(r.month) })),
    (r) => r.cityId,
  );
  return list.map((c) => {
    const mine = byCity.get(c.id) ?? [];
    const sale = fillSeries(
      months,
      mine.filter((r) => r.dealType === "sale"),
    );
    const rent = fillSeries(
      months,
      mine.filter((r) => r.dealType === "rent"),
    );
    return {
      ...c,
      saleMedian: latestShown(sale)?.median ?? null,
      rentMedian: latestShown(rent)?.median ?? null,
      saleChange: yearChange(sale),
    };
  });
}

export async function getCityCards(): Promise<CityCard[]> {
  "use cache";
  cacheTag(tags.insights, tags.cities);
  cacheLife("hours");
  if (atBuild()) return [];
  return loadCityCards();
}
