"use client";

import { useEffect, useRef } from "react";
import type { ThreadEvent } from "@/lib/messages/thread-events";

type Subscriber = { onEvent: (event: ThreadEvent) => void; poll?: () => void };

/** How often the fallback asks for news while the live stream is down. */
export const POLL_MS = 3000;

const subscribers = new Set<Subscriber>();
let source: EventSource | null = null;
let pollTimer: ReturnType<typeof setInterval> | null = null;

function startPolling() {
  if (pollTimer) return;
  pollTimer = setInterval(() => {
    for (const s of subscribers) s.poll?.();
  }, POLL_MS);
}

function stopPolling() {
  if (pollTimer) clearInterval(pollTimer);
  pollTimer = null;
}

/**
 * One EventSource per tab for every live part of the page (the open thread, the unread badge).
 * While it is down (a proxy that buffers, a browser without EventSource, a restart) each part
 * polls; when it comes back each part catches up once.
 */
function connect() {
  if (source || typeof window === "undefined") return;
  if (typeof EventSource === "undefined") {
    startPolling();
    return;
  }
  source = new EventSource("/api/messages/stream");
  source.onopen = () => {
    stopPolling();
    for (const s of subscribers) s.poll?.();
  };
  source.onmessage = (message) => {
    let event: ThreadEvent;
    try {
      event = JSON.parse(message.data as string) as ThreadEvent;
    } catch {
      return;
    }
    for (const s of subscribers) s.onEvent(event);
  };
  source.onerror = () => {
    startPolling();
    if (source?.readyState === EventSource.CLOSED) {
      source = null;
      setTimeout(() => {
        if (subscribers.size) connect();
      }, POLL_MS);
    }
  };
}

function disconnect() {
  source?.close();
  source = null;
  stopPolling();
}

/** Live thread events for this visitor; `poll` is the catch-up read (used while offline). */
export function useThreadEvents(onEvent: (event: ThreadEvent) => void, poll?: () => void): void {
  const latest = useRef<Subscriber>({ onEvent, poll });
  useEffect(() => {
    latest.current.onEvent = onEvent;
    latest.current.poll = poll;
  });
  useEffect(() => {
    const subscriber: Subscriber = {
      onEvent: (e) => latest.current.onEvent(e),
      poll: () => latest.current.poll?.(),
    };
    subscribers.add(subscriber);
    connect();
    return () => {
      subscribers.delete(subscriber);
      if (subscribers.size === 0) disconnect();
    };
  }, []);
}
