import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/auth-options";
import { route } from "@/lib/http/route";

const handler = NextAuth(authOptions);

type NextAuthContext = { params: Promise<{ nextauth: string[] }> };

/**
 * next-auth's own endpoints. POSTs (sign-in, sign-out) also pass the site-wide same-origin check
 * on top of next-auth's CSRF token: a cross-site Origin gets 403 before next-auth runs, and the
 * body is read within the JSON limit (64 KB) before next-auth reads it.
 */
export const GET = handler;
export const POST = (req: Request, context: NextAuthContext) =>
  route(async ({ req: bounded }) => handler(bounded, context))(req, context);
