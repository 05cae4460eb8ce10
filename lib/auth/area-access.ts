import type { SessionClaims } from "./session-claims";

/**
 * Which role each guarded area of the site needs, read by proxy.ts from the session token so a
 * guest or a wrong-role session gets its 307 before anything renders. The token's role is only
 * a hint (it can be stale): the layouts and every lib function check the account again in the
 * database, as the second line.
 */
type Role = SessionClaims["role"];

const OPEN_SELLER_PATHS = new Set(["/saller/login", "/saller/signup"]);
const OPEN_ADMIN_PATHS = new Set(["/admin/login"]);

function withNext(login: string, pathname: string): string {
  return `${login}?next=${encodeURIComponent(pathname)}`;
}

/**
 * Whether a path belongs to an area that needs a session (the profile, seller and admin pages).
 * Not the buyer's conversations (/profile/messages…): they are read with a session or a guest's
 * confirmed number, and a visitor with neither gets the page that lets them confirm it or log in
 * (a reply's e-mail opened in another browser), not a redirect.
 */
export function isGuardedPath(pathname: string): boolean {
  return (
    pathname === "/profile" ||
    (pathname.startsWith("/saller/") && !OPEN_SELLER_PATHS.has(pathname)) ||
    (pathname.startsWith("/admin/") && !OPEN_ADMIN_PATHS.has(pathname))
  );
}

/**
 * Where a page request must go instead, or null to let it through. `role` is the session's role,
 * or null for a guest (no session, or a token that does not decode). A guest goes to the area's
 * login; a signed-in account of the wrong role goes there too, with `next` to come back after
 * signing in with the right account (what the layouts' guards do).
 */
export function areaRedirect(pathname: string, role: Role | null): string | null {
  if (pathname === "/profile") return role ? null : "/";
  if (pathname.startsWith("/saller/") && !OPEN_SELLER_PATHS.has(pathname)) {
    if (role === "seller") return null;
    return role ? withNext("/saller/login", pathname) : "/saller/login";
  }
  if (pathname.startsWith("/admin/") && !OPEN_ADMIN_PATHS.has(pathname)) {
    if (role === "admin") return null;
    return role ? withNext("/admin/login", pathname) : "/admin/login";
  }
  return null;
}
