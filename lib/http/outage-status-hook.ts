import "server-only";
import { ServerResponse } from "node:http";
import { databaseDownSince } from "@/lib/db/availability";
import { isPageRead } from "@/lib/http/page-read";
import { RETRY_AFTER_SECONDS } from "@/lib/http/service-unavailable";

const INSTALLED = Symbol.for("landacre.outageStatusHook");
type Holder = { [INSTALLED]?: true };

/**
 * While the database is down, a page that fails answers 503 + Retry-After instead of 500, keeping
 * what it drew (the site's error screen, with "Try again"): a crawler comes back later instead of
 * dropping the page, and no cache in front keeps the failure. A page can never choose its status,
 * and a cached public page still answers 200 from the cache without the database. Pages rendered
 * per visitor never get this far during an outage (proxy.ts answers them with the outage page).
 * Decided as the status line is written (Node's `writeHead`, which every response goes through);
 * headers passed to `writeHead` itself win over the two set here, as in Node (Next.js passes
 * none). Installed once per process from instrumentation.ts.
 */
export function installOutageStatusHook(): void {
  const holder = globalThis as Holder;
  if (holder[INSTALLED]) return;
  holder[INSTALLED] = true;
  const writeHead = ServerResponse.prototype.writeHead as (
    this: ServerResponse,
    statusCode: number,
    ...rest: unknown[]
  ) => ServerResponse;
  function outageAwareWriteHead(
    this: ServerResponse,
    statusCode: number,
    ...rest: unknown[]
  ): ServerResponse {
    if (statusCode !== 500 || databaseDownSince() === null || !isPageRead(this.req)) {
      return writeHead.call(this, statusCode, ...rest);
    }
    this.setHeader("Retry-After", String(RETRY_AFTER_SECONDS));
    this.setHeader("Cache-Control", "no-store");
    // A reason phrase given with the 500 ("Internal Server Error") would not fit the 503.
    const headers = typeof rest[0] === "string" ? rest.slice(1) : rest;
    return writeHead.call(this, 503, ...headers);
  }
  ServerResponse.prototype.writeHead =
    outageAwareWriteHead as unknown as typeof ServerResponse.prototype.writeHead;
}
