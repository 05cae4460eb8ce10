import { eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/current-user";
import type { DbHandle } from "@/lib/db/client";
import { favourites, properties } from "@/lib/db/schema";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";
import { visitorState } from "@/lib/users/visitor-state";
import { countPublicPropertyView, flushPropertyViews } from "../record-view";
import { addCity, addProperty, addUser } from "./fixtures";

jest.mock("next/cache", () => ({
  cacheLife: () => undefined,
  cacheTag: () => undefined,
}));

/** What a cached listing page asks the server after it loads: the view count and the visitor. */
describe.each(TEST_ENGINES)("cached listing page, visitor's part on %s", (engine) => {
  let handle: DbHandle;
  let activeId: number;
  let pausedId: number;
  let buyer: Actor;

  beforeAll(async () => {
    handle = await useTestDatabase(engine);
    const cityId = (await addCity(handle.db)).id;
    const sellerId = (await addUser(handle.db, { role: "seller", kind: "agent", verified: true }))
      .id;
    activeId = (await addProperty(handle.db, sellerId, cityId)).id;
    pausedId = (await addProperty(handle.db, sellerId, cityId, { status: "paused" })).id;
    const buyerRow = await addUser(handle.db, { role: "user" });
    buyer = {
      id: buyerRow.id,
      role: "user",
      firstName: "Asha",
      lastName: "Rao",
      email: "asha@example.com",
      phone: "+919876543210",
    } as Actor;
  });
  afterAll(() => releaseTestDatabase(handle));

  it("counts a view of a public listing, and none for a paused or unknown one", async () => {
    await flushPropertyViews();
    expect(await countPublicPropertyView(activeId)).toBe(true);
    expect(await countPublicPropertyView(pausedId)).toBe(false);
    expect(await countPublicPropertyView(999_999)).toBe(false);
    await flushPropertyViews();
    const views = async (id: number) =>
      (await handle.db.select().from(properties).where(eq(properties.id, id)))[0].views;
    expect(await views(activeId)).toBe(1);
    expect(await views(pausedId)).toBe(0);
  });

  it("gives a guest no sender, and a signed-in visitor their details and saved state", async () => {
    expect(await visitorState(null, activeId)).toEqual({ sender: null, saved: false });
    expect(await visitorState(buyer, activeId)).toEqual({
      sender: { name: "Asha Rao", phone: "+919876543210", email: "asha@example.com" },
      saved: false,
    });
    await handle.db.insert(favourites).values({ userId: buyer.id, propertyId: activeId });
    expect((await visitorState(buyer, activeId)).saved).toBe(true);
    expect((await visitorState(buyer)).saved).toBe(false);
  });
});
