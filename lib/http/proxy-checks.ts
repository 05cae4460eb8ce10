/**
 * Checks proxy.ts makes before a page is rendered, for a status the page itself cannot give.
 * With Cache Components, Next.js sends a page's prerendered shell (and with it a 200) before the
 * page's own code runs, so `notFound()` in a page cannot change the status any more. Next.js's
 * guidance is to check in the proxy. (A listing that left the site is answered 410 before
 * Next.js sees the request: lib/http/gone-listing-hook.ts.)
 *
 * proxy.ts is a module graph of its own and cannot import the database client (`server-only`),
 * so the checks are written in lib/<domain> and registered on globalThis once per process from
 * instrumentation.ts (lib/http/install-proxy-checks.ts), as lib/db/availability.ts shares its
 * flag. No imports: the proxy bundle stays small. Before they are registered (or outside a
 * Next.js server) there are none, and the proxy lets the page answer as before.
 */
const KEY = Symbol.for("land-acre.proxy-checks");

/** The two cookies a conversation's reader is known by (session, guest access), when sent. */
export type ReaderCookies = { session?: string; guest?: string };

/**
 * The reader's side of a conversation: its buyer, its seller or an admin; "none" when they have
 * no part in it (or it does not exist: the same answer); "unknown" when the cookies name nobody.
 */
export type ThreadSide = "buyer" | "seller" | "admin" | "none" | "unknown";

/**
 * A record page of the console or the seller's workspace: /admin/<records>/<id>, and the
 * seller's /saller/property/<id>/edit and /saller/project/<id>/edit.
 */
export type RecordPage =
  | { area: "admin"; record: "property" | "project" | "user" | "seller" | "thread" }
  | { area: "seller"; record: "property" | "project" };

export type ProxyChecks = {
  /** The side of conversation `threadId` the reader these cookies name is on. */
  threadSide(cookies: ReaderCookies, threadId: number): Promise<ThreadSide>;
  /**
   * Whether record `id` is there for the account the session names on `page`: it exists (in
   * the console), or it is the seller's own (in the workspace). "unknown" when the session names
   * no account of the page's area (the page's guard then sends it to login).
   */
  recordShown(
    session: string | undefined,
    page: RecordPage,
    id: number,
  ): Promise<boolean | "unknown">;
};

type Holder = { [KEY]?: ProxyChecks };

export function registerProxyChecks(checks: ProxyChecks): void {
  (globalThis as Holder)[KEY] = checks;
}

/** The registered checks, or null (then proxy.ts checks nothing and the page answers). */
export function proxyChecks(): ProxyChecks | null {
  return (globalThis as Holder)[KEY] ?? null;
}
