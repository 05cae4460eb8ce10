import "server-only";
import { cookies } from "next/headers";
import { SESSION_COOKIE_NAME, sessionCookieOptions } from "./session-token";

/** Server actions: start (or replace) this browser's session. */
export async function setSessionCookie(token: string): Promise<void> {
  (await cookies()).set(SESSION_COOKIE_NAME, token, sessionCookieOptions);
}

/** Server actions: end this browser's session. */
export async function clearSessionCookie(): Promise<void> {
  (await cookies()).set(SESSION_COOKIE_NAME, "", { ...sessionCookieOptions, maxAge: 0 });
}

/** Route handlers: a Set-Cookie header value for the session (empty token clears it). */
export function sessionSetCookieHeader(token: string): string {
  const o = sessionCookieOptions;
  const parts = [
    `${SESSION_COOKIE_NAME}=${token}`,
    `Path=${o.path}`,
    `Max-Age=${token ? o.maxAge : 0}`,
    "HttpOnly",
    `SameSite=${o.sameSite === "lax" ? "Lax" : "Strict"}`,
  ];
  if (o.secure) parts.push("Secure");
  return parts.join("; ");
}
