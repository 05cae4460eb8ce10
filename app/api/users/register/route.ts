import { route } from "@/lib/http/route";
import { clientIpFrom } from "@/lib/rate-limit/client-ip";
import { registerUser } from "@/lib/users/register-user";
import { registerSchema } from "@/lib/validation/auth";

/**
 * POST /api/users/register {firstName, lastName, email, phoneNumber, password} → 201
 * {data: {phoneNumber, expiresInSeconds, newCode}} and an OTP goes to the phone (within a minute
 * of the last one, the code already sent stays: newCode false); 4xx {message}.
 */
export const POST = route(async ({ req }) => {
  const input = registerSchema.parse(await req.json());
  const data = await registerUser(input, { ip: clientIpFrom(req.headers) });
  return Response.json(
    { message: `OTP sent to your mobile number: ${data.phoneNumber}`, data },
    { status: 201 },
  );
});
