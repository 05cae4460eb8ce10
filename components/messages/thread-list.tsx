import { Link } from "@/components/i18n/link";
import { formatDateTime } from "@/lib/format/date";
import type { ThreadSummary } from "@/lib/messages/list-threads";

/** Conversations, newest activity first, each with its unread count and status. */
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
  if (threads.length === 0) {
    return (
      <p className="rounded-lg border border-slate-200 bg-white p-8 text-center text-sm text-slate-500">
        {empty}
      </p>
    );
  }
  return (
    <ul
      aria-label="Conversations"
      className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white"
    >
      {threads.map((t) => (
        <li key={t.id}>
          <Link
            href={hrefFor(t.id)}
            className="flex items-start justify-between gap-3 p-4 hover:bg-slate-50"
          >
            <div className="min-w-0">
              <p className="truncate font-semibold text-slate-900">{t.subject}</p>
              <p className="text-sm text-slate-600">{t.otherName}</p>
              <p className="truncate text-sm text-slate-500">{t.preview}</p>
            </div>
            <div className="shrink-0 text-right text-xs text-slate-500">
              <p>{formatDateTime(t.lastMessageAt)}</p>
              {showStatus ? <p className="mt-1 font-medium text-slate-700">{t.status}</p> : null}
              {t.unread > 0 ? (
                <p className="mt-1 inline-block rounded-full bg-accent-500 px-2 py-0.5 font-bold text-ink">
                  {t.unread} unread
                </p>
              ) : null}
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
