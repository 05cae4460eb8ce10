import { route } from "@/lib/http/route";
import { clientIpFrom } from "@/lib/rate-limit/client-ip";
import { resendRegistrationOtp } from "@/lib/users/register-user";
import { resendOtpSchema } from "@/lib/validation/auth";

/** POST /api/users/register/resend-otp {phoneNumber} → 200 {data}; 429 with Retry-After when too soon. */
export const POST = route(async ({ req }) => {
  const { phoneNumber } = resendOtpSchema.parse(await req.json());
  const data = await resendRegistrationOtp(phoneNumber, { ip: clientIpFrom(req.headers) });
  return Response.json(
    { message: `OTP sent to your mobile number: ${data.phoneNumber}`, data },
    { status: 200 },
  );
});
