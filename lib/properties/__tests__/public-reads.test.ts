import { eq, inArray } from "drizzle-orm";
import type { DbHandle } from "@/lib/db/client";
import { properties, propertyViews, users } from "@/lib/db/schema";
import { loadPublicBroker, loadBrokerListings } from "@/lib/brokers/get-broker";
import { loadCityProjects } from "@/lib/projects/project-cards";
import { loadPublicProject } from "@/lib/projects/get-project";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";
import { loadCityOverview } from "../city-overview";
import { loadPublicProperty } from "../get-property";
import { coversFor } from "../listing-cards";
import { loadCityListings, loadFeaturedListings } from "../home-sections";
import { flushPropertyViews, indianDay, recordPropertyView } from "../record-view";
import { loadSimilarProperties, priceStep } from "../similar";
import { addCity, addMedia, addProject, addProperty, addUser } from "./fixtures";

describe.each(TEST_ENGINES)("public reads on %s", (engine) => {
  let handle: DbHandle;
  let cityId: number;
  let otherCityId: number;
  let agentId: number;
  let activeId: number;

  beforeAll(async () => {
    handle = await useTestDatabase(engine);
    cityId = (await addCity(handle.db)).id;
    otherCityId = (await addCity(handle.db, "Bhopal", "bhopal")).id;
    agentId = (await addUser(handle.db, { role: "seller", kind: "agent", verified: true })).id;
    activeId = (await addProperty(handle.db, agentId, cityId, { price: 5_000_000 })).id;
    await addMedia(handle.db, activeId, 3, 1);
  });
  afterAll(() => releaseTestDatabase(handle));

  describe("loadPublicProperty", () => {
    it("returns an active listing with its cover first, then its photos in order", async () => {
      const p = await loadPublicProperty(activeId);
      expect(p).toMatchObject({ id: activeId, status: "active", citySlug: "indore" });
      // Photo 2 is the seller's cover: the gallery's main image, og:image and JSON-LD's first.
      expect(p!.media.map((m) => m.alt)).toEqual(["Photo 2", "Photo 1", "Photo 3"]);
      const cards = await coversFor(handle.db, [activeId]);
      expect(cards.get(activeId)?.url).toBe(p!.media[0].url);
      expect(p!.seller).toMatchObject({
        id: agentId,
        kind: "agent",
        verified: true,
        reraNumber: "MPRERA-A-1234",
      });
      expect(p).not.toHaveProperty("searchVector");
      expect(p).not.toHaveProperty("rejectionReason");
    });

    it.each(["sold", "rented"] as const)("shows a %s listing", async (status) => {
      const { id } = await addProperty(handle.db, agentId, cityId, { status });
      expect((await loadPublicProperty(id))?.status).toBe(status);
    });

    it.each(["pending", "blocked", "rejected", "paused", "deleted", "expired", "draft"] as const)(
      "has no page for a %s listing",
      async (status) => {
        const { id } = await addProperty(handle.db, agentId, cityId, { status });
        expect(await loadPublicProperty(id)).toBeNull();
      },
    );

    it("has no page for an unknown id, a lapsed listing or a blocked seller's listing", async () => {
      expect(await loadPublicProperty(987_654)).toBeNull();
      const lapsed = await addProperty(handle.db, agentId, cityId, {
        expiresAt: new Date(Date.now() - 1000),
      });
      expect(await loadPublicProperty(lapsed.id)).toBeNull();
      const blockedSeller = await addUser(handle.db, {
        role: "seller",
        kind: "individual",
        status: "blocked",
      });
      const orphan = await addProperty(handle.db, blockedSeller.id, cityId);
      expect(await loadPublicProperty(orphan.id)).toBeNull();
    });
  });

  it("finds similar listings: same city, type and deal, price within ±30 %, closest first", async () => {
    const near = await addProperty(handle.db, agentId, cityId, { price: 5_400_000 });
    const edge = await addProperty(handle.db, agentId, cityId, { price: 6_500_000 });
    await addProperty(handle.db, agentId, cityId, { price: 6_600_000 }); // +32 %
    await addProperty(handle.db, agentId, cityId, { price: 3_400_000 }); // −32 %
    await addProperty(handle.db, agentId, otherCityId, { price: 5_000_000 });
    await addProperty(handle.db, agentId, cityId, { price: 5_000_000, dealType: "rent" });
    await addProperty(handle.db, agentId, cityId, { price: 5_000_000, propertyType: "Plot" });
    await addProperty(handle.db, agentId, cityId, { price: 5_000_000, status: "sold" });
    const similar = await loadSimilarProperties({
      id: activeId,
      cityId,
      propertyType: "FlatApartment",
      dealType: "sale",
      price: 5_000_000,
    });
    expect(similar.map((s) => s.id)).toEqual([near.id, edge.id]);
  });

  it("finds similar listings priced in the neighbouring price steps (the cached reads are per step)", async () => {
    const price = 40_000;
    const below = await addProperty(handle.db, agentId, cityId, {
      price: 28_500,
      dealType: "rent",
    });
    const above = await addProperty(handle.db, agentId, cityId, {
      price: 51_500,
      dealType: "rent",
    });
    const far = await addProperty(handle.db, agentId, cityId, { price: 27_000, dealType: "rent" }); // −32.5 %
    expect(new Set([priceStep(28_500), priceStep(price), priceStep(51_500)]).size).toBe(3);
    const similar = await loadSimilarProperties({
      id: activeId,
      cityId,
      propertyType: "FlatApartment",
      dealType: "rent",
      price,
    });
    // Equally far: the newer first.
    expect(similar.map((s) => s.id)).toEqual([above.id, below.id]);
    await handle.db.delete(properties).where(inArray(properties.id, [below.id, above.id, far.id]));
  });

  it("counts views on the listing and in today's row", async () => {
    await recordPropertyView(activeId);
    await recordPropertyView(activeId);
    await flushPropertyViews();
    const [row] = await handle.db.select().from(properties).where(eq(properties.id, activeId));
    expect(row.views).toBe(2);
    const days = await handle.db
      .select()
      .from(propertyViews)
      .where(eq(propertyViews.propertyId, activeId));
    expect(days).toEqual([{ propertyId: activeId, day: indianDay(), count: 2 }]);
    await recordPropertyView(999_999);
    await flushPropertyViews();
    expect(
      await handle.db.select().from(propertyViews).where(eq(propertyViews.propertyId, 999_999)),
    ).toEqual([]);
    expect(indianDay(new Date("2026-03-31T19:00:00Z"))).toBe("2026-04-01");
  });

  it("shows featured listings first, topped up with recent verified ones, with covers", async () => {
    const featured = await addProperty(handle.db, agentId, cityId, {
      featuredUntil: new Date(Date.now() + 86_400_000),
    });
    await addProperty(handle.db, agentId, cityId, {
      featuredUntil: new Date(Date.now() - 1000),
      verified: false,
    });
    const verified = await addProperty(handle.db, agentId, otherCityId, { verified: true });
    const cards = await loadFeaturedListings(2);
    expect(cards.map((c) => c.id)).toEqual([featured.id, verified.id]);
    const withCover = (await loadCityListings("indore", 50)).find((c) => c.id === activeId);
    expect(withCover?.cover?.alt).toBe("Photo 2");
    expect(
      (await loadCityListings("bhopal", 50)).every(
        (c) => c.cityName !== "" && c.status === "active",
      ),
    ).toBe(true);
  });

  it("summarises a city: counts by deal and type, top localities, listings", async () => {
    await addProperty(handle.db, agentId, cityId, {
      dealType: "rent",
      price: 20_000,
      localityName: "Palasia",
    });
    const overview = await loadCityOverview("indore");
    expect(overview.byType).toEqual(
      expect.arrayContaining([{ dealType: "rent", propertyType: "FlatApartment", count: 2 }]),
    );
    expect(overview.localities[0]).toEqual({ name: "Vijay Nagar", count: expect.any(Number) });
    expect(overview.localities.map((l) => l.name)).toContain("Palasia");
    expect(overview.total).toBe(overview.byType.reduce((s, r) => s + r.count, 0));
    expect(overview.listings.length).toBeGreaterThan(0);
    expect((await loadCityOverview("nowhere")).total).toBe(0);
  });

  it("shows projects that are live, with their builder", async () => {
    const builder = await addUser(handle.db, { role: "seller", kind: "builder", verified: true });
    const live = await addProject(handle.db, builder.id, cityId);
    const pending = await addProject(handle.db, builder.id, cityId, { status: "pending" });
    expect(await loadPublicProject(live.id)).toMatchObject({
      citySlug: "indore",
      builder: { verified: true },
    });
    expect(await loadPublicProject(pending.id)).toBeNull();
    const cards = await loadCityProjects("indore");
    expect(cards.map((c) => c.id)).toEqual([live.id]);
    expect(cards[0]).toMatchObject({
      bhks: [2, 3],
      builderName: expect.stringContaining("Realty"),
    });
  });

  it("has a broker page only for verified, active agents", async () => {
    expect(await loadPublicBroker(agentId)).toMatchObject({
      id: agentId,
      reraNumber: "MPRERA-A-1234",
      areasServed: ["Vijay Nagar", "Palasia"],
      experienceYears: 7,
    });
    expect((await loadBrokerListings(agentId)).every((l) => l.status === "active")).toBe(true);
    const unverified = await addUser(handle.db, { role: "seller", kind: "agent", verified: false });
    const builder = await addUser(handle.db, { role: "seller", kind: "builder", verified: true });
    const buyer = await addUser(handle.db);
    for (const id of [unverified.id, builder.id, buyer.id, 424_242]) {
      expect(await loadPublicBroker(id)).toBeNull();
    }
    const blocked = await addUser(handle.db, { role: "seller", kind: "agent", verified: true });
    await handle.db.update(users).set({ status: "blocked" }).where(eq(users.id, blocked.id));
    expect(await loadPublicBroker(blocked.id)).toBeNull();
  });
});
