import type { DbHandle } from "@/lib/db/client";
import { createTestDatabase, TEST_ENGINES } from "@/lib/testing/test-db";
import { searchProperties } from "@/lib/search/search-properties";
import { parseSearchParams } from "@/lib/validation/search";
import { bulkLandPlots, HAND_PICKED, insertSearchFixtures } from "./search-fixtures";

/** Paging a type group merges one index-ordered branch per stored type: check order and coverage. */
describe.each(TEST_ENGINES)("paging a type group on %s", (engine) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    await insertSearchFixtures(handle.db, [...HAND_PICKED, ...bulkLandPlots(47)]);
  }, 120_000);
  afterAll(async () => {
    await handle?.close();
  });

  async function allPages(params: Record<string, string>) {
    const rows = [];
    for (let page = 1; page <= 3; page += 1) {
      const { filters } = parseSearchParams({ ...params, page: String(page) });
      const result = await searchProperties(filters, handle.db);
      expect(result.total).toBe(48);
      rows.push(...result.data);
    }
    return rows;
  }

  it.each(["price_asc", "price_desc", "newest", "relevance"])(
    "sort %s covers every row once, in order",
    async (sort) => {
      const rows = await allPages({ propertyType: "LandPlot", city: "Bhopal", sort });
      expect(rows).toHaveLength(48);
      expect(new Set(rows.map((r) => r.id)).size).toBe(48);
      expect(rows.every((r) => r.propertyType === "Land" || r.propertyType === "Plot")).toBe(true);
      const key = (r: (typeof rows)[number]) =>
        sort === "price_asc"
          ? r.price
          : sort === "price_desc"
            ? -r.price
            : -Date.parse(r.postedAt) + (sort === "relevance" && r.featured ? -1e15 : 0);
      for (let i = 1; i < rows.length; i += 1)
        expect(key(rows[i - 1])).toBeLessThanOrEqual(key(rows[i]));
      if (sort === "relevance") expect(rows.slice(0, 2).every((r) => r.featured)).toBe(true);
    },
  );
});
