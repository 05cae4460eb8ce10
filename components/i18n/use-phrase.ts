import { useLocale, useMessages } from "next-intl";
import { useMemo } from "react";
import { isLocale } from "@/lib/i18n/locales";
import type { Messages } from "@/lib/i18n/messages";
import { phrasesOf, type PhraseTranslator } from "@/lib/i18n/phrase";

/** The catalogue's `phrases` in a client component (lib/i18n/phrase.ts). */
export function usePhrase(): PhraseTranslator {
  const messages = useMessages() as Messages;
  const locale = useLocale();
  return useMemo(() => phrasesOf(messages, isLocale(locale) ? locale : "en"), [messages, locale]);
}
