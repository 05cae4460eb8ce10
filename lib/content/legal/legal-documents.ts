import type { Locale } from "@/lib/i18n/locales";
import { PRIVACY_POLICY } from "./privacy";
import { PRIVACY_POLICY_HI } from "./privacy-hi";
import { TERMS } from "./terms";
import { TERMS_HI } from "./terms-hi";
import type { LegalDocument } from "./types";

const DOCUMENTS = {
  privacy: { en: PRIVACY_POLICY, hi: PRIVACY_POLICY_HI },
  terms: { en: TERMS, hi: TERMS_HI },
} as const satisfies Record<string, Record<Locale, LegalDocument>>;

/** The site's own legal pages (privacy policy, terms) in a language. */
export function legalDocument(kind: keyof typeof DOCUMENTS, locale: Locale): LegalDocument {
  return DOCUMENTS[kind][locale];
}
