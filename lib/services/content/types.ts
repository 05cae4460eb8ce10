import type { ServiceSlug } from "@/lib/services/catalog";

/** One line of the indicative price table. Money is integer rupees, formatted on render. */
export type PriceLine = { item: string; note?: string } & (
  { from: number; to?: number; per?: string } | { percent: string; of: string } | { free: true }
);

export type ServiceFaq = { question: string; answer: string };

/** Everything a /services/<slug> page shows, as data. */
export type ServiceContent = {
  slug: ServiceSlug;
  /** Unique <title> (the site name is appended by the root template). */
  metaTitle: string;
  /** Unique meta description, about 140–160 characters. */
  metaDescription: string;
  /** One-sentence promise under the H1. */
  lead: string;
  intro: string[];
  /** Who usually asks for this service. */
  audience: string[];
  coverage: { title: string; text: string }[];
  steps: { title: string; text: string }[];
  pricing: { lines: PriceLine[]; note: string };
  faqs: ServiceFaq[];
  /** Slugs of /real-estate/advice articles worth reading next. */
  relatedArticles: string[];
  /** Placeholder for the message box of the request form. */
  messageHint: string;
};
