import { route } from "@/lib/http/route";
import { clientIpFrom } from "@/lib/rate-limit/client-ip";
import { ACCOUNT_MESSAGES } from "@/lib/users/messages";
import { verifyRegistration } from "@/lib/users/verify-registration";
import { verifyOtpSchema } from "@/lib/validation/auth";

/** POST /api/users/register/verify-otp {phoneNumber, otp} → 201 {message, data: {user}}; 4xx {message}. */
export const POST = route(async ({ req }) => {
  const input = verifyOtpSchema.parse(await req.json());
  const user = await verifyRegistration(input, { ip: clientIpFrom(req.headers) });
  return Response.json({ message: ACCOUNT_MESSAGES.registered, data: { user } }, { status: 201 });
});
