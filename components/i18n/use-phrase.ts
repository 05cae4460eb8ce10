import { useMessages } from "next-intl";
import { useMemo } from "react";
import type { Messages } from "@/lib/i18n/messages";
import { phrasesOf, type PhraseTranslator } from "@/lib/i18n/phrase";

/** The catalogue's `phrases` in a client component (lib/i18n/phrase.ts). */
export function usePhrase(): PhraseTranslator {
  const messages = useMessages() as Messages;
  return useMemo(() => phrasesOf(messages), [messages]);
}
