import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { sessionSecret } from "@/lib/env";

/**
 * A guest (not signed in) who confirmed their mobile number with an OTP for an enquiry keeps
 * access to their conversations in that browser: an HttpOnly cookie holding their verified phone,
 * an expiry and an HMAC (key derived from the session secret). A changed byte or a past expiry
 * reads as no guest at all.
 */
export { GUEST_COOKIE } from "./guest-cookie";
export const GUEST_ACCESS_TTL_MS = 30 * 24 * 3_600_000;

function mac(body: string, secret: string): string {
  const key = createHmac("sha256", secret).update("landacre:guest-messages:v1").digest();
  return createHmac("sha256", key).update(body).digest("base64url");
}

export function signGuestAccess(
  phone: string,
  options: { now?: Date; secret?: string } = {},
): string {
  const exp = Math.floor(((options.now ?? new Date()).getTime() + GUEST_ACCESS_TTL_MS) / 1000);
  const body = Buffer.from(JSON.stringify({ p: phone, e: exp })).toString("base64url");
  return `${body}.${mac(body, options.secret ?? sessionSecret())}`;
}

/** The verified phone (E.164) the token was made for, or null. */
export function verifyGuestAccess(
  token: string | null | undefined,
  options: { now?: Date; secret?: string } = {},
): string | null {
  if (typeof token !== "string" || token.length > 300) return null;
  const [body, signature, extra] = token.split(".");
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(body, options.secret ?? sessionSecret()));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as {
      p?: unknown;
      e?: unknown;
    };
    if (typeof payload.p !== "string" || !/^\+91\d{10}$/.test(payload.p)) return null;
    if (
      typeof payload.e !== "number" ||
      payload.e * 1000 <= (options.now ?? new Date()).getTime()
    ) {
      return null;
    }
    return payload.p;
  } catch {
    return null;
  }
}
