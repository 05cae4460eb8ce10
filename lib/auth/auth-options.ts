import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { sessionSecret } from "@/lib/env";
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
      async authorize(credentials) {
        const result = await authenticate(credentials?.email ?? "", credentials?.password ?? "");
        if (!result.ok) return null;
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
