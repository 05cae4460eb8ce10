import type { Locale } from "./locales";
import en from "./messages/en.json";
import hi from "./messages/hi.json";

/** One message catalogue per language (lib/i18n/messages/<locale>.json). */
export type Messages = typeof en;

const CATALOGUES: Record<Locale, Messages> = { en, hi };

export function messagesFor(locale: Locale): Messages {
  return CATALOGUES[locale];
}
