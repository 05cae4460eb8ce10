import { and, eq } from "drizzle-orm";
import type { DbHandle } from "@/lib/db/client";
import { localities, listingSupply, priceTrends, properties } from "@/lib/db/schema";
import { refreshInsights } from "@/lib/insights/refresh-insights";
import { makeIndore, makeSeller } from "@/lib/listings/__tests__/fixtures";
import { createTestDatabase, TEST_ENGINES } from "@/lib/testing/test-db";

const NOW = new Date("2026-06-20T06:00:00Z");
let counter = 0;

type Listing = {
  price: number;
  area: number;
  month: string;
  deal?: "sale" | "rent" | "pg";
  localityId?: number;
  status?: "active" | "sold" | "pending" | "rejected" | "expired";
  type?: "FlatApartment" | "Plot";
  bhk?: number | null;
};

describe.each(TEST_ENGINES)("insights rollup on %s", (engine) => {
  let handle: DbHandle;
  let cityId: number;
  let vijay: number;
  let palasia: number;
  let sellerId: number;

  async function add(list: Listing[]): Promise<void> {
    await handle.db.insert(properties).values(
      list.map((l) => {
        counter += 1;
        const deal = l.deal ?? "sale";
        const type = l.type ?? "FlatApartment";
        return {
          sellerId,
          postedBy: "agent" as const,
          slug: `test-${counter}`,
          title: `Listing ${counter}`,
          propertyType: type,
          dealType: deal,
          status: l.status ?? "active",
          cityId,
          localityId: l.localityId ?? vijay,
          cityName: "Indore",
          state: "Madhya Pradesh",
          price: l.price,
          areaSqft: l.area,
          areaValue: l.area,
          bhk: l.bhk === undefined ? (type === "FlatApartment" ? 2 : null) : l.bhk,
          postedAt: new Date(`${l.month}T12:00:00+05:30`),
          approvedAt:
            l.status === "pending" || l.status === "rejected"
              ? null
              : new Date(`${l.month}T13:00:00+05:30`),
        };
      }),
    );
  }

  const point = async (where: {
    localityId?: number;
    deal?: "sale" | "rent";
    type?: string;
    bhk?: number;
    month: string;
  }) =>
    (
      await handle.db
        .select()
        .from(priceTrends)
        .where(
          and(
            eq(priceTrends.cityId, cityId),
            eq(priceTrends.localityId, where.localityId ?? 0),
            eq(priceTrends.dealType, where.deal ?? "sale"),
            eq(priceTrends.propertyType, where.type ?? ""),
            eq(priceTrends.bhk, where.bhk ?? -1),
            eq(priceTrends.month, where.month),
          ),
        )
    )[0];

  beforeAll(async () => {
    handle = await createTestDatabase(engine);
    ({ cityId, localityId: vijay } = await makeIndore(handle.db));
    const [p] = await handle.db
      .select({ id: localities.id })
      .from(localities)
      .where(and(eq(localities.cityId, cityId), eq(localities.slug, "palasia")));
    palasia = p.id;
    sellerId = (await makeSeller(handle.db)).id;
    // May 2026, Vijay Nagar: five sales at 4,000 … 8,000 ₹/sq ft (1,000 sq ft each).
    await add(
      [4000, 5000, 6000, 7000, 8000].map((r) => ({
        price: r * 1000,
        area: 1000,
        month: "2026-05-10",
      })),
    );
    // May 2026, Palasia: four sales — too few for a locality point, but they count for the city.
    await add(
      [9000, 9000, 9000, 9000].map((r) => ({
        price: r * 1000,
        area: 1000,
        month: "2026-05-11",
        localityId: palasia,
      })),
    );
    // Listings that never count: pending, rejected, PG beds; one outside the 24 months.
    await add([
      { price: 1, area: 1000, month: "2026-05-12", status: "pending" },
      { price: 1, area: 1000, month: "2026-05-12", status: "rejected" },
      { price: 9000, area: 100, month: "2026-05-12", deal: "pg", bhk: null },
      { price: 5000_000, area: 1000, month: "2024-05-12" },
    ]);
    // June 2026 rent, Vijay Nagar: sold/closed listings count as well (rents 20…40 ₹/sq ft).
    await add(
      [20, 25, 30, 35, 40].map((r, i) => ({
        price: r * 1000,
        area: 1000,
        month: "2026-06-02",
        deal: "rent" as const,
        status: i % 2 ? ("expired" as const) : ("active" as const),
      })),
    );
    await refreshInsights(handle.db, NOW);
  }, 120_000);
  afterAll(() => handle?.close());

  it("computes the median and quartiles of a locality's month", async () => {
    const p = await point({ localityId: vijay, month: "2026-05-01" });
    expect(p).toMatchObject({ listings: 5, p25: 5000, median: 6000, p75: 7000 });
  });

  it("pools every locality into the city's point", async () => {
    const p = await point({ month: "2026-05-01" });
    // 4,5,6,7,8,9,9,9,9 thousand: median 8,000; quartiles 6,000 and 9,000.
    expect(p).toMatchObject({ listings: 9, median: 8000, p25: 6000, p75: 9000 });
  });

  it("keeps the count but hides a point with fewer than 5 listings", async () => {
    const p = await point({ localityId: palasia, month: "2026-05-01" });
    expect(p).toMatchObject({ listings: 4, median: null, p25: null, p75: null });
  });

  it("splits by type and BHK, and rent by sq ft per month", async () => {
    expect(await point({ type: "FlatApartment", bhk: 2, month: "2026-05-01" })).toMatchObject({
      listings: 9,
      median: 8000,
    });
    expect(
      await point({ localityId: vijay, deal: "rent", type: "FlatApartment", month: "2026-06-01" }),
    ).toMatchObject({ listings: 5, median: 30 });
  });

  it("leaves out unapproved listings, PG beds and months older than 24", async () => {
    const rows = await handle.db.select().from(priceTrends).where(eq(priceTrends.cityId, cityId));
    expect(rows.some((r) => r.month === "2024-05-01")).toBe(false);
    expect(rows.some((r) => r.dealType === "pg")).toBe(false);
    expect(rows.every((r) => r.median === null || r.median >= 20)).toBe(true);
  });

  it("counts active listings by place, type and BHK", async () => {
    const supply = await handle.db
      .select()
      .from(listingSupply)
      .where(and(eq(listingSupply.cityId, cityId), eq(listingSupply.dealType, "sale")));
    const cityFlats = supply.find(
      (s) => s.localityId === 0 && s.bhk === -1 && s.propertyType === "FlatApartment",
    );
    // 9 active sales (+ the 2024 one, still active) — pending and rejected are not on the market.
    expect(cityFlats?.listings).toBe(10);
    expect(
      supply.find((s) => s.localityId === palasia && s.propertyType === "FlatApartment")?.listings,
    ).toBe(4);
  });

  it("rebuilds from scratch on every run", async () => {
    await refreshInsights(handle.db, NOW);
    const p = await point({ localityId: vijay, month: "2026-05-01" });
    expect(p.listings).toBe(5);
  });
});
