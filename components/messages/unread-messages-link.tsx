"use client";

import { MessagesSquare } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link } from "@/components/i18n/link";
import { useCallback, useEffect, useState } from "react";
import { useThreadEvents } from "./use-thread-events";

type Counts = { buyer: number; seller: number };

async function fetchCounts(): Promise<Counts | null> {
  try {
    const res = await fetch("/api/messages/unread", { cache: "no-store" });
    return res.ok ? ((await res.json()) as Counts) : null;
  } catch {
    return null;
  }
}

/** Follows the live stream (seller workspace, where it is always open). */
function LiveRefresh({ refresh }: { refresh: () => void }) {
  useThreadEvents(refresh, refresh);
  return null;
}

/**
 * Unread messages as a link with a count: the buyer's in the public header, the seller's beside
 * the bell. Counted on load, when the tab comes back into view and every 30 s; `live` also follows
 * the event stream, so a new message shows within a second (and is counted when the stream opens,
 * not on load: its `initial` is the server's count).
 */
export function UnreadMessagesLink({
  side,
  href,
  live = false,
  initial = 0,
  className,
}: {
  side: "buyer" | "seller";
  href: string;
  live?: boolean;
  initial?: number;
  className?: string;
}) {
  const [count, setCount] = useState(initial);
  const t = useTranslations("nav");
  const refresh = useCallback(() => {
    void fetchCounts().then((c) => {
      if (c) setCount(c[side]);
    });
  }, [side]);

  useEffect(() => {
    // A live badge starts from the server's count and catches up when its stream opens (the
    // stream's first `poll`); counting on mount as well asked the server twice per page.
    if (!live) refresh();
    const timer = setInterval(refresh, 30_000);
    const onFocus = () => {
      if (document.visibilityState === "visible") refresh();
    };
    document.addEventListener("visibilitychange", onFocus);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onFocus);
    };
  }, [refresh, live]);

  return (
    <Link
      href={href}
      aria-label={count ? t("messagesUnread", { count }) : t("messages")}
      className={`relative inline-flex rounded-full p-2 ${className ?? "text-slate-600 hover:bg-slate-100"}`}
    >
      {live ? <LiveRefresh refresh={refresh} /> : null}
      <MessagesSquare className="h-5 w-5" aria-hidden />
      {count > 0 ? (
        <span className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs font-bold leading-5 text-white">
          {count > 99 ? "99+" : count}
        </span>
      ) : null}
    </Link>
  );
}
