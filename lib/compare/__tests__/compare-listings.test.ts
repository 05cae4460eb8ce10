import type { DbHandle } from "@/lib/db/client";
import { localityReviews } from "@/lib/db/schema";
import { makeIndore } from "@/lib/listings/__tests__/fixtures";
import { addProperty, addUser } from "@/lib/properties/__tests__/fixtures";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";
import { loadCompareListings } from "../compare-listings";

describe.each(TEST_ENGINES)("compare listings on %s", (engine) => {
  let handle: DbHandle;
  let live: number[];
  let soldId: number;
  let pausedId: number;
  let expiredId: number;
  let blockedSellerListing: number;

  beforeAll(async () => {
    handle = await useTestDatabase(engine);
    const { cityId, localityId } = await makeIndore(handle.db);
    const seller = await addUser(handle.db, { role: "seller", kind: "agent" });
    const blocked = await addUser(handle.db, { role: "seller", kind: "agent", status: "blocked" });
    const reviewer = await addUser(handle.db);
    const add = (over = {}) => addProperty(handle.db, seller.id, cityId, over).then((p) => p.id);
    live = [
      await add({ localityId, amenities: ["lift", "gym"] }),
      await add({ price: 9_000_000, bhk: 3, localityId: null, amenities: ["lift"] }),
      await add({ dealType: "rent", price: 25_000 }),
    ];
    soldId = await add({ status: "sold" });
    pausedId = await add({ status: "paused" });
    expiredId = await add({ expiresAt: new Date(Date.now() - 86_400_000) });
    blockedSellerListing = (await addProperty(handle.db, blocked.id, cityId)).id;
    const review = {
      localityId,
      cityId,
      relation: "live",
      connectivity: 4,
      safety: 4,
      schools: 4,
      utilities: 4,
      cleanliness: 4,
      body: "x".repeat(60),
    };
    await handle.db.insert(localityReviews).values([
      { ...review, userId: reviewer.id, overall: 4, bodyKey: "a", status: "approved" },
      { ...review, userId: seller.id, overall: 5, bodyKey: "b", status: "approved" },
      { ...review, userId: blocked.id, overall: 1, bodyKey: "c", status: "pending" },
    ]);
  }, 120_000);
  afterAll(() => releaseTestDatabase(handle));

  it("returns live listings in the order asked, with amenities and the locality rating", async () => {
    const { listings, dropped } = await loadCompareListings([live[2], live[0], live[1]]);
    expect(dropped).toEqual([]);
    expect(listings.map((l) => l.id)).toEqual([live[2], live[0], live[1]]);
    const first = listings[1];
    expect(first).toMatchObject({ amenities: ["lift", "gym"], bhk: 2, verified: false });
    // Approved reviews only: (4 + 5) / 2.
    expect(first.localityRating).toEqual({ overall: 4.5, count: 2 });
    expect(listings[2].localityRating).toBeNull();
  });

  it("drops unknown, sold, paused, expired and blocked sellers' listings and says which", async () => {
    const asked = [live[0], 999_999, soldId, pausedId, expiredId, blockedSellerListing];
    const { listings, dropped } = await loadCompareListings(asked);
    expect(listings.map((l) => l.id)).toEqual([live[0]]);
    expect(dropped).toEqual([999_999, soldId, pausedId, expiredId, blockedSellerListing]);
  });

  it("asks nothing for an empty list", async () => {
    expect(await loadCompareListings([])).toEqual({ listings: [], dropped: [] });
  });
});
