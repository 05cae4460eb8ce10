import type { ContentSection } from "@/lib/content/blocks";

/** A legal page (terms, privacy) as data. */
export type LegalDocument = {
  title: string;
  metaDescription: string;
  /** ISO date (YYYY-MM-DD) shown as "Last updated". */
  lastUpdated: string;
  intro: string[];
  sections: ContentSection[];
};
