import { useTranslations } from "next-intl";
import { useSiteLocale } from "@/components/i18n/use-site-locale";
import { formatDateTime } from "@/lib/format/date";
import { DELETED_MESSAGE } from "@/lib/messages/system-note";
import type { MessageView } from "@/lib/messages/thread-events";
import { useSiteNote } from "./use-site-note";

/**
 * One message. The text is rendered as a text node (never as HTML): markup someone typed shows
 * as they typed it. The site's own notes (visit times, a shared number) read in the page's
 * language; what people typed stays as typed.
 */
export function MessageBubble({
  message,
  mine,
  otherName,
}: {
  message: MessageView;
  mine: boolean;
  otherName: string;
}) {
  const t = useTranslations("conversation");
  const siteNote = useSiteNote();
  const locale = useSiteLocale();
  if (message.sender === "system") {
    // English shows the note as stored; another language words it again, times included.
    return (
      <li className="mx-auto max-w-md rounded-md bg-slate-100 px-3 py-2 text-center text-xs text-slate-600">
        <p className="whitespace-pre-wrap break-words">{siteNote(message.body)}</p>
        <p className="mt-1 text-[11px] text-slate-500">
          {formatDateTime(message.createdAt, locale)}
        </p>
      </li>
    );
  }
  return (
    <li
      aria-label={mine ? t("yourMessage") : t("messageFrom", { name: otherName })}
      className={`flex ${mine ? "justify-end" : "justify-start"}`}
    >
      <div
        className={`max-w-[85%] rounded-2xl px-4 py-2 shadow-sm ${mine ? "bg-brand-600 text-white" : "border border-slate-200 bg-white text-slate-900"}`}
      >
        <p className="whitespace-pre-wrap break-words text-sm">
          {message.body === DELETED_MESSAGE ? siteNote(message.body) : message.body}
        </p>
        <p className={`mt-1 text-[11px] ${mine ? "text-white/80" : "text-slate-500"}`}>
          {t("sentAt", { time: formatDateTime(message.createdAt, locale) })}
          {mine && message.seenAt
            ? ` · ${t("seenAt", { time: formatDateTime(message.seenAt, locale) })}`
            : ""}
        </p>
      </div>
    </li>
  );
}
