import "server-only";
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { sessionSecret } from "@/lib/env";
import { OTP_LENGTH } from "@/lib/validation/auth";

/** A uniformly random 6-digit code from the CSPRNG. */
export function generateOtp(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, "0");
}

/** Only this is stored: HMAC-SHA256 keyed by the session secret over phone, purpose and code. */
export function hashOtp(phone: string, purpose: string, code: string): string {
  return createHmac("sha256", sessionSecret())
    .update(`${phone}\n${purpose}\n${code}`)
    .digest("hex");
}

export function otpMatches(
  storedHash: string,
  phone: string,
  purpose: string,
  code: string,
): boolean {
  const expected = Buffer.from(storedHash, "hex");
  const actual = Buffer.from(hashOtp(phone, purpose, code), "hex");
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
