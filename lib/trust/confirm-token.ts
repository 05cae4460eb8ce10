import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { sessionSecret } from "@/lib/env";

/**
 * The "Still available?" links: the token names one question (a row of listing_confirmations)
 * and its expiry, signed with an HMAC key derived from the session secret. Single use is the
 * row's `answered_at`; a changed byte, a past expiry or a used question is refused.
 */
export const CONFIRM_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export type ConfirmTokenCheck =
  | { ok: true; confirmationId: number; expiresAt: Date }
  | { ok: false; reason: "invalid" | "expired" };

function mac(body: string, secret: string): string {
  const key = createHmac("sha256", secret).update("landacre:listing-confirm:v1").digest();
  return createHmac("sha256", key).update(body).digest("base64url");
}

export function signConfirmToken(
  confirmationId: number,
  expiresAt: Date,
  secret: string = sessionSecret(),
): string {
  const body = `${confirmationId.toString(36)}.${Math.floor(expiresAt.getTime() / 1000).toString(36)}`;
  return `${body}.${mac(body, secret)}`;
}

export function verifyConfirmToken(
  token: string | null | undefined,
  options: { now?: Date; secret?: string } = {},
): ConfirmTokenCheck {
  if (typeof token !== "string" || token.length > 200) return { ok: false, reason: "invalid" };
  const parts = token.split(".");
  if (parts.length !== 3 || !/^[a-z0-9]+$/.test(parts[0]) || !/^[a-z0-9]+$/.test(parts[1])) {
    return { ok: false, reason: "invalid" };
  }
  const body = `${parts[0]}.${parts[1]}`;
  const expected = Buffer.from(mac(body, options.secret ?? sessionSecret()));
  const given = Buffer.from(parts[2]);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: "invalid" };
  }
  const confirmationId = parseInt(parts[0], 36);
  const expiresAt = new Date(parseInt(parts[1], 36) * 1000);
  if (!Number.isSafeInteger(confirmationId) || confirmationId <= 0) {
    return { ok: false, reason: "invalid" };
  }
  if (expiresAt.getTime() <= (options.now ?? new Date()).getTime()) {
    return { ok: false, reason: "expired" };
  }
  return { ok: true, confirmationId, expiresAt };
}
