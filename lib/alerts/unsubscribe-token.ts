import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { sessionSecret } from "@/lib/env";

/**
 * One-click unsubscribe links in alert e-mails: the token names what to stop (one saved
 * search's e-mails, or price-drop e-mails) and whose it is, expires, and is signed with an HMAC
 * key derived from the session secret. It needs no sign-in; a changed byte or a past expiry is
 * refused (and changes nothing).
 */
export type UnsubscribeTarget =
  | { kind: "search"; userId: number; savedSearchId: number }
  | { kind: "price"; userId: number }
  /** Every marketing e-mail: all alert e-mails and the marketing e-mail consent (lib/privacy). */
  | { kind: "marketing"; userId: number };

export type TokenCheck =
  { ok: true; target: UnsubscribeTarget } | { ok: false; reason: "invalid" | "expired" };

/** Links stay valid for 90 days. */
export const UNSUBSCRIBE_TOKEN_TTL_MS = 90 * 24 * 60 * 60 * 1000;

type Payload = { k: "s" | "p" | "m"; u: number; s?: number; e: number };

function key(secret: string): Buffer {
  return createHmac("sha256", secret).update("landacre:alert-unsubscribe:v1").digest();
}

function mac(body: string, secret: string): Buffer {
  return createHmac("sha256", key(secret)).update(body).digest();
}

export function signUnsubscribeToken(
  target: UnsubscribeTarget,
  options: { now?: Date; ttlMs?: number; secret?: string } = {},
): string {
  const now = options.now ?? new Date();
  const payload: Payload =
    target.kind === "search"
      ? { k: "s", u: target.userId, s: target.savedSearchId, e: 0 }
      : { k: target.kind === "price" ? "p" : "m", u: target.userId, e: 0 };
  payload.e = Math.floor((now.getTime() + (options.ttlMs ?? UNSUBSCRIBE_TOKEN_TTL_MS)) / 1000);
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return `${body}.${mac(body, options.secret ?? sessionSecret()).toString("base64url")}`;
}

const positiveInt = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) > 0;

export function verifyUnsubscribeToken(
  token: string | null | undefined,
  options: { now?: Date; secret?: string } = {},
): TokenCheck {
  if (typeof token !== "string" || token.length > 400) return { ok: false, reason: "invalid" };
  const parts = token.split(".");
  if (parts.length !== 2 || !/^[A-Za-z0-9_-]+$/.test(parts[0] + parts[1])) {
    return { ok: false, reason: "invalid" };
  }
  const [body, signature] = parts;
  // Compared as text: base64url decoding ignores the last character's spare bits, so a changed
  // final character could otherwise decode to the same signature.
  const expected = Buffer.from(mac(body, options.secret ?? sessionSecret()).toString("base64url"));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: "invalid" };
  }
  let payload: Payload;
  try {
    payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as Payload;
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (!positiveInt(payload.u) || !positiveInt(payload.e)) return { ok: false, reason: "invalid" };
  if (payload.e * 1000 <= (options.now ?? new Date()).getTime()) {
    return { ok: false, reason: "expired" };
  }
  if (payload.k === "s" && positiveInt(payload.s)) {
    return { ok: true, target: { kind: "search", userId: payload.u, savedSearchId: payload.s } };
  }
  if (payload.k === "p") return { ok: true, target: { kind: "price", userId: payload.u } };
  if (payload.k === "m") return { ok: true, target: { kind: "marketing", userId: payload.u } };
  return { ok: false, reason: "invalid" };
}
