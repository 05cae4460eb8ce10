import { useTranslations } from "next-intl";
import { usePhrase } from "@/components/i18n/use-phrase";
import { useSiteLocale } from "@/components/i18n/use-site-locale";
import { readSystemNote } from "@/lib/messages/system-note";
import { slotLabel } from "@/lib/messages/visits/visit-time";

/**
 * A line the site wrote in a conversation, in the page's language: a visit note worded again
 * from the catalogue's `conversation.note` (its times included), any other line through the
 * catalogue's phrases. English shows the line as stored. The conversation's bubbles and the
 * conversation list's previews word the same line alike.
 */
export function useSiteNote(): (body: string) => string {
  const t = useTranslations("conversation");
  const phrase = usePhrase();
  const locale = useSiteLocale();
  return (body) => {
    const note = locale === "en" ? null : readSystemNote(body);
    if (!note) return phrase(body);
    const times = ("slots" in note ? note.slots : [])
      .map((slot) => slotLabel(slot, { locale, phrase }))
      .join("; ");
    return t(`note.${note.kind}`, { by: "by" in note ? note.by : "", times });
  };
}
