import "server-only";
import { decode, encode } from "next-auth/jwt";
import { env, sessionSecret } from "@/lib/env";

/** What the session JWT carries. The role is a hint; guards re-check it in the database. */
export type SessionClaims = {
  sub: string;
  role: "user" | "seller" | "admin";
  /** users.token_version at sign-in; a bump ends every older session. */
  tv: number;
  name: string;
};

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

export async function decodeSessionToken(token: string): Promise<SessionClaims | null> {
  try {
    const decoded = await decode({ token, secret: sessionSecret() });
    if (!decoded || typeof decoded.sub !== "string") return null;
    const role = decoded.role;
    if (role !== "user" && role !== "seller" && role !== "admin") return null;
    return {
      sub: decoded.sub,
      role,
      tv: typeof decoded.tv === "number" ? decoded.tv : -1,
      name: typeof decoded.name === "string" ? decoded.name : "",
    };
  } catch {
    return null;
  }
}
