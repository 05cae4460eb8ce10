import { sql } from "drizzle-orm";
import type { Actor } from "@/lib/auth/current-user";
import type { DbHandle } from "@/lib/db/client";
import { localities, properties, savedSearches, savedSearchMatches } from "@/lib/db/schema";
import { addCity, addProperty, addUser } from "@/lib/properties/__tests__/fixtures";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";
import { searchProperties } from "@/lib/search/search-properties";
import { parseSearchParams } from "@/lib/validation/search";
import { recordListingMatches } from "../match-listing";
import { saveSearch } from "../saved-searches";

/** Which of the named searches a listing matches (names sorted). */
describe.each(TEST_ENGINES)("matching a new listing against saved searches on %s", (engine) => {
  let handle: DbHandle;
  let buyer: Actor;
  let seller: Actor;
  let indore: number;
  let bhopal: number;
  let vijayNagar: number;
  const ids: Record<string, number> = {};

  const save = async (name: string, query: string) => {
    ids[name] = (await saveSearch(buyer, { query, name, frequency: "daily" })).id;
  };

  beforeAll(async () => {
    handle = await useTestDatabase(engine);
    indore = (await addCity(handle.db)).id;
    bhopal = (await addCity(handle.db, "Bhopal", "bhopal")).id;
    await addCity(handle.db, "Pune", "pune", "Maharashtra");
    [{ id: vijayNagar }] = await handle.db
      .insert(localities)
      .values({ cityId: indore, name: "Vijay Nagar", slug: "vijay-nagar", lat: 22.75, lon: 75.89 })
      .returning();
    buyer = await addUser(handle.db);
    seller = await addUser(handle.db, { role: "seller", kind: "agent" });
    await save("flats indore", "propertyType=FlatApartment&transactionType=Buy&city=Indore");
    await save("anything indore", "transactionType=Buy&city=Indore");
    await save("all india", "transactionType=Buy");
    await save("madhya pradesh", "transactionType=Buy&state=Madhya Pradesh");
    await save("maharashtra", "transactionType=Buy&state=Maharashtra");
    await save("rent indore", "transactionType=Rent&city=Indore");
    await save("bhopal", "transactionType=Buy&city=Bhopal");
    await save("land plot indore", "propertyType=LandPlot&city=Indore");
    await save("under 50 lakh", "city=Indore&maxPrice=5000000");
    await save("over 50 lakh", "city=Indore&minPrice=5000000");
    await save("3 bhk", "city=Indore&bhk=3");
    await save("5+ bhk", "city=Indore&bhk=5");
    await save("2 or 3 bhk", "city=Indore&bhk=2,3");
    await save("big", "city=Indore&minArea=1500");
    await save("furnished", "city=Indore&furnishing=furnished");
    await save("owner", "city=Indore&postedBy=individual");
    await save("verified", "city=Indore&verified=true");
    await save("lift", "city=Indore&amenities=lift");
    await save("keyword corner", "city=Indore&searchQuery=corner");
    await save("keyword lakeview", "city=Indore&searchQuery=lakeview");
    await save("vijay nagar", "city=Indore&locality=Vijay Nagar");
    await save("vijay nagr typo", "city=Indore&locality=Vijay Nagr");
    await save("palasia", "city=Indore&locality=Palasia");
    await save("unknown city", "city=Atlantis");
    await save("paused", "city=Indore");
    await handle.db
      .update(savedSearches)
      .set({ paused: true })
      .where(sql`${savedSearches.id} = ${ids.paused}`);
  });
  afterAll(() => releaseTestDatabase(handle));

  const matchedNames = async (propertyId: number) => {
    const rows = await recordListingMatches(handle.db, propertyId);
    const byId = new Map(Object.entries(ids).map(([name, id]) => [id, name]));
    return rows.map((r) => byId.get(r.savedSearchId)!).sort();
  };

  it("applies the results page's rules to one listing", async () => {
    const flat = await addProperty(handle.db, seller.id, indore, {
      localityId: vijayNagar,
      price: 4_500_000,
      bhk: 2,
      areaSqft: 1000,
      amenities: ["lift", "parking"],
      furnishing: "semi",
      description: "Bright corner flat close to the ring road.",
    });
    expect(await matchedNames(flat.id)).toEqual(
      [
        "2 or 3 bhk",
        "all india",
        "anything indore",
        "flats indore",
        "keyword corner",
        "lift",
        "madhya pradesh",
        "under 50 lakh",
        "vijay nagar",
        "vijay nagr typo",
      ].sort(),
    );
  });

  it("matches type groups, 5+ BHK, price floors, owners and verified listings", async () => {
    const villa = await addProperty(handle.db, seller.id, indore, {
      propertyType: "IndependentHouseVilla",
      bhk: 6,
      price: 25_000_000,
      areaSqft: 3000,
      postedBy: "individual",
      verified: true,
      furnishing: "furnished",
      description: "Lakeview villa",
      title: "6 BHK villa",
    });
    expect(await matchedNames(villa.id)).toEqual(
      [
        "5+ bhk",
        "all india",
        "anything indore",
        "big",
        "furnished",
        "keyword lakeview",
        "madhya pradesh",
        "over 50 lakh",
        "owner",
        "verified",
      ].sort(),
    );
    const plot = await addProperty(handle.db, seller.id, indore, {
      propertyType: "Plot",
      bhk: null,
      price: 3_000_000,
    });
    expect(await matchedNames(plot.id)).toContain("land plot indore");
    expect(await matchedNames(plot.id)).toEqual([]); // already matched: never twice
  });

  it("matches by deal and city, and never a listing that is not live or the buyer's own", async () => {
    const rent = await addProperty(handle.db, seller.id, indore, {
      dealType: "rent",
      price: 20_000,
    });
    expect(await matchedNames(rent.id)).toEqual(["rent indore"]);
    const inBhopal = await addProperty(handle.db, seller.id, bhopal, { cityName: "Bhopal" });
    expect(await matchedNames(inBhopal.id)).toEqual(["all india", "bhopal", "madhya pradesh"]);
    const pending = await addProperty(handle.db, seller.id, indore, { status: "pending" });
    expect(await matchedNames(pending.id)).toEqual([]);
    const own = await addProperty(handle.db, buyer.id, indore, { postedBy: "individual" });
    expect(await matchedNames(own.id)).toEqual([]);
  });

  it("agrees with the results page: a listing is matched exactly when the saved search finds it", async () => {
    const live = await handle.db
      .select({ id: properties.id, sellerId: properties.sellerId })
      .from(properties)
      .where(sql`${properties.status} = 'active' and ${properties.sellerId} <> ${buyer.id}`);
    const matched = new Set(
      (await handle.db.select().from(savedSearchMatches)).map(
        (m) => `${m.savedSearchId}:${m.propertyId}`,
      ),
    );
    const searches = await handle.db
      .select({ id: savedSearches.id, query: savedSearches.query, paused: savedSearches.paused })
      .from(savedSearches);
    let compared = 0;
    for (const search of searches.filter((s) => !s.paused)) {
      const found = new Set(
        (
          await searchProperties(parseSearchParams(new URLSearchParams(search.query)).filters)
        ).data.map((p) => p.id),
      );
      for (const listing of live) {
        expect({
          search: search.query,
          listing: listing.id,
          matched: matched.has(`${search.id}:${listing.id}`),
        }).toEqual({
          search: search.query,
          listing: listing.id,
          matched: found.has(listing.id),
        });
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(100);
  });
});
