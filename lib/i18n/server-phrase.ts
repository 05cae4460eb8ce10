import { getLocale } from "next-intl/server";
import { DEFAULT_LOCALE, isLocale } from "./locales";
import { phraseFor, type PhraseTranslator } from "./phrase";

/** The page's phrase translator in a server component (lib/i18n/phrase.ts). */
export async function getPhrase(): Promise<PhraseTranslator> {
  const locale = await getLocale();
  return phraseFor(isLocale(locale) ? locale : DEFAULT_LOCALE);
}
