"use client";

import { useTranslations } from "next-intl";
import { usePhrase } from "@/components/i18n/use-phrase";
import { useLocalizedRouter } from "@/components/i18n/use-localized-router";

import { useCallback, useEffect, useRef, useState } from "react";
import type { ThreadView as ThreadData } from "@/lib/messages/read-thread";
import type { MessageView, ThreadEvent } from "@/lib/messages/thread-events";
import { MessageBubble } from "./message-bubble";
import { MessageComposer } from "./message-composer";
import { useThreadEvents } from "./use-thread-events";

function merge(list: MessageView[], more: MessageView[]): MessageView[] {
  const byId = new Map(list.map((m) => [m.id, m]));
  for (const m of more) byId.set(m.id, { ...byId.get(m.id), ...m });
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** Tells the server the thread is being read (the other side sees "Seen"). */
function markSeen(threadId: number) {
  void fetch(`/api/messages/threads/${threadId}/seen`, { method: "POST" }).catch(() => undefined);
}

/**
 * The messages of one thread, live: a new message from the other side appears without a reload
 * (Server-Sent Events, polling while the stream is down), and is marked seen while the page is
 * visible.
 */
export function ThreadMessages({ thread, otherName }: { thread: ThreadData; otherName: string }) {
  const router = useLocalizedRouter();
  const t = useTranslations("conversation");
  const phrase = usePhrase();
  const [messages, setMessages] = useState(thread.messages);
  const lastId = useRef(thread.messages.at(-1)?.id ?? 0);
  const listEnd = useRef<HTMLLIElement>(null);
  const me = thread.role === "admin" ? null : thread.role;

  const add = useCallback((more: MessageView[]) => {
    if (!more.length) return;
    lastId.current = Math.max(lastId.current, ...more.map((m) => m.id));
    setMessages((list) => merge(list, more));
  }, []);

  useEffect(() => {
    if (me && document.visibilityState === "visible") markSeen(thread.id);
  }, [me, thread.id]);

  useEffect(() => {
    listEnd.current?.scrollIntoView({ block: "end" });
  }, [messages.length]);

  const onEvent = useCallback(
    (event: ThreadEvent) => {
      if (event.threadId !== thread.id) return;
      if (event.kind === "message") {
        add([event.message]);
        if (me && event.message.sender !== me && document.visibilityState === "visible") {
          markSeen(thread.id);
        }
        // The other side's message or the site's note can move the status above ("Seller
        // replied", "Visit booked"): the page's server part is drawn again.
        if (event.message.sender !== me) router.refresh();
      } else if (event.kind === "seen" && event.by !== me) {
        setMessages((list) =>
          list.map((m) =>
            m.id <= event.upTo && m.sender === me && !m.seenAt ? { ...m, seenAt: event.at } : m,
          ),
        );
      } else if (event.kind === "thread") {
        router.refresh();
      }
    },
    [add, me, router, thread.id],
  );

  const poll = useCallback(() => {
    void fetch(`/api/messages/threads/${thread.id}/messages?after=${lastId.current}`, {
      cache: "no-store",
    })
      .then((res) => (res.ok ? (res.json() as Promise<{ messages: MessageView[] }>) : null))
      .then((body) => {
        if (body) add(body.messages);
      })
      .catch(() => undefined);
  }, [add, thread.id]);

  useThreadEvents(onEvent, poll);

  return (
    <div className="space-y-4">
      <ol
        aria-label={t("messages")}
        aria-live="polite"
        className="space-y-3 rounded-xl bg-slate-50 p-4"
      >
        {messages.map((m) => (
          <MessageBubble key={m.id} message={m} mine={m.sender === me} otherName={otherName} />
        ))}
        <li ref={listEnd} aria-hidden className="h-0" />
      </ol>
      {thread.lock.readOnly ? (
        <p role="note" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {phrase(thread.lock.note)}
        </p>
      ) : (
        <MessageComposer
          threadId={thread.id}
          onSent={(m) => {
            add([m]);
            // The sender's own first reply moves the status too.
            router.refresh();
          }}
        />
      )}
    </div>
  );
}
