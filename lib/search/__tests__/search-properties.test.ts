import type { DbHandle } from "@/lib/db/client";
import { createTestDatabase, TEST_ENGINES } from "@/lib/testing/test-db";
import { searchProperties } from "@/lib/search/search-properties";
import { parseSearchParams } from "@/lib/validation/search";
import { bulkListings, HAND_PICKED, insertSearchFixtures } from "./search-fixtures";

describe.each(TEST_ENGINES)("searchProperties on %s", (engine) => {
  let handle: DbHandle;
  let ids: Map<string, number>;
  const keyOf = (id: number) => [...ids.entries()].find(([, v]) => v === id)?.[0];

  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    ids = await insertSearchFixtures(handle.db, [...HAND_PICKED, ...bulkListings(45)]);
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
    const result = await search(params);
    return result.data.map((d) => keyOf(d.id)).sort();
  }

  it("shows only active listings, sale for Buy (and Sell), newest first", async () => {
    const result = await search({
      propertyType: "FlatApartment",
      transactionType: "Buy",
      city: "Indore",
    });
    expect(result.data.map((d) => keyOf(d.id))).toEqual([
      "indore-2bhk-45l",
      "indore-2bhk-60l",
      "indore-3bhk-48l",
      "indore-1rk",
    ]);
    expect(result.total).toBe(4);
    expect(result.data.every((d) => d.dealType === "sale")).toBe(true);
    expect(
      await keys({ propertyType: "FlatApartment", transactionType: "Sell", city: "Indore" }),
    ).toHaveLength(4);
  });

  it("maps Rent and PG to their deal types", async () => {
    expect(await keys({ transactionType: "Rent", city: "Indore" })).toEqual([
      "indore-2bhk-rent",
      "indore-office-rent",
    ]);
    expect(await keys({ transactionType: "PG", city: "Indore" })).toEqual(["indore-pg"]);
  });

  it("groups LandPlot as Land + Plot and Shop as Shop + Showroom", async () => {
    expect(await keys({ propertyType: "LandPlot", city: "Indore" })).toEqual([
      "indore-land",
      "indore-plot",
    ]);
    expect(await keys({ propertyType: "Shop", city: "Indore" })).toEqual([
      "indore-shop",
      "indore-showroom",
    ]);
    expect(await keys({ propertyType: "Office", city: "Indore" })).toEqual(["indore-office"]);
    expect(await keys({ propertyType: "Plot", city: "Indore" })).toEqual(["indore-plot"]);
  });

  it("finds a city by alias and by state, a locality by name or near spelling", async () => {
    expect(await keys({ city: "Bengaluru" })).toEqual(["bangalore-2bhk"]);
    expect(await keys({ propertyType: "LandPlot", state: "Madhya Pradesh" })).toEqual([
      "bhopal-plot",
      "indore-land",
      "indore-plot",
    ]);
    expect(await keys({ city: "Indore", locality: "vijay nagar" })).toEqual(["indore-2bhk-45l"]);
    expect(await keys({ city: "Indore", locality: "Vijaynagar" })).toEqual(["indore-2bhk-45l"]);
    expect(await keys({ city: "Atlantis" })).toEqual([]);
  });

  it("filters price, BHK (with 1 RK and 5+), area", async () => {
    expect(await keys({ city: "Indore", minPrice: "4000000", maxPrice: "50 lakh" })).toEqual([
      "indore-2bhk-45l",
      "indore-3bhk-48l",
    ]);
    expect(await keys({ city: "Indore", bhk: "0,3" })).toEqual(["indore-1rk", "indore-3bhk-48l"]);
    expect(await keys({ city: "Indore", bhk: "5" })).toEqual(["indore-5bhk", "indore-6bhk"]);
    expect(await keys({ city: "Indore", minArea: "4000", maxArea: "6000" })).toEqual([
      "indore-5bhk",
      "indore-6bhk",
    ]);
  });

  it("filters furnishing, possession, posted by, verified, amenities", async () => {
    expect(await keys({ city: "Indore", furnishing: "semi,furnished" })).toEqual([
      "indore-2bhk-45l",
      "indore-2bhk-60l",
    ]);
    expect(await keys({ city: "Indore", possession: "under_construction" })).toEqual([
      "indore-3bhk-48l",
    ]);
    expect(await keys({ city: "Indore", postedBy: "individual" })).toEqual(["indore-2bhk-45l"]);
    expect(await keys({ city: "Indore", verified: "true" })).toEqual([
      "indore-2bhk-45l",
      "indore-3bhk-48l",
    ]);
    expect(await keys({ city: "Indore", amenities: "lift,parking" })).toEqual([
      "indore-2bhk-45l",
      "indore-3bhk-48l",
    ]);
    expect(await keys({ city: "Indore", amenities: "gym" })).toEqual(["indore-3bhk-48l"]);
  });

  it("reads free text: 2 bhk flat in indore under 50 lakh", async () => {
    const result = await search({ searchQuery: "2 bhk flat in indore under 50 lakh" });
    expect(result.data.map((d) => keyOf(d.id))).toEqual(["indore-2bhk-45l"]);
    expect(result.appliedFilters).toMatchObject({
      transactionType: "Buy",
      propertyType: "FlatApartment",
      bhk: [2],
      city: "Indore",
      maxPrice: 50 * 1_00_000,
    });
    expect(result.chips.map((c) => c.key)).toEqual(["propertyType", "city", "price", "bhk"]);
  });

  it("lets explicit URL filters win over the free text", async () => {
    const result = await search({ searchQuery: "3 bhk flat in bhopal", city: "Indore", bhk: "2" });
    expect(result.appliedFilters.city).toBe("Indore");
    expect(result.appliedFilters.bhk).toEqual([2]);
  });

  it("matches leftover words with full-text search", async () => {
    expect(await keys({ searchQuery: "lake view", city: "Bangalore" })).toEqual(["bangalore-2bhk"]);
    expect(await keys({ searchQuery: "borewell" })).toEqual(["indore-land"]);
  });

  it("pages 20 at a time with a total, featured first for relevance", async () => {
    const first = await search({ city: "Pune", propertyType: "FlatApartment" });
    expect(first.total).toBe(45);
    expect(first.pageSize).toBe(20);
    expect(first.data).toHaveLength(20);
    expect(keyOf(first.data[0].id)).toBe("pune-flat-30");
    expect(first.data[0].featured).toBe(true);
    expect(keyOf(first.data[1].id)).toBe("pune-flat-0");
    const third = await search({ city: "Pune", propertyType: "FlatApartment", page: "3" });
    expect(third.page).toBe(3);
    expect(third.data).toHaveLength(5);
    const all = new Set<number>();
    for (const page of ["1", "2", "3"]) {
      const r = await search({ city: "Pune", propertyType: "FlatApartment", page });
      r.data.forEach((d) => all.add(d.id));
    }
    expect(all.size).toBe(45);
  });

  it("sorts by price and by price per sq ft", async () => {
    const asc = await search({ city: "Pune", sort: "price_asc" });
    const prices = asc.data.map((d) => d.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = await search({ city: "Pune", sort: "price_desc" });
    expect(desc.data[0].price).toBe(Math.max(...desc.data.map((d) => d.price)));
    const ppsf = await search({ city: "Pune", sort: "ppsf_asc" });
    const rates = ppsf.data.map((d) => d.pricePerSqft ?? 0);
    expect(rates).toEqual([...rates].sort((a, b) => a - b));
  });

  it("returns plain card data with the cover photo and photo count", async () => {
    const result = await search({
      city: "Indore",
      locality: "Vijay Nagar",
      propertyType: "FlatApartment",
    });
    const card = result.data[0];
    expect(card).toMatchObject({
      slug: "indore-2bhk-45l",
      price: 45 * 1_00_000,
      bhk: 2,
      areaSqft: 950,
      cityName: "Indore",
      localityName: "Vijay Nagar",
      state: "Madhya Pradesh",
      postedBy: "individual",
      verified: true,
      featured: false,
      imageCount: 3,
      coverUrl: "/uploads/test/indore-2bhk-45l-1-640.webp",
    });
    expect(typeof card.postedAt).toBe("string");
    expect(JSON.parse(JSON.stringify(card))).toEqual(card);
  });
});
