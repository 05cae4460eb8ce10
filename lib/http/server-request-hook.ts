import http from "node:http";

type Emit = (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
type Patchable = { emit: Emit } & { [key: symbol]: true | undefined };

/**
 * What a hook does with one request, before Next.js sees it: change it and hand it on with
 * `next()` (now, or later once something was awaited), or answer it on `response` itself.
 * Returns what `next()` returned, or true when it answered or will hand on later.
 */
export type ServerRequestHandler = (
  request: http.IncomingMessage,
  response: http.ServerResponse,
  next: () => boolean,
) => boolean;

/**
 * Runs `handle` on every request any Node HTTP server of this process receives (Next.js's
 * included), before the server's own listeners: the one way the app's hooks on Node's server
 * are installed (instrumentation.ts). Once per `name` and process, whatever module copy asks
 * (the mark is on Node's own prototype); returns whether this call installed it. The hook
 * installed last runs first.
 */
export function hookServerRequests(name: string, handle: ServerRequestHandler): boolean {
  const key = Symbol.for(`landacre.${name}`);
  const proto = http.Server.prototype as unknown as Patchable;
  if (proto[key]) return false;
  proto[key] = true;
  const emit = proto.emit;
  proto.emit = function emitRequest(event, ...args) {
    if (event !== "request") return emit.call(this, event, ...args);
    return handle(args[0] as http.IncomingMessage, args[1] as http.ServerResponse, () =>
      emit.call(this, event, ...args),
    );
  };
  return true;
}
