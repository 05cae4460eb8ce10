import { useTranslations } from "next-intl";
import { Link } from "@/components/i18n/link";
import { useCatalogue, usePhrase } from "@/components/i18n/use-phrase";
import { useSiteLocale } from "@/components/i18n/use-site-locale";
import { formatDateTime } from "@/lib/format/date";
import type { ThreadSummary } from "@/lib/messages/list-threads";
import { isSiteLine } from "@/lib/messages/system-note";
import { threadSubjectIn } from "@/lib/messages/thread-subject";
import { useSiteNote } from "./use-site-note";

/**
 * Conversations, newest activity first, each with its unread count and status. A preview of a
 * line the site wrote (an enquiry without a message, a shared number, a visit note) reads in the
 * page's language as it does in the conversation; what people typed stays as typed. So does the
 * subject: a listing's title the site wrote is worded as listing cards word it.
 */
export function ThreadList({
  threads,
  hrefFor,
  showStatus,
  empty,
}: {
  threads: ThreadSummary[];
  hrefFor: (id: number) => string;
  showStatus: boolean;
  empty: string;
}) {
  const t = useTranslations("conversation");
  const phrase = usePhrase();
  const siteNote = useSiteNote();
  const locale = useSiteLocale();
  const titleWords = useCatalogue()?.titleWords;
  if (threads.length === 0) {
    return (
      <p className="rounded-lg border border-slate-200 bg-white p-8 text-center text-sm text-slate-500">
        {empty}
      </p>
    );
  }
  return (
    <ul
      aria-label={t("conversations")}
      className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white"
    >
      {threads.map((thread) => (
        <li key={thread.id}>
          <Link
            href={hrefFor(thread.id)}
            className="flex items-start justify-between gap-3 p-4 hover:bg-slate-50"
          >
            <div className="min-w-0">
              <p className="truncate font-semibold text-slate-900">
                {threadSubjectIn(thread.subject, thread.target, locale, titleWords)}
              </p>
              <p className="text-sm text-slate-600">{thread.otherName}</p>
              <p className="truncate text-sm text-slate-500">
                {isSiteLine(thread.preview) ? siteNote(thread.preview) : thread.preview}
              </p>
            </div>
            <div className="shrink-0 text-right text-xs text-slate-500">
              <p>{formatDateTime(thread.lastMessageAt, locale)}</p>
              {showStatus ? (
                <p className="mt-1 font-medium text-slate-700">{phrase(thread.status)}</p>
              ) : null}
              {thread.unread > 0 ? (
                <p className="mt-1 inline-block rounded-full bg-accent-500 px-2 py-0.5 font-bold text-ink">
                  {t("unread", { count: thread.unread })}
                </p>
              ) : null}
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
