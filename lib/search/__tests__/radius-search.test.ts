import { GET as mapGET } from "@/app/api/properties/map/route";
import type { DbHandle } from "@/lib/db/client";
import { haversineKm } from "@/lib/geo/india-bounds";
import { MAP_MARKER_CAP, type MapMarkers } from "@/lib/search/map-markers";
import { searchProperties } from "@/lib/search/search-properties";
import {
  createTestDatabase,
  releaseTestDatabase,
  TEST_ENGINES,
  useTestDatabase,
} from "@/lib/testing/test-db";
import { parseSearchParams } from "@/lib/validation/search";
import { insertSearchFixtures, type FixtureListing } from "./search-fixtures";

/** Vijay Nagar, Indore (lib/geo/cities.ts). */
const VIJAY_NAGAR = [22.7511, 75.895] as const;
const KM_PER_DEG = 111.195;
/** A point `north` km north and `east` km east of Vijay Nagar. */
function off(north: number, east = 0): readonly [number, number] {
  const lat = VIJAY_NAGAR[0] + north / KM_PER_DEG;
  const lon = VIJAY_NAGAR[1] + east / (KM_PER_DEG * Math.cos((lat * Math.PI) / 180));
  return [lat, lon];
}

const L = 1_00_000;
const flat = (key: string, at: readonly [number, number] | undefined, ageDays: number) =>
  ({
    key,
    type: "FlatApartment",
    deal: "sale",
    city: "Indore",
    locality: "Vijay Nagar",
    price: 50 * L + ageDays * L,
    area: 1000,
    bhk: 2,
    ageDays,
    at,
  }) satisfies FixtureListing;

const LISTINGS: FixtureListing[] = [
  flat("at-0.5km", off(0.5), 5),
  flat("at-1.5km", off(0, -1.5), 1),
  flat("at-3km", off(-3), 3),
  flat("at-8km", off(8), 2),
  flat("at-20km", off(0, 20), 4),
  flat("no-point", undefined, 0),
  { ...flat("sold-0.2km", off(0.2), 0), status: "sold" },
  { ...flat("rent-1km", off(1), 1), deal: "rent", price: 20_000 },
  { ...flat("plot-2.5km", off(2.5), 6), type: "Plot", bhk: undefined },
  // Listed under another city but within 10 km of Vijay Nagar: a circle has no city.
  { ...flat("mhow-9km", off(-9), 7), city: "Bhopal", locality: undefined },
];

describe.each(TEST_ENGINES)("distance search on %s", (engine) => {
  let handle: DbHandle;
  let ids: Map<string, number>;
  const keyOf = (id: number) => [...ids.entries()].find(([, v]) => v === id)?.[0];

  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    ids = await insertSearchFixtures(handle.db, LISTINGS);
  }, 120_000);
  afterAll(async () => {
    await handle?.close();
  });

  async function search(params: Record<string, string>) {
    const { filters, errors } = parseSearchParams(params);
    expect(errors).toEqual({});
    return searchProperties(filters, handle.db);
  }
  async function keys(params: Record<string, string>) {
    return (await search(params)).data.map((d) => keyOf(d.id));
  }

  it("finds active listings of the deal within the radius of a locality, nearest first", async () => {
    const base = { city: "Indore", locality: "Vijay Nagar", sort: "distance" };
    expect(await keys({ ...base, radius: "1" })).toEqual(["at-0.5km"]);
    expect(await keys({ ...base, radius: "2" })).toEqual(["at-0.5km", "at-1.5km"]);
    expect(await keys({ ...base, radius: "5" })).toEqual([
      "at-0.5km",
      "at-1.5km",
      "plot-2.5km",
      "at-3km",
    ]);
    const ten = await search({ ...base, radius: "10" });
    expect(ten.data.map((d) => keyOf(d.id))).toEqual([
      "at-0.5km",
      "at-1.5km",
      "plot-2.5km",
      "at-3km",
      "at-8km",
      "mhow-9km",
    ]);
    expect(ten.total).toBe(6);
    expect(await keys({ ...base, radius: "25" })).toHaveLength(7);
  });

  it("gives each card its distance from the centre", async () => {
    const result = await search({ city: "Indore", locality: "Vijay Nagar", radius: "10" });
    for (const card of result.data) {
      const key = keyOf(card.id) as string;
      const expected = Number(/([\d.]+)km$/.exec(key)?.[1]);
      expect(card.distanceKm).toBeCloseTo(expected, 1);
    }
    const plain = await search({ city: "Indore" });
    expect(plain.data.every((d) => d.distanceKm === undefined)).toBe(true);
  });

  it("keeps the usual orders inside the circle", async () => {
    const base = { city: "Indore", locality: "Vijay Nagar", radius: "5" };
    expect(await keys({ ...base, sort: "newest" })).toEqual([
      "at-1.5km",
      "at-3km",
      "at-0.5km",
      "plot-2.5km",
    ]);
    expect(await keys({ ...base, sort: "price_desc" })).toEqual([
      "plot-2.5km",
      "at-0.5km",
      "at-3km",
      "at-1.5km",
    ]);
    expect(await keys({ ...base, propertyType: "FlatApartment", sort: "distance" })).toEqual([
      "at-0.5km",
      "at-1.5km",
      "at-3km",
    ]);
    expect(await keys({ ...base, propertyType: "LandPlot" })).toEqual(["plot-2.5km"]);
  });

  it("searches around the visitor's position (5 km unless asked) and the deal", async () => {
    const [lat, lon] = off(-3);
    const near = await search({ lat: String(lat), lon: String(lon), sort: "distance" });
    expect(near.appliedFilters.radius).toBe(5);
    // From 3 km south: 0, 3.35 (1.5 km west), 3.5, then the plot 5.5 and Mhow 6 km away.
    expect(near.data.map((d) => keyOf(d.id))).toEqual(["at-3km", "at-1.5km", "at-0.5km"]);
    expect(near.data[0].distanceKm).toBeLessThan(0.01);
    const [rlat, rlon] = VIJAY_NAGAR;
    expect(
      await keys({ lat: String(rlat), lon: String(rlon), radius: "2", transactionType: "Rent" }),
    ).toEqual(["rent-1km"]);
  });

  it("reads 'within N km of <place>' and 'near <locality>' from the search box", async () => {
    const within = await search({ searchQuery: "flats within 3 km of vijay nagar indore" });
    expect(within.appliedFilters.radius).toBe(5);
    expect(within.data.map((d) => keyOf(d.id)).sort()).toEqual(["at-0.5km", "at-1.5km", "at-3km"]);
    expect(within.chips.map((c) => c.label)).toContain("Within 5 km of Vijay Nagar, Indore");
    const near = await search({ searchQuery: "near vijay nagar indore", sort: "distance" });
    expect(near.appliedFilters.radius).toBe(2);
    expect(near.data.map((d) => keyOf(d.id))).toEqual(["at-0.5km", "at-1.5km"]);
  });

  it("searches a map area", async () => {
    const [s, w] = off(-4, -4);
    const [n, e] = off(1, 1);
    const bounds = [s, w, n, e].map((x) => x.toFixed(5)).join(",");
    const result = await search({ bounds, sort: "newest" });
    expect(result.data.map((d) => keyOf(d.id))).toEqual(["at-1.5km", "at-3km", "at-0.5km"]);
  });

  it("measures like the haversine formula", async () => {
    const result = await search({ lat: "22.7", lon: "75.85", radius: "25", sort: "distance" });
    for (const card of result.data) {
      const listing = LISTINGS.find((l) => l.key === keyOf(card.id));
      const [lat, lon] = listing?.at ?? [0, 0];
      expect(card.distanceKm).toBeCloseTo(haversineKm(22.7, 75.85, lat, lon), 6);
    }
    const distances = result.data.map((d) => d.distanceKm ?? 0);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });
});

describe.each(TEST_ENGINES)("map markers on %s", (engine) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await useTestDatabase(engine);
    const many = Array.from({ length: MAP_MARKER_CAP + 10 }, (_, i) =>
      flat(`grid-${i}`, off((i % 30) / 10, Math.floor(i / 30) / 10), i % 20),
    );
    await insertSearchFixtures(handle.db, [...LISTINGS, ...many]);
  }, 120_000);
  afterAll(async () => {
    await releaseTestDatabase(handle);
  });

  const around = (south: number, west: number, north: number, east: number) => {
    const [s, w] = off(south, west);
    const [n, e] = off(north, east);
    return [s, w, n, e].map((x) => x.toFixed(5)).join(",");
  };

  it("answers one marker per listing in a small area, newest first", async () => {
    const res = await mapGET(
      new Request(`http://localhost/api/properties/map?bounds=${around(-4, -2, -0.5, 2)}`),
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as MapMarkers;
    expect(body.clusters).toEqual([]);
    expect(body.markers.map((m) => m.slug)).toEqual(["at-3km"]);
    expect(body.total).toBe(1);
  });

  it("answers counted groups above the cap, every listing counted once", async () => {
    const res = await mapGET(
      new Request(`http://localhost/api/properties/map?bounds=${around(-5, -5, 5, 5)}`),
    );
    const body = (await res.json()) as MapMarkers;
    expect(body.markers).toEqual([]);
    expect(body.clusters.length).toBeGreaterThan(1);
    // grid listings + at-0.5km, at-1.5km, at-3km, plot-2.5km
    expect(body.total).toBe(MAP_MARKER_CAP + 10 + 4);
  });

  it("refuses a missing, inverted, foreign or too large area with 400", async () => {
    for (const query of [
      "",
      "bounds=23,76,22,75",
      "bounds=51.4,-0.2,51.6,0.1",
      "bounds=18,72,22,77",
      "bounds=a,b,c,d",
      `bounds=${around(-1, -1, 1, 1)}&radius=3`,
    ]) {
      const res = await mapGET(new Request(`http://localhost/api/properties/map?${query}`));
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.message).toBe("Invalid map parameters");
    }
  });
});
