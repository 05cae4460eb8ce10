import type { Article } from "../types";
import { plotDocumentsHi } from "./buying-a-plot-documents-to-verify";
import { areaDefinitionsHi } from "./carpet-built-up-super-built-up-area";
import { homeLoanChecklistHi } from "./home-loan-checklist";
import { rentAgreementEssentialsHi } from "./rent-agreement-essentials";
import { reraChecklistHi } from "./rera-checklist-before-booking";
import { stampDutyByStateHi } from "./stamp-duty-registration-charges-by-state";

/** The guides in Hindi, by slug (the same facts, figures and dates as the English). */
export const ARTICLES_HI: Partial<Record<string, Article>> = Object.fromEntries(
  [
    reraChecklistHi,
    areaDefinitionsHi,
    stampDutyByStateHi,
    homeLoanChecklistHi,
    plotDocumentsHi,
    rentAgreementEssentialsHi,
  ].map((article) => [article.slug, article]),
);
