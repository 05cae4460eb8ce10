import { sql } from "drizzle-orm";
import type { DbHandle } from "@/lib/db/client";
import { createTestDatabase, TEST_ENGINES } from "@/lib/testing/test-db";
import { resolveAppliedFilters } from "@/lib/search/applied-filters";
import { loadCards } from "@/lib/search/card-query";
import { findCityId } from "@/lib/search/search-conditions";
import {
  KEYWORD_COUNT_CAP,
  searchProperties,
  searchStatements,
} from "@/lib/search/search-properties";
import { PROPERTY_TYPES } from "@/lib/validation/property-enums";
import { parseSearchParams } from "@/lib/validation/search";
import { bulkLandPlots, HAND_PICKED, insertSearchFixtures } from "./search-fixtures";

const MANY = 1200;

/**
 * Keyword searches: the count stops at KEYWORD_COUNT_CAP, and the page is found through the
 * keyword index (few matches) or by a newest-first walk (many) — both must give the same rows.
 */
describe.each(TEST_ENGINES)("keyword search on %s", (engine) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    await insertSearchFixtures(handle.db, [...HAND_PICKED, ...bulkLandPlots(47)]);
    // More matches than the count cap: copies of one Bhopal plot with their own words, dates
    // and prices; every 97th one featured, every 10th one not active.
    await handle.db.execute(sql`
      insert into properties (seller_id, posted_by, slug, title, description, property_type,
        deal_type, status, city_id, locality_id, city_name, locality_name, state, price,
        price_per_sqft, area_sqft, area_value, featured_until, posted_at)
      select seller_id, posted_by, 'meadows-' || g, title, 'Sunrise meadows layout', property_type,
        deal_type, case when g % 10 = 0 then 'pending'::listing_status else 'active' end,
        city_id, locality_id, city_name, locality_name, state, price + g * 1000, price_per_sqft,
        area_sqft, area_value, case when g % 97 = 0 then now() + interval '5 days' end,
        timestamptz '2026-10-01 00:00:00+00' - g * interval '17 minutes'
      from properties cross join generate_series(1, ${MANY}::int) g
      where slug = 'bhopal-landplot-1'`);
  }, 180_000);
  afterAll(async () => {
    await handle?.close();
  });

  const params = { propertyType: "LandPlot", city: "Bhopal", searchQuery: "sunrise meadows" };

  /** The expected order, straight from the table. */
  async function expectedIds(offset: number, limit: number): Promise<number[]> {
    const result = await handle.db.execute<{ id: number }>(sql`
      select id from properties
      where status = 'active' and description = 'Sunrise meadows layout'
      order by (featured_until is not null and featured_until > now()) desc, posted_at desc, id desc
      offset ${offset} limit ${limit}`);
    return result.rows.map((r) => Number(r.id));
  }

  it("counts up to the cap and says there are more", async () => {
    const { filters } = parseSearchParams(params);
    const result = await searchProperties(filters, handle.db);
    expect(KEYWORD_COUNT_CAP).toBe(1000);
    expect(result.total).toBe(KEYWORD_COUNT_CAP);
    expect(result.totalCapped).toBe(true);
    expect(result.appliedFilters.keywords).toEqual(["sunrise", "meadows"]);
    expect(result.data.map((d) => d.id)).toEqual(await expectedIds(0, 20));
    expect(result.data.slice(0, 11).every((d) => d.featured)).toBe(true);
  });

  it.each([1, 2, 30])("page %i is the same through the index and the walk", async (page) => {
    const { filters } = parseSearchParams({ ...params, page: String(page) });
    const applied = resolveAppliedFilters(filters);
    const viaIndex = await loadCards(handle.db, searchStatements(applied, "index").pageIds);
    const viaWalk = await loadCards(handle.db, searchStatements(applied, "row").pageIds);
    const cityId = (await findCityId(handle.db, "Bhopal")) ?? undefined;
    expect(cityId).toEqual(expect.any(Number));
    const viaCityWords = await loadCards(
      handle.db,
      searchStatements(applied, "index", cityId).pageIds,
    );
    const expected = await expectedIds((page - 1) * 20, 20);
    expect(viaIndex.map((d) => d.id)).toEqual(expected);
    expect(viaWalk.map((d) => d.id)).toEqual(expected);
    expect(viaCityWords.map((d) => d.id)).toEqual(expected);
  });

  it("matches the keyed words of the listing's own city and type only, and follows edits", async () => {
    const bhopal = (await findCityId(handle.db, "Bhopal")) ?? undefined;
    const other = await handle.db.execute<{ id: number; city_id: number; property_type: string }>(
      sql`select id, city_id, property_type from properties
        where city_id <> ${bhopal} and status = 'active' and property_type <> 'Office' limit 1`,
    );
    const { id, city_id: otherCity, property_type: type } = other.rows[0];
    const matches = async (cityId: number, words: string, asType = type) => {
      const result = await handle.db.execute<{ n: number }>(sql`
        select count(*)::int as n from properties where id = ${id}
          and city_words @> city_type_keyed_words(${cityId}::int, ${asType}::property_type,
            to_tsvector('simple', ${words}))`);
      return Number(result.rows[0].n) === 1;
    };
    await handle.db.execute(
      sql`update properties set description = 'Sunrise meadows layout' where id = ${id}`,
    );
    expect(await matches(otherCity, "sunrise meadows")).toBe(true);
    expect(await matches(bhopal!, "sunrise meadows")).toBe(false);
    expect(await matches(otherCity, "sunrise meadows", "Office")).toBe(false);
    expect(await matches(otherCity, "sunrise zzqxword")).toBe(false);
    await handle.db.execute(sql`update properties set description = 'Lake view' where id = ${id}`);
    expect(await matches(otherCity, "sunrise meadows")).toBe(false);
    await handle.db.execute(sql`update properties set property_type = 'Office' where id = ${id}`);
    expect(await matches(otherCity, "lake view", "Office")).toBe(true);
    expect(await matches(otherCity, "lake view")).toBe(false);
  });

  it("keys each type by its own short code", async () => {
    const keys = await Promise.all(
      PROPERTY_TYPES.map(async (type) => {
        const result = await handle.db.execute<{ keys: string[] }>(sql`
          select city_type_keyed_words(7, ${type}::property_type, to_tsvector('simple', 'lawn'))
            as keys`);
        return result.rows[0].keys;
      }),
    );
    const flat = keys.flat();
    expect(flat).toHaveLength(PROPERTY_TYPES.length);
    expect(new Set(flat).size).toBe(PROPERTY_TYPES.length);
    for (const key of flat) expect(key).toMatch(/^7\.[a-z]{2}:lawn$/);
  });

  it("finds every type's listings through the keyed words when no type is asked for", async () => {
    const cityId = (await findCityId(handle.db, "Bhopal")) ?? undefined;
    const { filters } = parseSearchParams({ city: "Bhopal", searchQuery: "sunrise meadows" });
    const applied = resolveAppliedFilters(filters);
    expect(applied.propertyType).toBeUndefined();
    const viaCityWords = await loadCards(
      handle.db,
      searchStatements(applied, "index", cityId).pageIds,
    );
    const viaWalk = await loadCards(handle.db, searchStatements(applied, "row").pageIds);
    expect(viaCityWords.length).toBe(20);
    expect(viaCityWords.map((d) => d.id)).toEqual(viaWalk.map((d) => d.id));
  });

  it("counts exactly below the cap", async () => {
    const { filters } = parseSearchParams({ ...params, maxPrice: "4500000" });
    const result = await searchProperties(filters, handle.db);
    const exact = await handle.db.execute<{ n: number }>(sql`
      select count(*)::int as n from properties
      where status = 'active' and description = 'Sunrise meadows layout' and price <= 4500000`);
    expect(Number(exact.rows[0].n)).toBeGreaterThan(0);
    expect(Number(exact.rows[0].n)).toBeLessThan(KEYWORD_COUNT_CAP);
    expect(result.total).toBe(Number(exact.rows[0].n));
    expect(result.totalCapped).toBe(false);
  });
});
