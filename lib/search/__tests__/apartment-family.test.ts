import type { DbHandle } from "@/lib/db/client";
import { createTestDatabase, TEST_ENGINES } from "@/lib/testing/test-db";
import { searchProperties } from "@/lib/search/search-properties";
import { parseSearchParams } from "@/lib/validation/search";
import { insertSearchFixtures, type FixtureListing } from "./search-fixtures";

/**
 * "Flat / Apartment" is the apartment family (flats, 1 RK / studios, serviced apartments), and
 * "1 RK" as a bedroom choice finds the RK studios: the filters, the free text (English, Hinglish
 * and Hindi) and the type links agree.
 */
const PUNE_RENTALS: FixtureListing[] = [
  {
    key: "flat-2bhk",
    type: "FlatApartment",
    deal: "rent",
    city: "Pune",
    price: 25_000,
    area: 900,
    bhk: 2,
    ageDays: 1,
  },
  {
    key: "rk-studio",
    type: "RKStudioApartment",
    deal: "rent",
    city: "Pune",
    price: 9_000,
    area: 300,
    bhk: 0,
    ageDays: 2,
  },
  {
    key: "rk-studio-old",
    type: "RKStudioApartment",
    deal: "rent",
    city: "Pune",
    price: 8_000,
    area: 280,
    bhk: 0,
    ageDays: 9,
  },
  {
    key: "serviced-1bhk",
    type: "ServicedApartment",
    deal: "rent",
    city: "Pune",
    price: 40_000,
    area: 600,
    bhk: 1,
    ageDays: 3,
    featured: true,
  },
  {
    key: "house-3bhk",
    type: "IndependentHouseVilla",
    deal: "rent",
    city: "Pune",
    price: 50_000,
    area: 2000,
    bhk: 3,
    ageDays: 4,
  },
  {
    key: "rk-sale",
    type: "RKStudioApartment",
    deal: "sale",
    city: "Pune",
    price: 20_00_000,
    area: 300,
    bhk: 0,
    ageDays: 5,
  },
];

describe.each(TEST_ENGINES)("the apartment family on %s", (engine) => {
  let handle: DbHandle;
  let ids: Map<string, number>;
  const keyOf = (id: number) => [...ids.entries()].find(([, v]) => v === id)?.[0];

  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    ids = await insertSearchFixtures(handle.db, PUNE_RENTALS);
  }, 120_000);
  afterAll(async () => {
    await handle?.close();
  });

  async function search(params: Record<string, string>) {
    const { filters, errors } = parseSearchParams(params);
    expect(errors).toEqual({});
    const result = await searchProperties(filters, handle.db);
    return { ...result, keys: result.data.map((d) => keyOf(d.id)) };
  }
  const rent = { transactionType: "Rent", city: "Pune", state: "Maharashtra" };

  it("finds flats, 1 RK studios and serviced apartments under Flat / Apartment, in every order", async () => {
    const all = await search({ ...rent, propertyType: "FlatApartment" });
    expect(all.keys).toEqual(["serviced-1bhk", "flat-2bhk", "rk-studio", "rk-studio-old"]);
    expect(all.total).toBe(4);
    const cheapest = await search({ ...rent, propertyType: "FlatApartment", sort: "price_asc" });
    expect(cheapest.keys).toEqual(["rk-studio-old", "rk-studio", "flat-2bhk", "serviced-1bhk"]);
  });

  it("finds the RK studios for the 1 RK bedroom choice", async () => {
    const rk = await search({ ...rent, propertyType: "FlatApartment", bhk: "0" });
    expect(rk.keys).toEqual(["rk-studio", "rk-studio-old"]);
    expect(rk.total).toBe(2);
    const rkOr1 = await search({ ...rent, propertyType: "FlatApartment", bhk: "0,1" });
    expect(rkOr1.keys).toEqual(["serviced-1bhk", "rk-studio", "rk-studio-old"]);
  });

  it.each([
    "1 RK for rent in Pune",
    "studio apartment for rent in Pune",
    "1 rk kiraye pe pune",
    "पुणे में किराये पर 1 RK",
  ])("reads %p as the RK studios for rent in Pune", async (searchQuery) => {
    const result = await search({ searchQuery });
    expect(result.appliedFilters).toMatchObject({
      transactionType: "Rent",
      propertyType: "FlatApartment",
      bhk: [0],
      city: "Pune",
      keywords: [],
    });
    expect(result.keys).toEqual(["rk-studio", "rk-studio-old"]);
  });

  it("reads serviced apartment as that type, not as a keyword", async () => {
    const result = await search({ searchQuery: "serviced apartment for rent in pune" });
    expect(result.appliedFilters).toMatchObject({
      propertyType: "ServicedApartment",
      transactionType: "Rent",
      keywords: [],
    });
    expect(result.keys).toEqual(["serviced-1bhk"]);
    expect(result.chips.find((c) => c.key === "propertyType")?.label).toBe("Serviced Apartment");
  });
});
