import { DEFAULT_LOCALE, isLocale, type Locale } from "./locales";

/** A page's `[locale]` param as a language (English for anything else, as the layout 404s it). */
export function pageLocale(param: string): Locale {
  return isLocale(param) ? param : DEFAULT_LOCALE;
}
