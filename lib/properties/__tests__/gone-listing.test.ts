import { eq, inArray } from "drizzle-orm";
import type { DbHandle } from "@/lib/db/client";
import { properties } from "@/lib/db/schema";
import { makeAccount, makeCity, makeProperties } from "@/lib/admin/__tests__/fixtures";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";
import { loadGoneListing } from "../gone-property";

describe.each(TEST_ENGINES)("a listing that left the site, on %s", (engine) => {
  let handle: DbHandle;

  beforeAll(async () => {
    handle = await useTestDatabase(engine);
  });
  afterAll(() => releaseTestDatabase(handle));

  it("is named with similar live listings once it was public; never-public, live or blocked ones are not", async () => {
    const seller = await makeAccount(handle.db, "seller", { kind: "agent" });
    const city = await makeCity(handle.db);
    const [paused, pending, live, blocked] = await makeProperties(handle.db, seller.id, city.id, 4);
    const similar = await makeProperties(handle.db, seller.id, city.id, 2, { status: "active" });
    await handle.db
      .update(properties)
      .set({ status: "paused", approvedAt: new Date() })
      .where(eq(properties.id, paused));
    await handle.db
      .update(properties)
      .set({ status: "blocked", approvedAt: new Date() })
      .where(eq(properties.id, blocked));
    await handle.db
      .update(properties)
      .set({ status: "active", approvedAt: new Date() })
      .where(inArray(properties.id, [live, ...similar]));

    const gone = await loadGoneListing(paused);
    expect(gone).toMatchObject({ id: paused, place: "Vijay Nagar, Indore" });
    expect(gone?.similar.length).toBeGreaterThan(0);
    for (const s of gone?.similar ?? []) expect(s.href).toMatch(/^\/property\/[a-z0-9-]+-\d+$/);
    // The Hindi page names the places in Devanagari and the prices in lakh/crore words.
    const hindi = await loadGoneListing(paused, "hi");
    expect(hindi).toMatchObject({ id: paused, title: gone?.title, place: "विजय नगर, इंदौर" });
    for (const s of hindi?.similar ?? []) expect(s.place).toMatch(/[\u0900-\u097F]/);
    expect(await loadGoneListing(pending)).toBeNull();
    expect(await loadGoneListing(live)).toBeNull();
    // An admin blocked it (a fake or a duplicate): its title is not shown again.
    expect(await loadGoneListing(blocked)).toBeNull();
    expect(await loadGoneListing(999_999)).toBeNull();
  });
});
