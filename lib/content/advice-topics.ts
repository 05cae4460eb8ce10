/**
 * Topics a visitor can book a consultation about on /real-estate/advice.
 * For kind "advice" rows, contact_requests.service holds one of these slugs.
 * Isomorphic (the consultation form lists them).
 */
export const ADVICE_TOPICS = [
  { slug: "buying-a-home", label: "Buying a flat or house" },
  { slug: "buying-a-plot", label: "Buying land or a plot" },
  { slug: "selling", label: "Selling a property" },
  { slug: "home-loan", label: "Home loan and tax benefits" },
  { slug: "legal-documents", label: "Legal documents and RERA" },
  { slug: "renting-out", label: "Renting out a property" },
  { slug: "investment", label: "Real estate investment" },
  { slug: "nri", label: "NRI property matters" },
] as const;

export type AdviceTopicSlug = (typeof ADVICE_TOPICS)[number]["slug"];

export function findAdviceTopic(slug: string) {
  return ADVICE_TOPICS.find((t) => t.slug === slug);
}
