import "server-only";
import { messageBus, type MessageBus } from "./bus";
import type { Participant } from "./participant";
import { buyerChannel, sellerChannel, type ThreadEvent } from "./thread-events";

const HEARTBEAT_MS = 20_000;

export function participantChannels(p: Participant): string[] {
  const channels = [buyerChannel(p.phone)];
  if (p.role === "seller" && p.userId !== null) channels.push(sellerChannel(p.userId));
  return channels;
}

/**
 * A Server-Sent Events body: one `data:` line of JSON per thread event for this participant, a
 * comment every 20 s so proxies keep the connection, and `retry: 2000` so the browser reconnects
 * quickly (it then catches up through the thread's `after` read). Ends when the client goes.
 */
export function threadEventStream(
  p: Participant,
  signal: AbortSignal,
  bus: MessageBus = messageBus(),
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let stop = () => {};
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          stop();
        }
      };
      const listener = (event: ThreadEvent) => send(`data: ${JSON.stringify(event)}\n\n`);
      const unsubscribe = bus.subscribe(participantChannels(p), listener);
      const heartbeat = setInterval(() => send(": keep-alive\n\n"), HEARTBEAT_MS);
      stop = () => {
        clearInterval(heartbeat);
        unsubscribe();
        try {
          controller.close();
        } catch {
          // already closed
        }
      };
      send("retry: 2000\n: connected\n\n");
      if (signal.aborted) stop();
      else signal.addEventListener("abort", () => stop(), { once: true });
    },
    cancel() {
      stop();
    },
  });
}
