import type { DbHandle } from "@/lib/db/client";
import {
  BROKER_LISTINGS_PAGE_SIZE,
  brokerListingsLastPage,
  loadBrokerListings,
  loadPublicBroker,
} from "@/lib/brokers/get-broker";
import { addCity, addProperty, addUser } from "@/lib/properties/__tests__/fixtures";
import { brokerListingsPath } from "@/lib/seo/urls";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";

const DAY = 86_400_000;

describe.each(TEST_ENGINES)("an agent's listings, page by page, on %s", (engine) => {
  let handle: DbHandle;
  let agentId: number;
  const liveIds: number[] = [];

  beforeAll(async () => {
    handle = await useTestDatabase(engine);
    const cityId = (await addCity(handle.db)).id;
    agentId = (await addUser(handle.db, { role: "seller", kind: "agent", verified: true })).id;
    const now = Date.now();
    for (let i = 0; i < 27; i += 1) {
      const { id } = await addProperty(handle.db, agentId, cityId, {
        postedAt: new Date(now - i * DAY),
      });
      liveIds.push(id); // newest first
    }
    // Active but past its expiry, and paused: neither is shown, so neither is counted.
    await addProperty(handle.db, agentId, cityId, { expiresAt: new Date(now - DAY) });
    await addProperty(handle.db, agentId, cityId, { status: "paused" });
  }, 120_000);
  afterAll(() => releaseTestDatabase(handle));

  it("counts the listings its pages show, and pages them newest first without a gap", async () => {
    const broker = await loadPublicBroker(agentId);
    expect(broker?.activeListings).toBe(27);
    expect(brokerListingsLastPage(27)).toBe(2);
    const first = await loadBrokerListings(agentId, 1);
    const second = await loadBrokerListings(agentId, 2);
    expect(first).toHaveLength(BROKER_LISTINGS_PAGE_SIZE);
    expect([...first, ...second].map((l) => l.id)).toEqual(liveIds);
    expect(await loadBrokerListings(agentId, 3)).toEqual([]);
  });

  it("links the first page to the profile and the rest below it", () => {
    expect(brokerListingsLastPage(0)).toBe(1);
    expect(brokerListingsLastPage(24)).toBe(1);
    expect(brokerListingsPath(17, 1)).toBe("/broker/17");
    expect(brokerListingsPath(17, 2)).toBe("/broker/17/listings/2");
  });
});
