import { NextResponse, type NextRequest } from "next/server";
import { REQUEST_PATH_HEADER } from "@/lib/auth/request-path";

/**
 * Cheap redirects only: no session cookie → the area's login page. Every handler and action
 * checks the session and role again in lib/. For seller pages it also passes the requested
 * path on to the layout's guard (which sends a wrong or stale session to the login with `next`).
 */
const SESSION_COOKIES = ["next-auth.session-token", "__Secure-next-auth.session-token"];

function hasSession(request: NextRequest): boolean {
  return SESSION_COOKIES.some((name) => request.cookies.has(name));
}

const OPEN_SELLER_PATHS = new Set(["/saller/login", "/saller/signup"]);
const OPEN_ADMIN_PATHS = new Set(["/admin/login"]);

/** Lets the request through with the path it asked for (overwriting any sent by the client). */
function passWithPath(request: NextRequest): NextResponse {
  const headers = new Headers(request.headers);
  headers.set(REQUEST_PATH_HEADER, request.nextUrl.pathname);
  return NextResponse.next({ request: { headers } });
}

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (hasSession(request)) {
    return pathname.startsWith("/saller/") ? passWithPath(request) : NextResponse.next();
  }
  if (pathname === "/profile") return NextResponse.redirect(new URL("/", request.url));
  if (pathname.startsWith("/saller/") && !OPEN_SELLER_PATHS.has(pathname)) {
    return NextResponse.redirect(new URL("/saller/login", request.url));
  }
  if (pathname.startsWith("/admin/") && !OPEN_ADMIN_PATHS.has(pathname)) {
    return NextResponse.redirect(new URL("/admin/login", request.url));
  }
  return NextResponse.next();
}

export const config = {
  matcher: ["/profile", "/saller/:path*", "/admin/:path*"],
};
