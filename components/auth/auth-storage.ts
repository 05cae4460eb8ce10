/**
 * What the web client keeps in localStorage (spec §3): `token`, `user` (firstName, lastName,
 * email, role — no secrets) and `registrationData` (phoneNumber, timestamp) between the signup
 * form and its OTP step. The session itself is the HttpOnly cookie: a bearer token readable by
 * script would be an XSS prize (ARCHITECTURE.md), so `token` holds a marker that says "signed
 * in" and is worth nothing to a thief. API clients use the token from the login answer.
 */
import { TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from "@/components/layout/stored-user";
import { notifyStoredUserChanged } from "@/components/layout/use-stored-user";

export type StoredUser = {
  firstName: string;
  lastName: string;
  email: string;
  role: "user" | "seller" | "admin";
};
export type RegistrationData = { phoneNumber: string; timestamp: number };

export const TOKEN_KEY = TOKEN_STORAGE_KEY;
export const USER_KEY = USER_STORAGE_KEY;
export const REGISTRATION_KEY = "registrationData";
/** The value of localStorage.token: presence means signed in; the credential stays in the cookie. */
export const SESSION_MARKER = "cookie-session";

/** A registration older than this is treated as gone (the OTP lives 10 minutes; resends renew it). */
const REGISTRATION_MAX_AGE_MS = 30 * 60 * 1000;

function safeGet(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function safeSet(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode, quota); the cookie session still works.
  }
}

export function storeLogin(user: StoredUser): void {
  safeSet(TOKEN_KEY, SESSION_MARKER);
  safeSet(
    USER_KEY,
    JSON.stringify({
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      role: user.role,
    }),
  );
  notifyStoredUserChanged();
}

export function updateStoredUser(patch: Partial<StoredUser>): void {
  const current = readStoredUser();
  if (!current) return;
  const next = JSON.stringify({ ...current, ...patch });
  if (next === JSON.stringify(current)) return;
  safeSet(USER_KEY, next);
  notifyStoredUserChanged();
}

export function forgetLogin(): void {
  safeSet(TOKEN_KEY, null);
  safeSet(USER_KEY, null);
  notifyStoredUserChanged();
}

export function readToken(): string | null {
  return safeGet(TOKEN_KEY);
}

export function readStoredUser(): StoredUser | null {
  const raw = safeGet(USER_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredUser> | null;
    if (!value || typeof value !== "object" || typeof value.firstName !== "string") return null;
    return value as StoredUser;
  } catch {
    return null;
  }
}

export function storeRegistration(phoneNumber: string): RegistrationData {
  const data = { phoneNumber, timestamp: Date.now() };
  safeSet(REGISTRATION_KEY, JSON.stringify(data));
  return data;
}

/** The pending registration, or null when missing, unreadable or stale. */
export function readRegistration(now = Date.now()): RegistrationData | null {
  const raw = safeGet(REGISTRATION_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<RegistrationData> | null;
    if (!value || typeof value.phoneNumber !== "string" || typeof value.timestamp !== "number") {
      return null;
    }
    if (now - value.timestamp > REGISTRATION_MAX_AGE_MS) return null;
    return { phoneNumber: value.phoneNumber, timestamp: value.timestamp };
  } catch {
    return null;
  }
}

export function clearRegistration(): void {
  safeSet(REGISTRATION_KEY, null);
}
