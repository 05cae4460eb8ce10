import { inArray } from "drizzle-orm";
import type { DbHandle } from "@/lib/db/client";
import { properties } from "@/lib/db/schema";
import { createTestDatabase, TEST_ENGINES } from "@/lib/testing/test-db";
import { searchProperties } from "@/lib/search/search-properties";
import { parseSearchParams } from "@/lib/validation/search";
import { bulkLandPlots, HAND_PICKED, insertSearchFixtures } from "./search-fixtures";

/** Paging a type group merges one index-ordered branch per stored type: check order and coverage. */
describe.each(TEST_ENGINES)("paging a type group on %s", (engine) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    const ids = await insertSearchFixtures(handle.db, [...HAND_PICKED, ...bulkLandPlots(47)]);
    // Listings without a rate (e.g. price on request) come last in the rate sorts.
    const noRate = ["bhopal-landplot-4", "bhopal-landplot-5", "bhopal-landplot-30"];
    await handle.db
      .update(properties)
      .set({ pricePerSqft: null })
      .where(
        inArray(
          properties.id,
          noRate.map((k) => ids.get(k) as number),
        ),
      );
  }, 120_000);
  afterAll(async () => {
    await handle?.close();
  });

  async function allPages(params: Record<string, string>, total = 48) {
    const rows = [];
    for (let page = 1; page <= Math.ceil(total / 20); page += 1) {
      const { filters } = parseSearchParams({ ...params, page: String(page) });
      const result = await searchProperties(filters, handle.db);
      expect(result.total).toBe(total);
      rows.push(...result.data);
    }
    return rows;
  }

  type Row = Awaited<ReturnType<typeof allPages>>[number];
  const newestKey = (r: Row) => -Date.parse(r.postedAt);
  /** Sort keys, compared left to right. */
  const keys: Record<string, (r: Row) => number[]> = {
    price_asc: (r) => [r.price, newestKey(r)],
    price_desc: (r) => [-r.price, newestKey(r)],
    ppsf_asc: (r) => [r.pricePerSqft === null ? 1 : 0, r.pricePerSqft ?? 0, newestKey(r)],
    ppsf_desc: (r) => [r.pricePerSqft === null ? 1 : 0, -(r.pricePerSqft ?? 0), newestKey(r)],
    newest: (r) => [newestKey(r)],
    relevance: (r) => [r.featured ? 0 : 1, newestKey(r)],
  };
  const compare = (a: number[], b: number[]) => {
    for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return a[i] - b[i];
    return 0;
  };

  it.each(Object.keys(keys))("sort %s covers every row once, in order", async (sort) => {
    const rows = await allPages({ propertyType: "LandPlot", city: "Bhopal", sort });
    expect(rows).toHaveLength(48);
    expect(new Set(rows.map((r) => r.id)).size).toBe(48);
    expect(rows.every((r) => r.propertyType === "Land" || r.propertyType === "Plot")).toBe(true);
    for (let i = 1; i < rows.length; i += 1)
      expect(compare(keys[sort](rows[i - 1]), keys[sort](rows[i]))).toBeLessThanOrEqual(0);
    if (sort === "relevance") expect(rows.slice(0, 2).every((r) => r.featured)).toBe(true);
    if (sort.startsWith("ppsf_"))
      expect(rows.slice(-3).every((r) => r.pricePerSqft === null)).toBe(true);
  });

  it.each(Object.keys(keys))(
    "a state alone, sort %s: every city's rows once, in order",
    async (sort) => {
      const { filters } = parseSearchParams({ propertyType: "LandPlot", state: "Madhya Pradesh" });
      const { total } = await searchProperties(filters, handle.db);
      expect(total).toBeGreaterThan(48);
      const rows = await allPages(
        { propertyType: "LandPlot", state: "Madhya Pradesh", sort },
        total,
      );
      expect(rows).toHaveLength(total);
      expect(new Set(rows.map((r) => r.id)).size).toBe(total);
      expect(new Set(rows.map((r) => r.cityName)).size).toBeGreaterThan(1);
      expect(rows.every((r) => r.state === "Madhya Pradesh")).toBe(true);
      for (let i = 1; i < rows.length; i += 1)
        expect(compare(keys[sort](rows[i - 1]), keys[sort](rows[i]))).toBeLessThanOrEqual(0);
    },
  );

  it("keywords filter and keep the relevance order: featured first, then newest", async () => {
    const rows = await allPages(
      {
        propertyType: "LandPlot",
        city: "Bhopal",
        searchQuery: "landplot",
      },
      47,
    );
    expect(rows).toHaveLength(47);
    for (let i = 1; i < rows.length; i += 1)
      expect(compare(keys.relevance(rows[i - 1]), keys.relevance(rows[i]))).toBeLessThanOrEqual(0);
    expect(rows.slice(0, 2).every((r) => r.featured)).toBe(true);
  });

  it("answers a page past the 500 that can be shown with the count and no rows", async () => {
    for (const page of ["501", "999"]) {
      const { filters, errors } = parseSearchParams({
        propertyType: "LandPlot",
        city: "Bhopal",
        page,
      });
      expect(errors).toEqual({});
      const result = await searchProperties(filters, handle.db);
      expect(result).toMatchObject({ total: 48, page: Number(page), data: [] });
    }
  });
});
