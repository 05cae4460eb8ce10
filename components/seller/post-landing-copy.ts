import type { LucideIcon } from "lucide-react";

export type PostLandingKind = "property" | "project";

/** The words of one "post for free" page (English in post-landing.tsx, Hindi in post-landing-hi.ts). */
export type LandingCopy = {
  title: string;
  intro: string;
  addPath: string;
  benefits: readonly { icon: LucideIcon; title: string; text: string }[];
  steps: readonly string[];
  faqs: readonly { q: string; a: string }[];
};
