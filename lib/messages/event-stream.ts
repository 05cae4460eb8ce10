import "server-only";
import { messageBus, type MessageBus } from "./bus";
import { sharedHeartbeats, type Heartbeats } from "./heartbeats";
import type { Participant } from "./participant";
import { buyerChannel, sellerChannel, type ThreadEvent } from "./thread-events";

export function participantChannels(p: Participant): string[] {
  const channels = [buyerChannel(p.phone)];
  if (p.role === "seller" && p.userId !== null) channels.push(sellerChannel(p.userId));
  return channels;
}

/** The headers of an event stream, wherever it is served from. */
export const STREAM_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  "Cache-Control": "no-store, no-transform",
  Connection: "keep-alive",
  "X-Accel-Buffering": "no",
} as const;

const encoder = new TextEncoder();
/** The first bytes of every stream: the browser reconnects after 2 s (then catches up). */
export const STREAM_OPENING = encoder.encode("retry: 2000\n: connected\n\n");
const KEEP_ALIVE = encoder.encode(": keep-alive\n\n");
const encoded = new WeakMap<ThreadEvent, Uint8Array>();

/**
 * An event as its `data:` block, encoded once however many streams it goes to: the bus hands
 * the same object to every listener of every channel it names (lib/messages/bus.ts).
 */
function eventBytes(event: ThreadEvent): Uint8Array {
  let bytes = encoded.get(event);
  if (!bytes) {
    bytes = encoder.encode(`data: ${JSON.stringify(event)}\n\n`);
    encoded.set(event, bytes);
  }
  return bytes;
}

export type FeedDeps = { bus?: MessageBus; heartbeats?: Heartbeats };

/**
 * A participant's live events written to `write` as Server-Sent Events: the opening (`retry:`),
 * one `data:` block of JSON per thread event, and a keep-alive comment at least every 20 s from
 * the process's shared heartbeat. Returns the function that ends the feed (idempotent); a
 * `write` that throws (the connection is gone) ends it too.
 */
export function openEventFeed(
  p: Participant,
  write: (bytes: Uint8Array) => void,
  { bus = messageBus(), heartbeats = sharedHeartbeats() }: FeedDeps = {},
): () => void {
  let open = true;
  const send = (bytes: Uint8Array) => {
    if (!open) return;
    try {
      write(bytes);
    } catch {
      stop();
    }
  };
  const unsubscribe = bus.subscribe(participantChannels(p), (event) => send(eventBytes(event)));
  const stopBeat = heartbeats.add(() => send(KEEP_ALIVE));
  function stop() {
    if (!open) return;
    open = false;
    stopBeat();
    unsubscribe();
  }
  send(STREAM_OPENING);
  return stop;
}

/**
 * The feed as a response body for a route handler. Ends when the client goes (`signal`, or the
 * body cancelled).
 */
export function threadEventStream(
  p: Participant,
  signal: AbortSignal,
  deps: FeedDeps = {},
): ReadableStream<Uint8Array> {
  let stop = () => {};
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const end = openEventFeed(p, (bytes) => controller.enqueue(bytes), deps);
      stop = () => {
        end();
        try {
          controller.close();
        } catch {
          // already closed
        }
      };
      if (signal.aborted) stop();
      else signal.addEventListener("abort", stop, { once: true });
    },
    cancel() {
      stop();
    },
  });
}
