"use client";

import { useTranslations } from "next-intl";
import { useSiteLocale } from "@/components/i18n/use-site-locale";
import { useNoticeWords } from "@/components/alerts/use-notice-words";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Bell } from "lucide-react";
import { Link } from "@/components/i18n/link";
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { NotificationItem } from "@/lib/notifications/user-notifications";
import { dataOrThrow } from "@/lib/actions/result";
import { markNotificationsReadAction } from "@/lib/notifications/actions";
import { sellerKeys, useNotifications } from "./seller-queries";
import { formatDayTime } from "@/lib/format/date";

/** The bell: unread count, and a dropdown of the latest notifications. */
export function NotificationBell({
  initial,
}: {
  initial: { items: NotificationItem[]; unread: number };
}) {
  const t = useTranslations("seller.bell");
  // Enquiry notices name the listing as listing cards do; other notices are phrases.
  const words = useNoticeWords();
  const locale = useSiteLocale();
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const box = useRef<HTMLDivElement>(null);
  const client = useQueryClient();
  const { data } = useNotifications(initial);
  const markRead = useMutation({
    mutationFn: (ids?: number[]) => dataOrThrow(markNotificationsReadAction({ ids })),
    onSuccess: () => client.invalidateQueries({ queryKey: sellerKeys.notifications }),
  });

  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (
        e instanceof KeyboardEvent ? e.key === "Escape" : !box.current?.contains(e.target as Node)
      ) {
        setOpen(false);
      }
    };
    document.addEventListener("mousedown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("mousedown", close);
      document.removeEventListener("keydown", close);
    };
  }, [open]);

  const unread = data.unread;
  return (
    <div ref={box} className="relative" data-hydrated={hydrated}>
      <button
        type="button"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-haspopup="true"
        aria-label={unread ? t("labelUnread", { count: unread }) : t("title")}
        className="relative rounded-full p-2 text-slate-600 hover:bg-slate-100"
      >
        <Bell className="h-5 w-5" aria-hidden />
        {unread > 0 ? (
          <span className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs font-bold leading-5 text-white">
            {unread > 99 ? "99+" : unread}
          </span>
        ) : null}
      </button>
      {open ? (
        <div
          role="region"
          aria-label={t("title")}
          className="absolute right-0 z-50 mt-2 w-80 max-w-[calc(100vw-2rem)] rounded-lg border bg-white shadow-xl border-slate-200"
        >
          <div className="flex items-center justify-between border-b px-3 py-2 border-slate-200">
            <p className="text-sm font-semibold">{t("title")}</p>
            {unread > 0 ? (
              <button
                type="button"
                className="text-xs font-medium text-brand-600"
                onClick={() => markRead.mutate(undefined)}
              >
                {t("markAllRead")}
              </button>
            ) : null}
          </div>
          {data.items.length === 0 ? (
            <p className="px-3 py-6 text-center text-sm text-slate-500">{t("none")}</p>
          ) : (
            <ul className="max-h-96 divide-y overflow-auto divide-slate-200">
              {data.items.map((n) => {
                const body = (
                  <>
                    <p
                      className={`text-sm ${n.read ? "text-slate-700" : "font-semibold text-slate-900"}`}
                    >
                      {words(n.title, n.kind)}
                    </p>
                    {n.body ? (
                      <p className="text-xs text-slate-600">{words(n.body, n.kind)}</p>
                    ) : null}
                    <p className="mt-0.5 text-xs text-slate-500">
                      {formatDayTime(n.createdAt, locale)}
                    </p>
                  </>
                );
                const onClick = () => {
                  if (!n.read) markRead.mutate([n.id]);
                  setOpen(false);
                };
                return (
                  <li key={n.id} className={n.read ? "" : "bg-brand-50/50"}>
                    {n.link ? (
                      <Link
                        href={n.link}
                        onClick={onClick}
                        className="block px-3 py-2 hover:bg-slate-50"
                      >
                        {body}
                      </Link>
                    ) : (
                      <button
                        type="button"
                        onClick={onClick}
                        className="block w-full px-3 py-2 text-left hover:bg-slate-50"
                      >
                        {body}
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
