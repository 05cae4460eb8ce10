import { sessionSetCookieHeader } from "@/lib/auth/session-cookie";
import { route } from "@/lib/http/route";
import { clientIpFrom } from "@/lib/rate-limit/client-ip";
import { ACCOUNT_MESSAGES } from "@/lib/users/messages";
import { verifyRegistrationAndSignIn } from "@/lib/users/verify-registration";
import { verifyOtpSchema } from "@/lib/validation/auth";

/**
 * POST /api/users/register/verify-otp {phoneNumber, otp} → 201 {message, data: {user, token}} and
 * the session cookie: the new account is signed in at once. 4xx {message}.
 */
export const POST = route(async ({ req }) => {
  const input = verifyOtpSchema.parse(await req.json());
  const { user, token } = await verifyRegistrationAndSignIn(input, {
    ip: clientIpFrom(req.headers),
  });
  return Response.json(
    { message: ACCOUNT_MESSAGES.registered, data: { user, token } },
    { status: 201, headers: { "Set-Cookie": sessionSetCookieHeader(token) } },
  );
});
