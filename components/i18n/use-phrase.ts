import { useMessages } from "next-intl";
import { useMemo } from "react";
import type { Messages } from "@/lib/i18n/messages";
import { phrasesOf, type PhraseTranslator } from "@/lib/i18n/phrase";
import { isOutsideLanguageProvider, useSiteLocale } from "./use-site-locale";

/**
 * The catalogue, or null outside a language provider (a component rendered on its own, as in a
 * unit test). useMessages always reads the context first, so the hook order never changes.
 */
export function useCatalogue(): Messages | null {
  try {
    return useMessages() as Messages;
  } catch (error) {
    if (isOutsideLanguageProvider(error)) return null;
    throw error;
  }
}

const asWritten: PhraseTranslator = (english) => english;

/** The catalogue's `phrases` in a client component (lib/i18n/phrase.ts); English without one. */
export function usePhrase(): PhraseTranslator {
  const messages = useCatalogue();
  const locale = useSiteLocale();
  return useMemo(() => (messages ? phrasesOf(messages, locale) : asWritten), [messages, locale]);
}
