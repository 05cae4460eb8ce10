import "server-only";
import { encode } from "next-auth/jwt";
import type { SessionClaims } from "./session-claims";
import { env, sessionSecret } from "@/lib/env";

export { decodeSessionToken, type SessionClaims } from "./session-claims";

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

const secureCookies = env.SITE_URL.startsWith("https://");

/** next-auth's own cookie name, so the login route and next-auth share one session. */
export const SESSION_COOKIE_NAME = secureCookies
  ? "__Secure-next-auth.session-token"
  : "next-auth.session-token";

export const sessionCookieOptions = {
  httpOnly: true,
  sameSite: "lax" as const,
  secure: secureCookies,
  path: "/",
  maxAge: SESSION_MAX_AGE_SECONDS,
};

export function encodeSessionToken(claims: SessionClaims): Promise<string> {
  return encode({ token: claims, secret: sessionSecret(), maxAge: SESSION_MAX_AGE_SECONDS });
}
