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

/** The buyer's conversations: a session, or a guest who confirmed their number for an enquiry. */
function isMessagesPath(pathname: string): boolean {
  return pathname === "/profile/messages" || pathname.startsWith("/profile/messages/");
}

function withNext(login: string, pathname: string): string {
  return `${login}?next=${encodeURIComponent(pathname)}`;
}

/** Whether a path belongs to an area that needs a session (the profile, seller and admin pages). */
export function isGuardedPath(pathname: string): boolean {
  return (
    pathname === "/profile" ||
    isMessagesPath(pathname) ||
    (pathname.startsWith("/saller/") && !OPEN_SELLER_PATHS.has(pathname)) ||
    (pathname.startsWith("/admin/") && !OPEN_ADMIN_PATHS.has(pathname))
  );
}

/**
 * Where a page request must go instead, or null to let it through. `role` is the session's role,
 * or null for a guest (no session, or a token that does not decode). A guest goes to the area's
 * login; a signed-in account of the wrong role goes there too, with `next` to come back after
 * signing in with the right account (what the layouts' guards do). The conversations also let
 * through a guest holding the guest-access cookie (`hasGuestAccess`; the page verifies it).
 */
export function areaRedirect(
  pathname: string,
  role: Role | null,
  hasGuestAccess = false,
): string | null {
  if (pathname === "/profile") return role ? null : "/";
  if (isMessagesPath(pathname)) return role || hasGuestAccess ? null : "/";
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
