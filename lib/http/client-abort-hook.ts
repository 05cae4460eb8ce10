import "server-only";
import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";
import { log } from "@/lib/log";

const INSTALLED = Symbol.for("landacre.clientAbortHook");
/** The requests on a socket whose responses have not finished. */
const UNFINISHED = Symbol("landacre.unfinishedRequests");
type Holder = { [INSTALLED]?: true };
type TrackedSocket = Socket & { [UNFINISHED]?: Set<IncomingMessage> };
type HttpMessage = { request: IncomingMessage; socket: TrackedSocket };

function clientGone(this: IncomingMessage, error: Error): void {
  log.debug({ err: error, url: this.url }, "client closed the request");
}

/** Gives each unfinished request of a closing socket an 'error' listener if it has none. */
function guardUnfinished(this: TrackedSocket): void {
  for (const request of this[UNFINISHED] ?? []) {
    if (request.listenerCount("error") === 0) request.on("error", clientGone);
  }
  this[UNFINISHED]?.clear();
}

/**
 * When a client leaves before its request is answered, Node's http server destroys the request
 * with `Error: aborted`. A plain request only emits that error to listeners, but Next.js swaps
 * the request's stream for a copy of its body when proxy.ts runs (server actions and the
 * listing pages), and that copy emits it regardless; with no listener it is an uncaught
 * exception (seen when a valid action id is posted to a page without it: Next.js forwards the
 * call to the action's page, whose answer is never finished once the caller stops reading).
 * So, when a socket closes, each of its requests still unanswered gets an 'error' listener if
 * it has none (a debug line instead of "uncaughtException"). One 'close' listener per socket,
 * added after Node's own: it runs in the same turn, before the request's error (next tick).
 * Installed once per process from instrumentation.ts.
 */
export function installClientAbortHook(): void {
  const holder = globalThis as Holder;
  if (holder[INSTALLED]) return;
  holder[INSTALLED] = true;
  subscribe("http.server.request.start", (message) => {
    const { request, socket } = message as HttpMessage;
    let unfinished = socket[UNFINISHED];
    if (!unfinished) {
      unfinished = socket[UNFINISHED] = new Set();
      socket.once("close", guardUnfinished);
    }
    unfinished.add(request);
  });
  subscribe("http.server.response.finish", (message) => {
    const { request, socket } = message as HttpMessage;
    socket[UNFINISHED]?.delete(request);
  });
}
