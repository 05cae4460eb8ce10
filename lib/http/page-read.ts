import type { IncomingMessage } from "node:http";

/**
 * A request that reads a page (its HTML or its router payload): GET or HEAD, not a server action,
 * not the API or Next.js's files. For the hooks on Node's server and response.
 */
export function isPageRead(request: IncomingMessage | undefined): boolean {
  if (!request || (request.method !== "GET" && request.method !== "HEAD")) return false;
  if (request.headers["next-action"]) return false;
  const url = request.url ?? "";
  return !url.startsWith("/api/") && !url.startsWith("/_next/");
}
