import { createTranslator } from "next-intl";
import { formatPriceLine } from "@/components/content/price-table";
import { ABOUT } from "@/lib/content/about";
import { ABOUT_HI } from "@/lib/content/about-hi";
import { aboutContent } from "@/lib/content/about-content";
import {
  ARTICLES,
  articlesFor,
  findArticle,
  readingMinutes,
} from "@/lib/content/articles/all-articles";
import { HOW_WE_VERIFY, howWeVerifyContent } from "@/lib/content/how-we-verify";
import { legalDocument } from "@/lib/content/legal/legal-documents";
import { officeHours, OFFICE_HOURS } from "@/lib/content/office-hours";
import { slugify } from "@/lib/format/slugify";
import { messagesFor } from "@/lib/i18n/messages";
import { SERVICES } from "@/lib/services/catalog";
import { getServiceContent, SERVICE_CONTENT } from "@/lib/services/content/service-content";
import { fullAddress } from "@/lib/site";

/** The glossary (lib/i18n/glossary.md): terms a Hindi text keeps where its English has them. */
const GLOSSARY = ["BHK", "RERA", "EMI", "OTP", "GST", "sq ft", "carpet area", "PAN"];
const DEVANAGARI = /[\u0900-\u097F]/;
/** Keys a translation may add (a section's link anchor, a price line's note). */
const ADDED_KEYS = new Set(["anchor", "note"]);
/** Keys whose values are the same words in both languages (slugs, dates, paths). */
const SAME_KEYS = new Set([
  "slug",
  "category",
  "published",
  "updated",
  "lastUpdated",
  "relatedServices",
  "relatedArticles",
  "id",
  "type",
  "ordered",
]);

/** Acronyms as words ("PAN", not "company"); area terms in any case ("Carpet area"). */
function glossaryKept(english: string, hindi: string, path: string, problems: string[]): void {
  for (const term of GLOSSARY) {
    const pattern = new RegExp(`\\b${term}\\b`, /[a-z]/.test(term) ? "i" : "");
    if (pattern.test(english) && !pattern.test(hindi)) problems.push(`${path}: lost "${term}"`);
  }
}

/**
 * Walks an English text and its translation side by side: the same shape (lists as long,
 * the same keys), every text in Devanagari, the glossary's terms and every figure kept.
 */
function compare(
  english: unknown,
  hindi: unknown,
  path: string,
  problems: string[],
  glossary = true,
): void {
  if (typeof english === "string") {
    if (typeof hindi !== "string") return void problems.push(`${path}: not a text`);
    const words = english.replace(/\b(?:super )?(?:built-up|carpet)(?: area)?\b|\bsq ft\b/gi, "");
    if (/[a-z]{3,}/i.test(words) && !DEVANAGARI.test(hindi))
      problems.push(`${path}: left in English`);
    if (glossary) glossaryKept(english, hindi, path, problems);
    const figures = (text: string): string[] => text.match(/\d[\d,.]*\d|\d/g)?.sort() ?? [];
    const missing = figures(english).filter((n) => !figures(hindi).includes(n));
    if (missing.length) problems.push(`${path}: lost figures ${missing.join(" ")}`);
    return;
  }
  if (typeof english !== "object" || english === null) {
    if (english !== hindi) problems.push(`${path}: ${String(english)} ≠ ${String(hindi)}`);
    return;
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(hindi) || hindi.length !== english.length)
      return void problems.push(
        `${path}: ${english.length} items, Hindi has ${Array.isArray(hindi) ? hindi.length : "none"}`,
      );
    english.forEach((item, i) => compare(item, hindi[i], `${path}[${i}]`, problems));
    return;
  }
  const en = english as Record<string, unknown>;
  const hi = (hindi ?? {}) as Record<string, unknown>;
  // A price line may say "GST" in its note rather than its `of`: the line keeps the term.
  const priceLine = "item" in en;
  if (priceLine) glossaryKept(JSON.stringify(en), JSON.stringify(hi), path, problems);
  const extra = Object.keys(hi).filter((k) => !(k in en) && !ADDED_KEYS.has(k));
  if (extra.length) problems.push(`${path}: extra ${extra.join(", ")}`);
  for (const [key, value] of Object.entries(en)) {
    if (!(key in hi)) problems.push(`${path}.${key}: missing`);
    else if (SAME_KEYS.has(key)) {
      if (JSON.stringify(value) !== JSON.stringify(hi[key]))
        problems.push(`${path}.${key}: differs`);
    } else if (key === "icon") {
      if (value !== hi[key]) problems.push(`${path}.icon: differs`);
    } else compare(value, hi[key], `${path}.${key}`, problems, glossary && !priceLine);
  }
}

function problemsOf(english: unknown, hindi: unknown): string[] {
  const problems: string[] = [];
  compare(english, hindi, "", problems);
  return problems;
}

describe("the site's own content in Hindi", () => {
  it("has every advice guide, with the same sections, figures and glossary terms", () => {
    const hindi = articlesFor("hi");
    expect(hindi.map((a) => a.slug)).toEqual(ARTICLES.map((a) => a.slug));
    for (const [i, article] of ARTICLES.entries()) {
      expect(hindi[i]).not.toBe(article);
      expect(problemsOf(article, hindi[i])).toEqual([]);
      // A translation reads as long as its English.
      expect(readingMinutes(hindi[i])).toBe(readingMinutes(article));
    }
    expect(findArticle("home-loan-checklist", "hi")?.title).toMatch(/होम लोन/);
    expect(findArticle("home-loan-checklist")?.title).toMatch(/Home loan checklist/);
  });

  it("has every service page, with the same prices, FAQs and glossary terms", () => {
    for (const { slug } of SERVICES) {
      const hindi = getServiceContent(slug, "hi");
      expect(hindi).not.toBe(SERVICE_CONTENT[slug]);
      expect(getServiceContent(slug, "en")).toBe(SERVICE_CONTENT[slug]);
      expect(problemsOf(SERVICE_CONTENT[slug], hindi)).toEqual([]);
    }
    const titles = SERVICES.map((s) => getServiceContent(s.slug, "hi").metaTitle);
    expect(new Set(titles).size).toBe(SERVICES.length);
  });

  it("has the full privacy policy and terms, each section at the English page's anchor", () => {
    for (const kind of ["privacy", "terms"] as const) {
      const english = legalDocument(kind, "en");
      const hindi = legalDocument(kind, "hi");
      expect(problemsOf(english, hindi)).toEqual([]);
      expect(hindi.sections.map((s) => s.anchor)).toEqual(
        english.sections.map((s) => slugify(s.heading.replace(/^\d+\.\s*/, ""))),
      );
      expect(JSON.stringify(hindi)).toContain(fullAddress("hi"));
    }
  });

  it("has the about page, how we verify and the office hours", () => {
    expect(aboutContent("en")).toBe(ABOUT);
    expect(problemsOf(ABOUT, ABOUT_HI)).toEqual([]);
    expect(howWeVerifyContent("en")).toBe(HOW_WE_VERIFY);
    expect(problemsOf(HOW_WE_VERIFY, howWeVerifyContent("hi"))).toEqual([]);
    expect(officeHours("en")).toBe(OFFICE_HOURS);
    expect(officeHours("hi")[0]).toEqual({
      days: "सोमवार से शनिवार",
      hours: "सुबह 10:00 – शाम 7:00",
    });
  });

  it("names the office's city, state and country in Devanagari on Hindi pages only", () => {
    expect(fullAddress()).toBe(
      "3rd Floor, Shekhar Central, AB Road, Palasia, Indore, Madhya Pradesh 452001, India",
    );
    expect(fullAddress("hi")).toBe(
      "3rd Floor, Shekhar Central, AB Road, Palasia, इंदौर, मध्य प्रदेश 452001, भारत",
    );
  });
});

describe("price lines", () => {
  const words = (locale: "en" | "hi") =>
    createTranslator({ locale, messages: messagesFor(locale), namespace: "infoPages.priceTable" });

  it("read as before in English", () => {
    const t = words("en");
    expect(formatPriceLine({ item: "x", from: 3000, to: 6000, per: "report" }, t)).toBe(
      "₹3,000 – ₹6,000 per report",
    );
    expect(formatPriceLine({ item: "x", from: 1500 }, t)).toBe("From ₹1,500");
    expect(formatPriceLine({ item: "x", percent: "8–10%", of: "the monthly rent" }, t)).toBe(
      "8–10% of the monthly rent",
    );
    expect(formatPriceLine({ item: "x", free: true }, t)).toBe("Free");
  });

  it("read as Hindi does in Hindi", () => {
    const t = words("hi");
    expect(formatPriceLine({ item: "x", from: 3000, to: 6000, per: "रिपोर्ट" }, t)).toBe(
      "₹3,000 – ₹6,000 प्रति रिपोर्ट",
    );
    expect(formatPriceLine({ item: "x", from: 1500 }, t)).toBe("₹1,500 से");
    expect(formatPriceLine({ item: "x", percent: "8–10%", of: "महीने के किराए" }, t)).toBe(
      "महीने के किराए का 8–10%",
    );
    expect(formatPriceLine({ item: "x", free: true }, t)).toBe("फ्री");
  });
});
