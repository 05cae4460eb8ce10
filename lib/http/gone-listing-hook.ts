import "server-only";
import http from "node:http";
import { rememberedGone } from "@/lib/cache/listing-state-memo";
import { databaseDownSince } from "@/lib/db/availability";
import { GONE_LISTING_PAGE, GONE_PAGE_HEADER } from "@/lib/http/gone-page";
import { isPageRead } from "@/lib/http/page-read";
import { hookServerRequests } from "@/lib/http/server-request-hook";
import { localizedPath, splitLocale, type Locale } from "@/lib/i18n/locales";
import { log } from "@/lib/log";
import { isListingGone } from "@/lib/properties/gone-property";
import { idFromSlugSegment, parseIdParam } from "@/lib/seo/urls";

/** On a response the hook sent to the gone page: its 200 goes out as 410. */
const GONE = Symbol.for("landacre.goneListingResponse");
type Marked = http.ServerResponse & { [GONE]?: true };

/** The listing a page address names (/property/<slug>-<id>, /property-profile?id=<id>, in Hindi too). */
export function listingOfUrl(url: string): { id: number; locale: Locale } | null {
  if (!url.startsWith("/property") && !url.startsWith("/hi/property")) return null;
  const query = url.indexOf("?");
  const { locale, path } = splitLocale(query < 0 ? url : url.slice(0, query));
  let id: number | null = null;
  if (path === "/property-profile") {
    const search = new URLSearchParams(query < 0 ? "" : url.slice(query + 1));
    id = parseIdParam(search.get("id") ?? undefined);
  } else {
    const slug = /^\/property\/([^/]+)$/.exec(path)?.[1];
    id = slug ? idFromSlugSegment(slug) : null;
  }
  return id ? { id, locale } : null;
}

/** Sends the request to the gone page (its query kept: a router payload's `_rsc`). */
function toGonePage(request: http.IncomingMessage, response: Marked, id: number, locale: Locale) {
  const url = request.url ?? "";
  const query = url.indexOf("?");
  request.url = `${localizedPath(locale, `${GONE_LISTING_PAGE}${id}`)}${query < 0 ? "" : url.slice(query)}`;
  request.headers[GONE_PAGE_HEADER] = "1";
  // A document says 410 to search engines; a router payload (a click inside the site) stays 200.
  if (!request.headers.rsc) response[GONE] = true;
}

/**
 * The address of a listing that was on the site and has left it (paused, expired or deleted)
 * answers 410 Gone, with a page that says so by name and offers similar listings, in the HTML as
 * sent. An App Router page cannot choose that status, so before Next.js sees such a request this
 * sends it to that page (cached once per listing) and writes its 200 as 410; a live listing's
 * request goes on untouched. The check is one indexed read, remembered a few seconds per process
 * (lib/cache/listing-state-memo.ts), answered without waiting once remembered, and skipped during
 * a database outage. Listing pages therefore never pass through proxy.ts, whose pass cost a third
 * of a cached page's CPU. Installed once per process from instrumentation.ts.
 */
export function installGoneListingHook(): void {
  const installed = hookServerRequests("goneListingHook", (request, response: Marked, next) => {
    // Only this hook sends a request to the gone page. (Deleted only when sent: a delete on
    // every request would turn each request's headers object into a slow dictionary.)
    if (request.headers[GONE_PAGE_HEADER] !== undefined) delete request.headers[GONE_PAGE_HEADER];
    const listing =
      isPageRead(request) && databaseDownSince() === null ? listingOfUrl(request.url ?? "") : null;
    const remembered = listing ? rememberedGone(listing.id) : false;
    if (!listing || remembered === false) return next();
    if (remembered) {
      toGonePage(request, response, listing.id, listing.locale);
      return next();
    }
    void isListingGone(listing.id)
      .then(
        (gone) => {
          if (gone) toGonePage(request, response, listing.id, listing.locale);
        },
        (error: unknown) => log.warn({ err: error, id: listing.id }, "gone listing check failed"),
      )
      .finally(() => {
        try {
          next();
        } catch (error) {
          log.error({ err: error }, "request handler failed");
          response.destroy();
        }
      });
    return true;
  });
  if (!installed) return;
  const writeHead = http.ServerResponse.prototype.writeHead as (
    this: Marked,
    statusCode: number,
    ...rest: unknown[]
  ) => http.ServerResponse;
  function goneAwareWriteHead(this: Marked, statusCode: number, ...rest: unknown[]) {
    if (statusCode !== 200 || !this[GONE]) return writeHead.call(this, statusCode, ...rest);
    this.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
    const headers = typeof rest[0] === "string" ? rest.slice(1) : rest;
    return writeHead.call(this, 410, ...headers);
  }
  http.ServerResponse.prototype.writeHead =
    goneAwareWriteHead as unknown as typeof http.ServerResponse.prototype.writeHead;
}
