import "server-only";
import { env } from "@/lib/env";
import { hookServerRequests } from "@/lib/http/server-request-hook";
import { CLIENT_ADDRESS_HEADER } from "@/lib/rate-limit/client-ip";
import { resolveClientAddress } from "./client-address";

/** The trusted hops the hook reads, on the global object (one value per process, as the hook). */
const HOPS = Symbol.for("landacre.clientAddressHops");
type HopsHolder = { [HOPS]?: number };

/**
 * Route handlers and server actions see headers only, not the socket. Before Next handles a
 * request, this writes the client's address (socket + trusted proxy hops) into
 * CLIENT_ADDRESS_HEADER, overwriting whatever a client sent under that name. Installed once per
 * process from instrumentation.ts; later calls only change the number of trusted hops.
 */
export function installClientAddressHook(trustedHops: number = env.TRUSTED_PROXY_HOPS): void {
  const holder = globalThis as HopsHolder;
  holder[HOPS] = trustedHops;
  hookServerRequests("clientAddressHook", (req, _res, next) => {
    req.headers[CLIENT_ADDRESS_HEADER] = resolveClientAddress(
      req.socket?.remoteAddress,
      req.headers["x-forwarded-for"],
      holder[HOPS] ?? 0,
    );
    return next();
  });
}
