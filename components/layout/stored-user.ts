/** The signed-in user record the web client keeps in localStorage (spec: keys user, token). */

export type StoredUser = { firstName: string; lastName: string } & Record<string, unknown>;

export const USER_STORAGE_KEY = "user";
export const TOKEN_STORAGE_KEY = "token";

/**
 * On `<html>` while this browser remembers a login, from before the first paint on: a cached page
 * is the same for everyone, and what only a guest should see before the page's scripts know who
 * the visitor is carries `data-guest-only` (app/globals.css hides it under this mark).
 */
export const STORED_USER_MARK = "data-stored-user";

/**
 * A cookie that says the same as localStorage.user's presence, for the script below. The script
 * runs before the first paint, so what it reads is on every page's critical path: the first
 * localStorage read of a page load cost 6–9 ms in a fresh browser profile and 42 ms inside a
 * listing page's load (Lighthouse traces, bench/README.md), `document.cookie` about 1 ms. It holds
 * no data, only "1"; the session is the HttpOnly cookie.
 */
export const STORED_USER_COOKIE = "la_stored_user";

/** Sets the mark as the page is parsed (components/layout/stored-user-mark.tsx). */
export const STORED_USER_MARK_SCRIPT = `try{if(/(?:^|; )${STORED_USER_COOKIE}=1/.test(document.cookie))document.documentElement.setAttribute(${JSON.stringify(STORED_USER_MARK)},"")}catch(e){}`;

/** Whether a `document.cookie` string carries the mark's cookie. */
export function hasStoredUserCookie(cookies: string): boolean {
  return new RegExp(`(?:^|; )${STORED_USER_COOKIE}=1(?:;|$)`).test(cookies);
}

/** The `document.cookie` assignment that sets (a year) or clears the mark's cookie. */
export function storedUserCookie(present: boolean, secure: boolean): string {
  const life = present ? "max-age=31536000" : "max-age=0";
  return `${STORED_USER_COOKIE}=${present ? "1" : ""}; path=/; ${life}; samesite=lax${secure ? "; secure" : ""}`;
}

/** Parses localStorage.user; anything that is not an object with a first name counts as none. */
export function parseStoredUser(raw: string | null): StoredUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
    const record = value as Record<string, unknown>;
    const firstName = typeof record.firstName === "string" ? record.firstName.trim() : "";
    const lastName = typeof record.lastName === "string" ? record.lastName.trim() : "";
    if (!firstName && !lastName) return null;
    return { ...record, firstName, lastName };
  } catch {
    return null;
  }
}

export function displayName(user: Pick<StoredUser, "firstName" | "lastName">): string {
  return [user.firstName, user.lastName].filter(Boolean).join(" ");
}
