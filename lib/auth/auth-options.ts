import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { sessionSecret } from "@/lib/env";
import { clientIpFrom } from "@/lib/rate-limit/client-ip";
import { clearLoginAttempts, takeLoginAttempt } from "@/lib/users/login-attempts";
import { endSessionOfToken } from "@/lib/users/sessions";
import { authenticate } from "./authenticate";
import {
  SESSION_COOKIE_NAME,
  SESSION_MAX_AGE_SECONDS,
  sessionCookieOptions,
} from "./session-token";

/** next-auth: the one session for the whole site (JWT in an HttpOnly, SameSite=Lax cookie). */
export const authOptions: NextAuthOptions = {
  secret: sessionSecret(),
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  cookies: {
    sessionToken: { name: SESSION_COOKIE_NAME, options: sessionCookieOptions },
  },
  pages: { signIn: "/login" },
  providers: [
    CredentialsProvider({
      name: "E-mail and password",
      credentials: { email: { type: "email" }, password: { type: "password" } },
      async authorize(credentials, req) {
        const email = (credentials?.email ?? "").trim().toLowerCase();
        // The same brute-force limits as POST /api/users/login.
        const headers = new Headers();
        for (const [name, value] of Object.entries(req?.headers ?? {})) {
          if (typeof value === "string") headers.set(name, value);
        }
        const ip = clientIpFrom(headers);
        try {
          await takeLoginAttempt(email, ip);
        } catch {
          return null;
        }
        const result = await authenticate(email, credentials?.password ?? "");
        if (!result.ok) return null;
        await clearLoginAttempts(email, ip);
        const u = result.user;
        return {
          id: String(u.id),
          name: `${u.firstName} ${u.lastName}`,
          email: u.email,
          role: u.role,
          tv: u.tokenVersion,
        };
      },
    }),
  ],
  events: {
    // next-auth's sign-out (the seller and admin "Sign out" buttons) only clears the cookie;
    // bumping the token version here makes the same JWT useless everywhere else too.
    async signOut({ token }) {
      await endSessionOfToken(token);
    },
  },
  callbacks: {
    async jwt({ token, user }) {
      if (user) {
        const extra = user as { role?: string; tv?: number };
        token.role = extra.role;
        token.tv = extra.tv;
      }
      return token;
    },
    async session({ session, token }) {
      return { ...session, role: token.role, userId: token.sub };
    },
  },
};
