import { CITIES } from "@/lib/geo/cities";
import { DEAL_TYPES, PROPERTY_TYPES } from "@/lib/validation/property-enums";
import { listingExtrasSchema } from "@/lib/validation/listing-extras";
import type { ListingContext } from "./listing-choices";
import { factsAsTheFormSaves, type ListingFacts } from "@/lib/listings/listing-record";
import { generateListing, type GeneratedListing } from "./property-factory";
import { GUARANTEED_SALE_TYPES, KEY_CITY_SLUGS, LISTING_PLAN } from "./property-plan";
import type { SeedSeller } from "./seed-users";

function fakeContext(): ListingContext {
  let id = 1;
  const cities = CITIES.map((record) => ({
    id: id++,
    record,
    localities: record.localities.map((l) => ({ id: id++, record: l })),
  }));
  const seller = (kind: SeedSeller["kind"], n: number): SeedSeller => ({
    id: n,
    firstName: "A",
    lastName: "B",
    email: `${n}@example.com`,
    phone: "+919800000000",
    kind,
    status: "active",
    citySlug: "indore",
    verified: kind !== "individual",
    companyName: null,
    requestsVerification: false,
  });
  return {
    now: Date.UTC(2026, 10, 1),
    cities,
    citySlugs: new Map(cities.map((c) => [c.record.slug, c])),
    cityWeights: cities.map((c) => [c, c.record.popular ? 6 : 1] as const),
    sellersByKind: {
      individual: [seller("individual", 1)],
      agent: [seller("agent", 2)],
      builder: [seller("builder", 3)],
    },
    sellersByCityKind: new Map(),
    demoSeller: seller("agent", 99),
    projectsByCity: new Map(),
  };
}

describe("demo listing generator", () => {
  const ctx = fakeContext();
  const planned: GeneratedListing[] = LISTING_PLAN.map((_, i) => generateListing(i, ctx));
  const rows = planned.map((g) => g.row);

  it("is deterministic: listing N is the same on every run", () => {
    expect(generateListing(1234, ctx)).toEqual(generateListing(1234, ctx));
    expect(generateListing(7, ctx).row.slug).toMatch(/-s0000007$/);
  });

  it("covers every property type and every deal within the first 30 listings", () => {
    const first = rows.slice(0, 30);
    expect(new Set(first.map((r) => r.propertyType))).toEqual(new Set(PROPERTY_TYPES));
    expect(new Set(first.map((r) => r.dealType))).toEqual(new Set(DEAL_TYPES));
  });

  it("guarantees 3 sale listings of each linked type plus rent and PG in each key city", () => {
    for (const slug of KEY_CITY_SLUGS) {
      const city = CITIES.find((c) => c.slug === slug)!;
      const here = rows.filter((r) => r.cityName === city.name);
      for (const type of GUARANTEED_SALE_TYPES) {
        expect(
          here.filter((r) => r.dealType === "sale" && r.propertyType === type).length,
        ).toBeGreaterThanOrEqual(3);
      }
      expect(here.some((r) => r.dealType === "rent")).toBe(true);
      expect(here.some((r) => r.dealType === "pg")).toBe(true);
    }
  });

  it("has at least five 2 BHK flats for sale in Indore at ₹50 L or less, some in Vijay Nagar", () => {
    const cheap = rows.filter(
      (r) =>
        r.cityName === "Indore" &&
        r.dealType === "sale" &&
        r.propertyType === "FlatApartment" &&
        r.bhk === 2 &&
        r.price <= 50_00_000,
    );
    expect(cheap.length).toBeGreaterThanOrEqual(5);
    expect(cheap.some((r) => r.localityName === "Vijay Nagar")).toBe(true);
  });

  it("puts listings in every city", () => {
    expect(new Set(rows.map((r) => r.cityName))).toEqual(new Set(CITIES.map((c) => c.name)));
  });

  it("prices follow the city rate, rents are monthly and PG beds cost ₹5k–25k", () => {
    const sample = [
      ...rows,
      ...Array.from({ length: 400 }, (_, i) => generateListing(5000 + i, ctx).row),
    ];
    for (const r of sample) {
      const city = CITIES.find((c) => c.name === r.cityName)!;
      if (r.dealType === "pg") {
        expect(r.price).toBeGreaterThanOrEqual(5_000);
        expect(r.price).toBeLessThanOrEqual(25_000);
      } else if (r.dealType === "rent") {
        expect(r.price / r.areaSqft).toBeLessThan(city.rentRatePerSqftMonth * 5);
        expect(r.deposit).toBeGreaterThanOrEqual(r.price);
      } else if (r.propertyType === "FlatApartment") {
        const perSqft = r.price / r.areaSqft;
        expect(perSqft).toBeGreaterThan(city.saleRatePerSqft * 0.45);
        expect(perSqft).toBeLessThan(city.saleRatePerSqft * 2.2);
        expect(r.pricePerSqft).toBe(Math.round(r.price / r.areaSqft));
      }
    }
  });

  it("fills the typed columns each type needs", () => {
    for (const r of rows) {
      if (
        r.dealType !== "pg" &&
        ["FlatApartment", "IndependentHouseVilla", "IndependentBuilderFloor"].includes(
          r.propertyType,
        )
      ) {
        expect(r.bhk).toBeGreaterThanOrEqual(1);
        expect(r.bathrooms).toBeGreaterThanOrEqual(1);
        expect(r.furnishing).toBeTruthy();
      }
      if (r.propertyType === "Plot" || r.propertyType === "Land") {
        expect(r.plotAreaSqft).toBe(r.areaSqft);
        expect(r.extras).toHaveProperty("openSides");
      }
      if (r.propertyType === "Land") expect(["acre", "bigha"]).toContain(r.areaUnit);
      if (r.propertyType === "Office")
        expect(r.extras).toEqual(
          expect.objectContaining({ seats: expect.any(Number), cabins: expect.any(Number) }),
        );
      if (r.propertyType === "Shop") expect(r.extras).toHaveProperty("frontage");
      if (r.dealType === "pg") {
        expect([true, undefined]).toContain(r.extras?.foodIncluded);
        expect(["girls", "boys", "any"]).toContain(r.extras?.occupancy);
      }
    }
  });

  it("dates the listing within the last 90 days and lets it expire 90 days later", () => {
    for (const r of rows) {
      const posted = (r.postedAt as Date).getTime();
      expect(posted).toBeLessThanOrEqual(ctx.now);
      expect(posted).toBeGreaterThanOrEqual(ctx.now - 90 * 86_400_000);
      expect((r.expiresAt as Date).getTime() - posted).toBe(90 * 86_400_000);
    }
  });

  it("titles say what, deal and where", () => {
    expect(rows.some((r) => /^\d BHK Flat for Sale in Vijay Nagar, Indore$/.test(r.title))).toBe(
      true,
    );
    expect(
      rows
        .filter((r) => r.dealType === "pg")
        .every((r) => /^(PG for (Girls|Boys)|Co-living PG) in /.test(r.title)),
    ).toBe(true);
  });

  it("attaches 3–6 photos from the type's pool", () => {
    for (const g of planned) {
      expect(g.media.variants.length).toBeGreaterThanOrEqual(3);
      expect(g.media.variants.length).toBeLessThanOrEqual(6);
      if (g.row.propertyType === "Plot") expect(g.media.category).toBe("plot");
    }
  });

  it("reads back from the edit form unchanged: a seller's price-only edit is not sent for review", () => {
    const sample = [
      ...rows,
      ...Array.from({ length: 1000 }, (_, i) => generateListing(LISTING_PLAN.length + i, ctx).row),
    ];
    const citySlug = new Map(ctx.cities.map((c) => [c.id, c.record.slug]));
    const changed: string[] = [];
    for (const r of sample) {
      const stored = { ...r, citySlug: citySlug.get(r.cityId)!, lat: r.lat!, lon: r.lon! };
      const saved = factsAsTheFormSaves(stored);
      const before = Object.fromEntries(
        Object.keys(saved).map((k) => [k, stored[k as keyof typeof stored]]),
      ) as ListingFacts;
      const fields = Object.keys(saved).filter(
        (k) =>
          JSON.stringify(before[k as keyof ListingFacts] ?? null) !==
          JSON.stringify(saved[k as keyof ListingFacts] ?? null),
      );
      if (fields.length > 0) changed.push(`${r.slug}: ${fields.join(", ")}`);
    }
    expect(changed).toEqual([]);
  });

  it("stores extras exactly as the post-a-property form does, for every seeded listing", () => {
    const sample = [
      ...rows,
      ...Array.from({ length: 2000 }, (_, i) => generateListing(LISTING_PLAN.length + i, ctx).row),
    ];
    const failures: string[] = [];
    for (const r of sample) {
      const result = listingExtrasSchema(
        r.propertyType,
        r.dealType,
        r.possession ?? null,
      ).safeParse(r.extras);
      if (!result.success) {
        failures.push(`${r.slug}: ${result.error.issues.map((i) => i.message).join("; ")}`);
      }
    }
    expect(failures).toEqual([]);
    // The generators' own words never reach the database.
    const keys = new Set(sample.flatMap((r) => Object.keys(r.extras ?? {})));
    for (const old of ["lengthFt", "breadthFt", "landType", "frontageFt", "roadWidthFt", "parking"])
      expect(keys).not.toContain(old);
    // …and the form's names carry the same facts.
    for (const name of [
      "plotLength",
      "plotBreadth",
      "landUse",
      "roadWidth",
      "frontage",
      "ceilingHeight",
      "coveredParking",
      "sharing",
      "seats",
      "areaBasis",
    ])
      expect(keys).toContain(name);
  });
});

describe("demo projects", () => {
  it("write possession months as people read them (Nov 2030, not 2030-11)", async () => {
    const { buildProjectSpecs } = await import("./project-factory");
    const specs = buildProjectSpecs(
      3,
      ["Asha Developers", "Ravi Builders", "Omkar Homes"],
      new Date("2026-11-01T00:00:00Z"),
    );
    const withPossession = specs.filter((s) => s.description.includes("Possession from"));
    expect(withPossession.length).toBeGreaterThan(0);
    for (const spec of withPossession) {
      expect(spec.description).toMatch(/Possession from [A-Z][a-z]{2} \d{4}\.$/);
    }
  });
});
