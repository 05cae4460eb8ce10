import { findService } from "@/lib/services/catalog";
import { ARTICLES, findArticle, readingMinutes } from "./all-articles";

describe("advice articles", () => {
  it("has at least six guides with unique slugs, titles and descriptions", () => {
    expect(ARTICLES.length).toBeGreaterThanOrEqual(6);
    for (const key of ["slug", "title", "metaDescription"] as const) {
      expect(new Set(ARTICLES.map((a) => a[key])).size).toBe(ARTICLES.length);
    }
  });

  it("every guide has real body text, valid dates and existing related services", () => {
    for (const article of ARTICLES) {
      expect(article.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(article.sections.length).toBeGreaterThanOrEqual(4);
      expect(readingMinutes(article)).toBeGreaterThanOrEqual(2);
      expect(article.metaDescription.length).toBeLessThanOrEqual(160);
      expect(article.published <= article.updated).toBe(true);
      expect(Number.isNaN(Date.parse(article.updated))).toBe(false);
      for (const slug of article.relatedServices) expect(findService(slug)).toBeDefined();
    }
  });

  it("finds a guide by slug", () => {
    expect(findArticle("home-loan-checklist")?.title).toMatch(/Home loan checklist/);
    expect(findArticle("nope")).toBeUndefined();
  });
});
