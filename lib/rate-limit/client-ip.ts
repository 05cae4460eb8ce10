/**
 * The client's address for rate limits. Only the server decides it: lib/http/client-address.ts
 * writes this header on every incoming request from the socket's address and the trusted
 * proxy hops (TRUSTED_PROXY_HOPS), replacing anything a client sent under the same name.
 * X-Forwarded-For itself is never read here: a client can put anything in it.
 */
export const CLIENT_ADDRESS_HEADER = "x-landacre-client-address";

export function clientIpFrom(headers: Headers): string {
  return headers.get(CLIENT_ADDRESS_HEADER)?.trim() || "unknown";
}
