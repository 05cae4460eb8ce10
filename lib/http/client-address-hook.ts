import "server-only";
import http from "node:http";
import { env } from "@/lib/env";
import { CLIENT_ADDRESS_HEADER } from "@/lib/rate-limit/client-ip";
import { resolveClientAddress } from "./client-address";

const INSTALLED = Symbol.for("landacre.clientAddressHook");
type Emit = (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
type Patchable = { emit: Emit; [INSTALLED]?: number };

/**
 * Route handlers and server actions see headers only, not the socket. Before Next handles a
 * request, this writes the client's address (socket + trusted proxy hops) into
 * CLIENT_ADDRESS_HEADER, overwriting whatever a client sent under that name. Installed once per
 * process from instrumentation.ts; later calls only change the number of trusted hops.
 */
export function installClientAddressHook(trustedHops: number = env.TRUSTED_PROXY_HOPS): void {
  const proto = http.Server.prototype as unknown as Patchable;
  const alreadyInstalled = proto[INSTALLED] !== undefined;
  proto[INSTALLED] = trustedHops;
  if (alreadyInstalled) return;
  const original = proto.emit;
  proto.emit = function emit(event, ...args) {
    if (event === "request") {
      const req = args[0] as http.IncomingMessage;
      req.headers[CLIENT_ADDRESS_HEADER] = resolveClientAddress(
        req.socket?.remoteAddress,
        req.headers["x-forwarded-for"],
        proto[INSTALLED] ?? 0,
      );
    }
    return original.call(this, event, ...args);
  };
}
