import { NextResponse, type NextRequest } from "next/server";
import { areaRedirect, isGuardedPath } from "@/lib/auth/area-access";
import { REQUEST_PATH_HEADER } from "@/lib/auth/request-path";
import { decodeSessionToken } from "@/lib/auth/session-claims";
import { databaseDownSince } from "@/lib/db/availability";
import { outagePage } from "@/lib/http/outage-page";
import { GONE_LISTING_PAGE, GONE_PAGE_HEADER } from "@/lib/http/gone-page";
import { proxyChecks, type ReaderCookies, type RecordPage } from "@/lib/http/proxy-checks";
import { GUEST_COOKIE } from "@/lib/messages/guest-cookie";
import {
  isWellFormedActionBody,
  SERVER_ACTION_LENGTH_REQUIRED,
  SERVER_ACTION_MALFORMED,
  SERVER_ACTION_MAX_BYTES,
  SERVER_ACTION_TOO_LARGE,
} from "@/lib/http/action-limits";
import { CROSS_SITE_REFUSED, isCrossSiteWrite } from "@/lib/http/same-origin";
import { DEFAULT_LOCALE, localizedPath, splitLocale, type Locale } from "@/lib/i18n/locales";
import { parseIdParam } from "@/lib/seo/urls";

/**
 * Cheap redirects only: no session, or a session of the wrong role (read from the token, not the
 * database) → the area's login page (lib/auth/area-access.ts). Every layout, handler and action
 * checks the session and role again in the database. For seller pages it also passes the
 * requested path on to the layout's guard (which sends a stale session to the login with `next`).
 */
const SESSION_COOKIES = ["next-auth.session-token", "__Secure-next-auth.session-token"];

function sessionToken(request: NextRequest): string | undefined {
  for (const name of SESSION_COOKIES) {
    const token = request.cookies.get(name)?.value;
    if (token) return token;
  }
  return undefined;
}

/** The role in this request's session token, or null for a guest (or a token that is not ours). */
async function sessionRole(request: NextRequest) {
  const token = sessionToken(request);
  return token ? ((await decodeSessionToken(token))?.role ?? null) : null;
}

/**
 * Lets a page through, or rewrites it to `internalPath` (a path inside the language, such as the
 * cached copy of a search). English paths reach the `[locale]` route as /en/… through
 * next.config.ts's rewrite (lib/i18n/locale-rewrites.ts); Hindi ones are /hi/… already.
 * `withPath` passes the requested path on to the seller layout's guard (overwriting any sent by
 * the client).
 */
function serveInLocale(
  request: NextRequest,
  locale: Locale,
  internalPath: string | null,
  withPath = false,
): NextResponse {
  const init = withPath ? { request: { headers: pathHeaders(request) } } : undefined;
  if (internalPath === null) return NextResponse.next(init);
  return NextResponse.rewrite(new URL(localizedPath(locale, internalPath), request.url), init);
}

function pathHeaders(request: NextRequest): Headers {
  const headers = new Headers(request.headers);
  headers.set(REQUEST_PATH_HEADER, request.nextUrl.pathname);
  return headers;
}

/** /en/… is the English page under a second name: one 308 to its one URL (no prefix). */
function isEnglishPrefix(pathname: string): boolean {
  return pathname === `/${DEFAULT_LOCALE}` || pathname.startsWith(`/${DEFAULT_LOCALE}/`);
}

function redirectToUnprefixed(request: NextRequest): NextResponse {
  const path = request.nextUrl.pathname.slice(DEFAULT_LOCALE.length + 1) || "/";
  return NextResponse.redirect(new URL(`${path}${request.nextUrl.search}`, request.url), 308);
}

/** The admin console, the API and Next.js's own files have no language. */
const UNLOCALIZED_PATHS = /^\/(admin|api|_next|media|sitemaps)(\/|$)|^\/_not-found$/;

/**
 * The spec's old listing links, /property-profile?id=42 and /project-profile?id=42, are served by
 * the canonical page's route (/property/42): its cached render answers 308 to the canonical
 * /property/<slug>-42, or 404 inside the public layout when nothing public has that id.
 */
const OLD_PROFILE_PATHS: Record<string, string> = {
  "/property-profile": "/property/",
  "/project-profile": "/project/",
};

function rewriteOldProfileLink(request: NextRequest, locale: Locale, path: string): NextResponse {
  const base = OLD_PROFILE_PATHS[path];
  const id = parseIdParam(request.nextUrl.searchParams.get("id") ?? undefined) ?? 0;
  return serveInLocale(request, locale, `${base}${id}`);
}

/** A path with a broken %-escape (`/property/%`) cannot name any page. */
function hasMalformedEscape(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/** Broken %-escapes: 400 JSON for the API, the public not-found page (404) for everything else. */
function refuseMalformedPath(request: NextRequest): NextResponse {
  if (request.nextUrl.pathname.startsWith("/api/")) {
    return NextResponse.json({ message: "The address is not valid." }, { status: 400 });
  }
  return globalNotFound(request);
}

/** The site's not-found page (inside the public layout) with a real 404. */
function globalNotFound(request: NextRequest): NextResponse {
  return NextResponse.rewrite(new URL("/_not-found", request.url), { status: 404 });
}

function isActionPost(request: NextRequest): boolean {
  return request.method === "POST" && request.headers.has("next-action");
}

/**
 * A server action refused before Next.js sees it, or null:
 * - its declared body is over the limit: 413 with a readable message;
 * - it has no Content-Length (chunked): browsers always declare the size of an action's body, and
 *   an undeclared one could only be measured by reading it (Next.js answers a 500 when it runs
 *   over the limit), so 411 with a readable message;
 * - it comes from another site: 403, as the JSON handlers answer it (lib/http/route.ts), where
 *   Next.js's own refusal is a 500;
 * - its body is not React's argument list: 400 (the body here is Next.js's copy for the proxy, at
 *   most 1 MB, checked first).
 */
async function refusedAction(request: NextRequest): Promise<Response | null> {
  const length = request.headers.get("content-length");
  if (Number(length ?? "0") > SERVER_ACTION_MAX_BYTES) {
    return NextResponse.json({ message: SERVER_ACTION_TOO_LARGE }, { status: 413 });
  }
  if (length === null) {
    return NextResponse.json({ message: SERVER_ACTION_LENGTH_REQUIRED }, { status: 411 });
  }
  if (isCrossSiteWrite(request)) {
    return NextResponse.json({ message: CROSS_SITE_REFUSED }, { status: 403 });
  }
  if (!(await isWellFormedActionBody(request))) {
    return NextResponse.json({ message: SERVER_ACTION_MALFORMED }, { status: 400 });
  }
  return null;
}

/**
 * Pages rendered per visitor (seller and admin areas, the profile) cannot be drawn while the
 * database is down: they answer 503 + Retry-After with a short page instead of an error. Cached
 * public pages keep serving (results included: a search not yet drawn answers 503 with the site's
 * error screen, lib/http/outage-status-hook.ts); server actions answer their own readable 503.
 */
const PER_REQUEST_PAGES = /^\/(saller|admin)(\/|$)|^\/profile$/;

function isPerRequestPage(request: NextRequest, path: string): boolean {
  return (
    request.method === "GET" && !request.headers.has("next-action") && PER_REQUEST_PAGES.test(path)
  );
}

function isPageRead(request: NextRequest): boolean {
  return (
    (request.method === "GET" || request.method === "HEAD") && !request.headers.has("next-action")
  );
}

/**
 * A page's status must be known before its shell is sent (Next.js sends the prerendered shell,
 * and a 200, before the page's own code runs), so these statuses are decided here, from the
 * database checks instrumentation.ts registers (lib/http/proxy-checks.ts). Without them, or when
 * a check fails, the page answers as it would have.
 */
async function checked<T>(check: () => Promise<T>): Promise<T | null> {
  if (databaseDownSince() !== null) return null;
  try {
    return await check();
  } catch {
    return null;
  }
}

/** A conversation's page: the buyer's (/profile/messages/<id>) or the seller's (/saller/queries/<id>). */
const THREAD_PAGES = /^\/(profile\/messages|saller\/queries)\/([^/]+)$/;

/**
 * A conversation the reader has no part in answers 404 with the site's not-found page, the same
 * as one that does not exist, and nothing of the thread; on the seller's page, only the thread's
 * seller may look. A reader the cookies do not name is left to the page (the buyer's page asks
 * them to confirm their number or log in; the seller's sends them to the seller login).
 */
async function hiddenThread(request: NextRequest, path: string): Promise<boolean> {
  const match = THREAD_PAGES.exec(path);
  if (!match || match[2] === "manage" || !isPageRead(request)) return false;
  const id = parseIdParam(match[2]);
  if (!id || id > 2_147_483_647) return true;
  const checks = proxyChecks();
  if (!checks) return false;
  const cookies: ReaderCookies = {
    session: sessionToken(request),
    guest: request.cookies.get(GUEST_COOKIE)?.value,
  };
  const side = await checked(() => checks.threadSide(cookies, id));
  if (side === null || side === "unknown") return false;
  return match[1] === "saller/queries" ? side !== "seller" : side === "none";
}

/** The console's and the seller workspace's record pages, by path (not their list pages). */
const RECORD_PAGES: [RegExp, RecordPage][] = [
  [/^\/admin\/properties\/(?!all$)([^/]+)$/, { area: "admin", record: "property" }],
  [/^\/admin\/projects\/([^/]+)$/, { area: "admin", record: "project" }],
  [/^\/admin\/users\/(?!manage$)([^/]+)$/, { area: "admin", record: "user" }],
  [/^\/admin\/sallers\/(?!manage$)([^/]+)$/, { area: "admin", record: "seller" }],
  [/^\/admin\/messages\/([^/]+)$/, { area: "admin", record: "thread" }],
  [/^\/saller\/property\/([^/]+)\/edit$/, { area: "seller", record: "property" }],
  [/^\/saller\/project\/([^/]+)\/edit$/, { area: "seller", record: "project" }],
];

/**
 * A record page whose record is not there for this reader (no such id in the console; not the
 * seller's own in the workspace) answers 404 with the site's not-found page, as the page itself
 * would show "not found" but could only answer 200. A session naming no account of the area is
 * left to the page's guard.
 */
async function missingRecord(request: NextRequest, path: string): Promise<boolean> {
  if (!isPageRead(request)) return false;
  for (const [pattern, page] of RECORD_PAGES) {
    const match = pattern.exec(path);
    if (!match) continue;
    const id = parseIdParam(match[1]);
    if (!id) return true;
    const checks = proxyChecks();
    if (!checks) return false;
    const shown = await checked(() => checks.recordShown(sessionToken(request), page, id));
    return shown === false;
  }
  return false;
}

export async function proxy(request: NextRequest): Promise<Response> {
  const { pathname } = request.nextUrl;
  if (hasMalformedEscape(pathname)) return refuseMalformedPath(request);
  if (isActionPost(request)) {
    const refused = await refusedAction(request);
    if (refused) return refused;
  }
  if (UNLOCALIZED_PATHS.test(pathname)) return guardUnlocalized(request);
  if (isEnglishPrefix(pathname)) return redirectToUnprefixed(request);
  const { locale, path } = splitLocale(pathname);
  if (databaseDownSince() !== null && isPerRequestPage(request, path)) return outagePage();
  if (path.startsWith(GONE_LISTING_PAGE)) {
    return request.headers.has(GONE_PAGE_HEADER)
      ? serveInLocale(request, locale, null)
      : globalNotFound(request);
  }
  if (path in OLD_PROFILE_PATHS) return rewriteOldProfileLink(request, locale, path);
  if (isGuardedPath(path)) {
    const redirectTo = areaRedirect(path, await sessionRole(request));
    if (redirectTo) {
      return NextResponse.redirect(new URL(localizedPath(locale, redirectTo), request.url));
    }
  }
  if ((await hiddenThread(request, path)) || (await missingRecord(request, path))) {
    return globalNotFound(request);
  }
  return serveInLocale(request, locale, null, path.startsWith("/saller/"));
}

/** The admin console (English only) and the API: the outage page and the role guard. */
async function guardUnlocalized(request: NextRequest): Promise<Response> {
  const { pathname } = request.nextUrl;
  if (databaseDownSince() !== null && isPerRequestPage(request, pathname)) return outagePage();
  if (isGuardedPath(pathname)) {
    const redirectTo = areaRedirect(pathname, await sessionRole(request));
    if (redirectTo) return NextResponse.redirect(new URL(redirectTo, request.url));
  }
  if (await missingRecord(request, pathname)) return globalNotFound(request);
  return NextResponse.next();
}

export const config = {
  matcher: [
    // Every page path in both languages and the admin console; not the API, Next.js's files or
    // files in public/ (a dot in the path), nor the two home pages, the listing, project, agent
    // and city pages and the results page (and the cached copies it is served from): the proxy
    // has nothing to do for them but let them through, and its pass was a quarter to a third of a
    // cached page's CPU. Without it a listing that left the site still answers 410
    // (lib/http/gone-listing-hook.ts), a results address is served from its search's cached copy
    // (lib/http/search-rewrite-hook.ts), and a page failing during an outage 503
    // (lib/http/outage-status-hook.ts).
    "/((?!api/|_next/|media/|sitemaps/|hi$|(?:hi/)?(?:property|project|broker|property-in)/|(?:hi/)?search-results(?:$|/)|.*\\..*).+)",
    // Only paths with a %-escape, to catch broken ones before the router fails to decode them;
    // not a results page's cached copy, which only the rewrite reaches (its query, escaped).
    "/((?!(?:hi/)?search-results/).*%.*)",
    // Server action calls (any page), for the body and origin checks.
    { source: "/:path*", has: [{ type: "header", key: "next-action" }] },
  ],
};
