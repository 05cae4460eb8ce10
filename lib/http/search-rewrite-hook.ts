import "server-only";
import { isPageRead } from "@/lib/http/page-read";
import { hookServerRequests } from "@/lib/http/server-request-hook";
import { localizedPath, splitLocale } from "@/lib/i18n/locales";
import { cachedSearchPath } from "@/lib/search/cached-search-path";
import { CACHED_SEARCH_ROUTE, RESULTS_PATH } from "@/lib/search/results-paths";

/** The router payload's cache-busting parameter, kept through the rewrite as Next.js keeps it. */
const RSC_HASH_PARAM = "_rsc";
/** What Next.js's router reads on a router payload: the path and query it was drawn from. */
const REWRITTEN_PATH_HEADER = "x-nextjs-rewritten-path";
const REWRITTEN_QUERY_HEADER = "x-nextjs-rewritten-query";

/** An address that names no page: the not-found page in its language, with its 404. */
const NO_PAGE = "/page-not-found";

/**
 * Where a request for results is served from: the cached copy of its search
 * (`/search-results/q/q<normalised query>`, lib/search/cached-search-path.ts), in its language,
 * with only the router payload's `_rsc` kept; null for any other address. A router payload sent
 * without its `_rsc` is left to the per-request page, which sends the router back with one. An
 * address below the results page (a cached copy's own) is a page that does not exist.
 */
export function cachedResultsUrl(url: string, isRouterPayload: boolean): string | null {
  if (!url.startsWith(RESULTS_PATH) && !url.startsWith(`/hi${RESULTS_PATH}`)) return null;
  const query = url.indexOf("?");
  const { locale, path } = splitLocale(query < 0 ? url : url.slice(0, query));
  // Nothing below the results page has an address of its own (its cached copies are reached
  // only through this rewrite); "/search-results/" is left to Next.js's redirect.
  if (path.length > RESULTS_PATH.length + 1 && path.startsWith(`${RESULTS_PATH}/`)) {
    return localizedPath(locale, NO_PAGE);
  }
  if (path !== RESULTS_PATH) return null;
  const search = query < 0 ? "" : url.slice(query + 1);
  const hash = isRouterPayload ? new URLSearchParams(search).get(RSC_HASH_PARAM) : null;
  if (isRouterPayload && hash === null) return null;
  const internal = localizedPath(locale, cachedSearchPath(search));
  return hash === null
    ? internal
    : `${internal}?${new URLSearchParams({ [RSC_HASH_PARAM]: hash })}`;
}

/**
 * A results address (`/search-results?<query>`, `/hi/search-results?<query>`) is served from the
 * cached copy of its search, rewritten here before Next.js sees the request: the same rewrite
 * proxy.ts made, without its pass (a quarter to a third of a cached page's CPU, as on listing
 * pages). A router payload (a filter or page change inside the site) is told the path and query it
 * was drawn from, as Next.js tells it after a rewrite, so the router knows the address's page.
 * The address in the page is the visitor's: Next.js's router reads the browser's, and the language
 * switch maps the internal path back (components/i18n/language-switch.tsx). During a database
 * outage a search drawn before keeps serving, like every cached public page; one not drawn yet
 * shows the error screen inside the results frame, answered as 503 + Retry-After
 * (lib/http/outage-status-hook.ts). Installed once per process from instrumentation.ts.
 */
export function installSearchRewriteHook(): void {
  hookServerRequests("searchRewriteHook", (request, response, next) => {
    // Every request passes here: the address's prefix is the first and cheapest question.
    const url = request.url ?? "";
    if (!url.startsWith(RESULTS_PATH) && !url.startsWith(`/hi${RESULTS_PATH}`)) return next();
    const isRouterPayload = request.headers.rsc === "1";
    const target = isPageRead(request) ? cachedResultsUrl(url, isRouterPayload) : null;
    if (target === null) return next();
    request.url = target;
    const [path] = target.split("?", 1);
    if (isRouterPayload && splitLocale(path).path.startsWith(CACHED_SEARCH_ROUTE)) {
      response.setHeader(REWRITTEN_PATH_HEADER, path);
      response.setHeader(REWRITTEN_QUERY_HEADER, "");
    }
    return next();
  });
}
