import { eq, sql } from "drizzle-orm";
import type { Actor } from "@/lib/auth/current-user";
import type { DbHandle } from "@/lib/db/client";
import { savedSearches } from "@/lib/db/schema";
import { addCity, addProperty, addUser } from "@/lib/properties/__tests__/fixtures";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";
import { MAX_SAVED_SEARCHES } from "@/lib/validation/saved-search";
import { recordListingMatches } from "../match-listing";
import {
  deleteSavedSearch,
  listSavedSearches,
  openSavedSearch,
  saveSearch,
  SAVED_SEARCH_LIMIT_MESSAGE,
  updateSavedSearch,
} from "../saved-searches";

describe.each(TEST_ENGINES)("saved searches on %s", (engine) => {
  let handle: DbHandle;
  let buyer: Actor;
  let other: Actor;
  let sellerId: number;
  let cityId: number;

  beforeAll(async () => {
    handle = await useTestDatabase(engine);
    cityId = (await addCity(handle.db)).id;
    sellerId = (await addUser(handle.db, { role: "seller", kind: "agent" })).id;
    buyer = await addUser(handle.db);
    other = await addUser(handle.db);
  });
  afterAll(() => releaseTestDatabase(handle));

  it("asks a guest to log in and saves nothing", async () => {
    await expect(
      saveSearch(null, { query: "city=Indore", name: "x", frequency: "daily" }),
    ).rejects.toMatchObject({ status: 401 });
    expect(await handle.db.select().from(savedSearches)).toHaveLength(0);
  });

  it("saves every filter, the free text read as filters, and the sort", async () => {
    const { id } = await saveSearch(buyer, {
      query:
        "propertyType=&transactionType=Buy&page=3&city=&state=&locality=&searchQuery=2 bhk flat in indore under 60 lakh with lift&sort=price_asc&verified=true",
      name: "  2 BHK in Indore ",
      frequency: "instant",
      sms: true,
    });
    const [row] = await handle.db.select().from(savedSearches).where(eq(savedSearches.id, id));
    expect(row).toMatchObject({
      userId: buyer.id,
      name: "2 BHK in Indore",
      frequency: "instant",
      smsEnabled: true,
      emailEnabled: true,
      dealType: "sale",
      searchType: "FlatApartment",
      cityId,
      bhk: [2],
      maxPrice: 6_000_000,
      verified: true,
    });
    const params = new URLSearchParams(row.query);
    expect(params.get("page")).toBe("1");
    expect(params.get("city")).toBe("Indore");
    expect(params.get("sort")).toBe("price_asc");
    expect(params.get("bhk")).toBe("2");
    const [item] = await listSavedSearches(buyer);
    expect(item).toMatchObject({ id, name: "2 BHK in Indore", newMatches: 0 });
    expect(item.href).toBe(`/search-results?${row.query}`);
  });

  it("refuses a bad name or frequency with a message per field", async () => {
    await expect(
      saveSearch(buyer, { query: "", name: "   ", frequency: "daily" }),
    ).rejects.toMatchObject({ name: "ZodError" });
    await expect(
      saveSearch(buyer, { query: "", name: "ok", frequency: "hourly" as "daily" }),
    ).rejects.toMatchObject({ name: "ZodError" });
  });

  it("counts new matches since the last visit; running the search resets the count", async () => {
    const { id } = await saveSearch(buyer, {
      query: "propertyType=FlatApartment&transactionType=Buy&city=Indore",
      name: "Flats in Indore",
      frequency: "daily",
    });
    const listing = await addProperty(handle.db, sellerId, cityId);
    await recordListingMatches(handle.db, listing.id);
    const find = async () => (await listSavedSearches(buyer)).find((s) => s.id === id)!;
    expect((await find()).newMatches).toBe(1);
    expect(await openSavedSearch(buyer, { id })).toMatch(/^\/search-results\?/);
    expect((await find()).newMatches).toBe(0);
  });

  it("renames, changes frequency, pauses and deletes only the buyer's own searches", async () => {
    const { id } = await saveSearch(buyer, {
      query: "city=Indore",
      name: "Mine",
      frequency: "daily",
    });
    for (const attempt of [
      () => updateSavedSearch(other, { id, name: "Hijacked" }),
      () => updateSavedSearch(other, { id, paused: true }),
      () => deleteSavedSearch(other, { id }),
      () => openSavedSearch(other, { id }),
    ]) {
      await expect(attempt()).rejects.toMatchObject({ status: 404 });
    }
    await expect(updateSavedSearch(null, { id, name: "x" })).rejects.toMatchObject({ status: 401 });
    expect((await listSavedSearches(other)).length).toBe(0);

    await updateSavedSearch(buyer, { id, name: "Renamed", frequency: "weekly", paused: true });
    const mine = (await listSavedSearches(buyer)).find((s) => s.id === id)!;
    expect(mine).toMatchObject({ name: "Renamed", frequency: "weekly", paused: true });
    await deleteSavedSearch(buyer, { id });
    expect((await listSavedSearches(buyer)).some((s) => s.id === id)).toBe(false);
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES} per buyer: the next one gets a clear message`, async () => {
    const limited = await addUser(handle.db);
    await handle.db.insert(savedSearches).values(
      Array.from({ length: MAX_SAVED_SEARCHES - 1 }, (_, i) => ({
        userId: limited.id,
        name: `Search ${i}`,
        query: "city=Indore",
        dealType: "sale" as const,
      })),
    );
    await saveSearch(limited, { query: "city=Indore", name: "Fiftieth", frequency: "daily" });
    await expect(
      saveSearch(limited, { query: "city=Indore", name: "Fifty-first", frequency: "daily" }),
    ).rejects.toMatchObject({ status: 409, message: SAVED_SEARCH_LIMIT_MESSAGE });
    const [{ n }] = (
      await handle.db.execute<{ n: number }>(
        sql`select count(*)::int as n from saved_searches where user_id = ${limited.id}`,
      )
    ).rows;
    expect(n).toBe(MAX_SAVED_SEARCHES);
    // Another buyer is not limited by this one.
    await expect(
      saveSearch(other, { query: "city=Indore", name: "Theirs", frequency: "daily" }),
    ).resolves.toHaveProperty("id");
  });
});
