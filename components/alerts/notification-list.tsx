"use client";

import { useLocalizedRouter } from "@/components/i18n/use-localized-router";
import { Link } from "@/components/i18n/link";

import { useTranslations } from "next-intl";
import { useTransition } from "react";
import { useSiteLocale } from "@/components/i18n/use-site-locale";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { ActionResult } from "@/lib/actions/result";
import type { NotificationItem } from "@/lib/notifications/user-notifications";
import { formatDayTime } from "@/lib/format/date";
import { useNoticeWords } from "./use-notice-words";

/** The buyer's alerts and other notices in My Profile, newest first. */
export function NotificationList({
  items,
  unread,
  markAllRead,
}: {
  items: NotificationItem[];
  unread: number;
  markAllRead: () => Promise<ActionResult<{ updated: number }>>;
}) {
  const router = useLocalizedRouter();
  const hydrated = useHydrated();
  const t = useTranslations("account");
  const locale = useSiteLocale();
  const words = useNoticeWords();
  const [pending, startTransition] = useTransition();
  if (items.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600">
        {t("noNotifications")}
      </p>
    );
  }
  return (
    <div className="space-y-2" data-hydrated={hydrated}>
      <div className="flex items-center justify-between text-sm">
        <p className="text-slate-600">
          {unread > 0 ? t("unread", { count: unread }) : t("allRead")}
        </p>
        {unread > 0 ? (
          <button
            type="button"
            disabled={pending || !hydrated}
            onClick={() =>
              startTransition(async () => {
                await markAllRead();
                router.refresh();
              })
            }
            className="font-semibold text-brand-700 hover:underline disabled:opacity-60"
          >
            {t("markAllRead")}
          </button>
        ) : null}
      </div>
      <ul className="divide-y divide-slate-100" aria-label={t("notifications")}>
        {items.map((n) => (
          <li key={n.id} className="py-2.5">
            <div className="flex items-start justify-between gap-2">
              <p
                className={`text-sm ${n.read ? "text-slate-700" : "font-semibold text-slate-900"}`}
              >
                {n.link ? (
                  <Link href={n.link} className="hover:text-brand-700">
                    {words(n.title)}
                  </Link>
                ) : (
                  words(n.title)
                )}
              </p>
              <time dateTime={n.createdAt} className="shrink-0 text-xs text-slate-500">
                {formatDayTime(n.createdAt, locale)}
              </time>
            </div>
            {n.body ? (
              <p className="mt-0.5 text-sm text-slate-600">{words(n.body, n.kind)}</p>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
