import type { Locale } from "./locales";
import en from "./messages/en.json";
import hi from "./messages/hi.json";

/** One message catalogue per language (lib/i18n/messages/<locale>.json). */
export type Messages = typeof en;

const CATALOGUES: Record<Locale, Messages> = { en, hi };

export function messagesFor(locale: Locale): Messages {
  return CATALOGUES[locale];
}

/**
 * Namespaces only server components and lib/ read (titles, headings, the listing page's and the
 * home page's sections): they stay out of the catalogue sent to the browser with every page.
 */
const SERVER_ONLY = new Set<string>([
  "home",
  "footer",
  "listing",
  "searchTitle",
  "searchChips",
  "cityPage",
  "projectPage",
  "agentPage",
  "insights",
  "comparePage",
  "shortlistPage",
]);

/** The part of a catalogue client components use (NextIntlClientProvider's messages). */
export function clientMessages(locale: Locale): Partial<Messages> {
  return Object.fromEntries(
    Object.entries(CATALOGUES[locale]).filter(([namespace]) => !SERVER_ONLY.has(namespace)),
  ) as Partial<Messages>;
}
