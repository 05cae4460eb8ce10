import { findArticle } from "@/lib/content/articles/all-articles";
import { SERVICES } from "@/lib/services/catalog";
import { SERVICE_CONTENT } from "./service-content";

describe("service page content", () => {
  const all = SERVICES.map((s) => SERVICE_CONTENT[s.slug]);

  it("exists for every one of the 13 services, under the right slug", () => {
    expect(SERVICES).toHaveLength(13);
    for (const service of SERVICES) expect(SERVICE_CONTENT[service.slug].slug).toBe(service.slug);
  });

  it("has unique meta titles and descriptions of search-friendly length", () => {
    expect(new Set(all.map((c) => c.metaTitle)).size).toBe(13);
    expect(new Set(all.map((c) => c.metaDescription)).size).toBe(13);
    for (const c of all) {
      expect(c.metaTitle.length).toBeLessThanOrEqual(60);
      expect(c.metaDescription.length).toBeGreaterThanOrEqual(100);
      expect(c.metaDescription.length).toBeLessThanOrEqual(160);
    }
  });

  it("gives each service 4–6 FAQs, process steps, coverage and at least one price", () => {
    for (const c of all) {
      expect(c.faqs.length).toBeGreaterThanOrEqual(4);
      expect(c.faqs.length).toBeLessThanOrEqual(6);
      expect(new Set(c.faqs.map((f) => f.question)).size).toBe(c.faqs.length);
      expect(c.steps.length).toBeGreaterThanOrEqual(3);
      expect(c.coverage.length).toBeGreaterThanOrEqual(4);
      expect(c.pricing.lines.length).toBeGreaterThanOrEqual(2);
    }
  });

  it("prices are whole rupees with sensible ranges", () => {
    for (const c of all) {
      for (const line of c.pricing.lines) {
        if (!("from" in line)) continue;
        expect(Number.isInteger(line.from)).toBe(true);
        if (line.to !== undefined) {
          expect(Number.isInteger(line.to)).toBe(true);
          expect(line.to).toBeGreaterThan(line.from);
        }
      }
    }
  });

  it("links only to guides that exist", () => {
    for (const c of all) {
      for (const slug of c.relatedArticles) expect(findArticle(slug)).toBeDefined();
    }
  });

  it("states the Indian specifics the pages promise", () => {
    const text = (slug: keyof typeof SERVICE_CONTENT) => JSON.stringify(SERVICE_CONTENT[slug]);
    expect(text("legal")).toMatch(/30 years/);
    expect(text("legal")).toMatch(/encumbrance certificate/i);
    expect(text("legal")).toMatch(/RERA/);
    expect(text("mortgage")).toMatch(/90% .*₹30 lakh.*80% .*₹75 lakh.*75%/);
    expect(text("mortgage")).toMatch(/Section 24\(b\)/);
    expect(text("mortgage")).toMatch(/80C/);
    expect(text("valuation")).toMatch(/circle rate/i);
    expect(text("vaastu")).toMatch(/south-east/);
  });
});
