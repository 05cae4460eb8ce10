import { CITIES } from "@/lib/geo/cities";
import { reraAuthorityFor } from "./datasets/rera-authorities";
import {
  buildBuyerSpecs,
  buildSellerSpecs,
  companyNames,
  createPhoneSource,
  DEMO_PHONES,
  SELLER_COUNTS,
} from "./people-factory";
import { buildProjectSpecs, builderHomeCities } from "./project-factory";

describe("demo people and projects", () => {
  const phoneOf = createPhoneSource();
  const builderCities = builderHomeCities(SELLER_COUNTS.builder);
  const sellers = buildSellerSpecs(builderCities, phoneOf);
  const buyers = buildBuyerSpecs(phoneOf);
  const everyone = [...sellers, ...buyers];

  it("makes 100+ sellers of all three kinds with unique lower-case e-mails and E.164 phones", () => {
    expect(sellers.length).toBeGreaterThanOrEqual(100);
    expect(new Set(sellers.map((s) => s.kind))).toEqual(
      new Set(["individual", "agent", "builder"]),
    );
    expect(new Set(everyone.map((p) => p.email)).size).toBe(everyone.length);
    expect(new Set([...everyone.map((p) => p.phone), ...DEMO_PHONES]).size).toBe(
      everyone.length + DEMO_PHONES.length,
    );
    for (const p of everyone) {
      expect(p.phone).toMatch(/^\+91[6-9]\d{9}$/);
      expect(p.email).toBe(p.email.toLowerCase());
    }
  });

  it("gives verified agents a RERA number of their state and builders company names", () => {
    const verifiedAgents = sellers.filter((s) => s.kind === "agent" && s.verified);
    expect(verifiedAgents.length).toBeGreaterThan(10);
    for (const a of verifiedAgents) {
      expect(a.reraNumber).toBeTruthy();
      expect(reraAuthorityFor(a.reraState!)).toBeDefined();
    }
    expect(sellers.filter((s) => s.kind === "builder").every((b) => b.companyName)).toBe(true);
  });

  it("has an active owner in every city, and some pending and blocked accounts", () => {
    const owners = sellers.filter((s) => s.kind === "individual" && s.status === "active");
    expect(new Set(owners.map((s) => s.citySlug))).toEqual(new Set(CITIES.map((c) => c.slug)));
    expect(everyone.some((p) => p.status === "pending")).toBe(true);
    expect(everyone.filter((p) => p.status === "blocked").every((p) => p.blockedReason)).toBe(true);
  });

  it("is the same on every run", () => {
    expect(buildSellerSpecs(builderCities, createPhoneSource())).toEqual(sellers);
  });

  it("plans 60+ RERA-registered projects with the authority's website and priced units", () => {
    const projects = buildProjectSpecs(
      SELLER_COUNTS.builder,
      companyNames("builder", SELLER_COUNTS.builder),
      new Date(Date.UTC(2026, 10, 1)),
      builderCities,
    );
    // Each project is built by a builder based in its city.
    for (const p of projects) expect(builderCities[p.builderIndex]).toBe(p.city.slug);
    expect(projects.length).toBeGreaterThanOrEqual(60);
    expect(new Set(projects.map((p) => p.slug)).size).toBe(projects.length);
    for (const p of projects) {
      expect(p.reraNumber).toBeTruthy();
      expect(p.reraWebsite).toMatch(/^https:\/\/[a-z0-9.-]+\.(gov\.in|nic\.in|in)$/);
      expect(p.units.length).toBeGreaterThan(0);
      expect(p.minPrice).toBeLessThan(p.maxPrice);
      expect(p.possessionDate > p.launchDate).toBe(true);
    }
    expect(projects.find((p) => p.city.name === "Mumbai")!.reraNumber).toMatch(/^P5\d{10}$/);
    expect(projects.find((p) => p.city.name === "Indore")!.reraNumber).toMatch(/^P-IND-\d{2}-\d+$/);
    expect(projects.find((p) => p.city.name === "Bangalore")!.reraNumber).toMatch(
      /^PRM\/KA\/RERA\/1251\/\d{3}\/PR\/\d{6}\/\d{6}$/,
    );
    expect(new Set(projects.map((p) => p.stage))).toEqual(
      new Set(["upcoming", "under_construction", "ready"]),
    );
  });
});
