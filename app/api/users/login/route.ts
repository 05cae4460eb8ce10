import { sessionSetCookieHeader } from "@/lib/auth/session-cookie";
import { route } from "@/lib/http/route";
import { clientIpFrom } from "@/lib/rate-limit/client-ip";
import { loginUser } from "@/lib/users/login-user";
import { loginSchema } from "@/lib/validation/auth";

/** POST /api/users/login {email, password} → 200 {token, user} + the session cookie; 401 {message}. */
export const POST = route(async ({ req }) => {
  const input = loginSchema.parse(await req.json());
  const { token, user } = await loginUser(input, { ip: clientIpFrom(req.headers), area: "public" });
  return Response.json(
    { token, user },
    { status: 200, headers: { "Set-Cookie": sessionSetCookieHeader(token) } },
  );
});
