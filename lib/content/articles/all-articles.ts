import { areaDefinitions } from "./carpet-built-up-super-built-up-area";
import { homeLoanChecklist } from "./home-loan-checklist";
import { plotDocuments } from "./buying-a-plot-documents-to-verify";
import { reraChecklist } from "./rera-checklist-before-booking";
import { rentAgreementEssentials } from "./rent-agreement-essentials";
import { stampDutyByState } from "./stamp-duty-registration-charges-by-state";
import { countWords } from "@/lib/content/blocks";
import type { Locale } from "@/lib/i18n/locales";
import { ARTICLES_HI } from "./hi/articles-hi";
import type { Article } from "./types";

/** Every guide on /real-estate/advice, in the order the index lists them. */
export const ARTICLES: readonly Article[] = [
  reraChecklist,
  areaDefinitions,
  stampDutyByState,
  homeLoanChecklist,
  plotDocuments,
  rentAgreementEssentials,
];

/** A guide in a language (lib/content/articles/hi has every guide; the test checks it). */
function inLanguage(article: Article, locale: Locale): Article {
  return (locale === "hi" ? ARTICLES_HI[article.slug] : undefined) ?? article;
}

/** Every guide in a language, in the index's order. */
export function articlesFor(locale: Locale): Article[] {
  return ARTICLES.map((a) => inLanguage(a, locale));
}

export function findArticle(slug: string, locale: Locale = "en"): Article | undefined {
  const article = ARTICLES.find((a) => a.slug === slug);
  return article && inLanguage(article, locale);
}

/**
 * Reading time at 200 words a minute, at least one minute. A translation reads as long as its
 * English (Hindi writes more, shorter words): the English text is counted.
 */
export function readingMinutes(localized: Article): number {
  const article = ARTICLES.find((a) => a.slug === localized.slug) ?? localized;
  const words = article.sections.reduce(
    (sum, s) => sum + s.blocks.reduce((n, b) => n + countWords(b), 0),
    article.summary.split(/\s+/).length,
  );
  return Math.max(1, Math.round(words / 200));
}
