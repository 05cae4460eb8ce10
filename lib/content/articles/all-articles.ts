import { areaDefinitions } from "./carpet-built-up-super-built-up-area";
import { homeLoanChecklist } from "./home-loan-checklist";
import { plotDocuments } from "./buying-a-plot-documents-to-verify";
import { reraChecklist } from "./rera-checklist-before-booking";
import { rentAgreementEssentials } from "./rent-agreement-essentials";
import { stampDutyByState } from "./stamp-duty-registration-charges-by-state";
import { countWords } from "@/lib/content/blocks";
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

export function findArticle(slug: string): Article | undefined {
  return ARTICLES.find((a) => a.slug === slug);
}

/** Reading time at 200 words a minute, at least one minute. */
export function readingMinutes(article: Article): number {
  const words = article.sections.reduce(
    (sum, s) => sum + s.blocks.reduce((n, b) => n + countWords(b), 0),
    article.summary.split(/\s+/).length,
  );
  return Math.max(1, Math.round(words / 200));
}
