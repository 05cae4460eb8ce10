import { getLocale } from "next-intl/server";
import { listingTitleIn } from "@/lib/listings/title-words";
import { DEFAULT_LOCALE, isLocale } from "./locales";
import { messagesFor } from "./messages";
import { phraseFor, type PhraseTranslator } from "./phrase";

/** The page's phrase translator in a server component (lib/i18n/phrase.ts). */
export async function getPhrase(): Promise<PhraseTranslator> {
  const locale = await getLocale();
  return phraseFor(isLocale(locale) ? locale : DEFAULT_LOCALE);
}

/**
 * A listing's title in the page's language in an async server component: the server's side of
 * components/i18n/use-listing-title.ts (lib/listings/title-words.ts).
 */
export async function getListingTitle(): Promise<(title: string) => string> {
  const raw = await getLocale();
  const locale = isLocale(raw) ? raw : DEFAULT_LOCALE;
  const words = messagesFor(locale).titleWords;
  return (title) => listingTitleIn(title, locale, words);
}
