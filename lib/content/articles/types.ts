import type { ContentSection } from "@/lib/content/blocks";
import type { ServiceSlug } from "@/lib/services/catalog";

/** A guide on /real-estate/advice/<slug>, as data. */
export type Article = {
  slug: string;
  title: string;
  /** Unique meta description, about 140–160 characters. */
  metaDescription: string;
  /** One or two sentences shown on the advice index and under the title. */
  summary: string;
  category: "Buying" | "Legal" | "Finance" | "Renting";
  /** ISO dates (YYYY-MM-DD). */
  published: string;
  updated: string;
  sections: ContentSection[];
  /** Service pages that help with what the article describes. */
  relatedServices: ServiceSlug[];
};
