import { decode } from "next-auth/jwt";
import { sessionSecret } from "@/lib/env";

/**
 * What the session JWT carries. The role is a hint; guards re-check it in the database.
 * No "server-only" here: proxy.ts (outside the React server) reads the role to send a wrong-role
 * request to the right login before anything renders.
 */
export type SessionClaims = {
  sub: string;
  role: "user" | "seller" | "admin";
  /** users.token_version at sign-in; a bump ends every older session. */
  tv: number;
  name: string;
};

/** The claims of a session token, or null when it is not one of ours (forged, expired, garbled). */
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
