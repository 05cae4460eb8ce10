import { eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/current-user";
import type { DbHandle } from "@/lib/db/client";
import { favourites, shortlistShares, users } from "@/lib/db/schema";
import { addCity, addProperty, addUser } from "@/lib/properties/__tests__/fixtures";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";
import {
  getShortlistShareId,
  isShareId,
  loadSharedShortlist,
  shareShortlist,
  stopSharingShortlist,
} from "../shortlist-share";

describe.each(TEST_ENGINES)("shared shortlists on %s", (engine) => {
  let handle: DbHandle;
  let buyer: Actor;
  let other: Actor;
  let activeIds: number[];
  let soldId: number;

  beforeAll(async () => {
    handle = await useTestDatabase(engine);
    const city = await addCity(handle.db);
    const seller = await addUser(handle.db, { role: "seller", kind: "individual" });
    buyer = await addUser(handle.db);
    other = await addUser(handle.db);
    activeIds = [
      (await addProperty(handle.db, seller.id, city.id, { title: "First saved" })).id,
      (await addProperty(handle.db, seller.id, city.id, { title: "Second saved" })).id,
    ];
    soldId = (await addProperty(handle.db, seller.id, city.id, { status: "sold" })).id;
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 10, minutes));
    await handle.db.insert(favourites).values([
      { userId: buyer.id, propertyId: activeIds[0], createdAt: at(1) },
      { userId: buyer.id, propertyId: soldId, createdAt: at(2) },
      { userId: buyer.id, propertyId: activeIds[1], createdAt: at(3) },
      { userId: other.id, propertyId: soldId, createdAt: at(4) },
    ]);
  }, 120_000);
  afterAll(() => releaseTestDatabase(handle));

  it("asks guests to log in", async () => {
    await expect(shareShortlist(null)).rejects.toMatchObject({ status: 401 });
    await expect(stopSharingShortlist(null)).rejects.toMatchObject({ status: 401 });
    expect(await getShortlistShareId(null)).toBeNull();
  });

  it("shares one unguessable link per buyer and shows only active listings, newest saved first", async () => {
    const { shareId } = await shareShortlist(buyer);
    expect(isShareId(shareId)).toBe(true);
    expect((await shareShortlist(buyer)).shareId).toBe(shareId);
    expect(await getShortlistShareId(buyer)).toBe(shareId);
    const shared = await loadSharedShortlist(shareId);
    expect(shared?.ownerFirstName).toBe("Asha");
    expect(shared?.listings.map((l) => l.title)).toEqual(["Second saved", "First saved"]);
  });

  it("shows an empty list when nothing live is saved", async () => {
    const { shareId } = await shareShortlist(other);
    expect(await loadSharedShortlist(shareId)).toMatchObject({ listings: [] });
  });

  it("stops working once revoked, and a new share is a new link", async () => {
    const first = (await shareShortlist(buyer)).shareId;
    await stopSharingShortlist(buyer);
    expect(await loadSharedShortlist(first)).toBeNull();
    expect(await getShortlistShareId(buyer)).toBeNull();
    const second = (await shareShortlist(buyer)).shareId;
    expect(second).not.toBe(first);
    expect(await loadSharedShortlist(second)).not.toBeNull();
  });

  it("answers null for malformed and unknown ids, and for a blocked owner", async () => {
    for (const id of ["", "abc", "x".repeat(22) + "'", "' or 1=1 --", "A".repeat(22)]) {
      expect(await loadSharedShortlist(id)).toBeNull();
    }
    const { shareId } = await shareShortlist(other);
    await handle.db.update(users).set({ status: "blocked" }).where(eq(users.id, other.id));
    expect(await loadSharedShortlist(shareId)).toBeNull();
    expect(await handle.db.select().from(shortlistShares)).toHaveLength(2);
  });
});
