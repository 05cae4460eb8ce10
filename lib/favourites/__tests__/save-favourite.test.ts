import type { Actor } from "@/lib/auth/current-user";
import type { DbHandle } from "@/lib/db/client";
import { favourites } from "@/lib/db/schema";
import { addCity, addProperty, addUser } from "@/lib/properties/__tests__/fixtures";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";
import { isFavourite, setFavourite } from "../save-favourite";

describe.each(TEST_ENGINES)("favourites on %s", (engine) => {
  let handle: DbHandle;
  let buyer: Actor;
  let activeId: number;
  let soldId: number;

  beforeAll(async () => {
    handle = await useTestDatabase(engine);
    const city = await addCity(handle.db);
    const seller = await addUser(handle.db, { role: "seller", kind: "individual" });
    buyer = await addUser(handle.db);
    activeId = (await addProperty(handle.db, seller.id, city.id)).id;
    soldId = (await addProperty(handle.db, seller.id, city.id, { status: "sold" })).id;
  });
  afterAll(() => releaseTestDatabase(handle));

  it("asks guests to log in", async () => {
    await expect(setFavourite(null, { propertyId: activeId, saved: true })).rejects.toMatchObject({
      status: 401,
    });
  });

  it("saves and removes idempotently", async () => {
    expect(await setFavourite(buyer, { propertyId: activeId, saved: true })).toEqual({
      saved: true,
    });
    expect(await setFavourite(buyer, { propertyId: activeId, saved: true })).toEqual({
      saved: true,
    });
    expect(await handle.db.select().from(favourites)).toHaveLength(1);
    expect(await isFavourite(buyer.id, activeId)).toBe(true);
    expect(await setFavourite(buyer, { propertyId: activeId, saved: false })).toEqual({
      saved: false,
    });
    expect(await isFavourite(buyer.id, activeId)).toBe(false);
  });

  it("saves only active listings", async () => {
    await expect(setFavourite(buyer, { propertyId: soldId, saved: true })).rejects.toMatchObject({
      status: 404,
    });
    await expect(setFavourite(buyer, { propertyId: -1, saved: true })).rejects.toMatchObject({
      name: "ZodError",
    });
  });
});
