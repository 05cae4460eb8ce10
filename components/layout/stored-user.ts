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

/** Sets the mark as the page is parsed (components/layout/stored-user-mark.tsx). */
export const STORED_USER_MARK_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(USER_STORAGE_KEY)}))document.documentElement.setAttribute(${JSON.stringify(STORED_USER_MARK)},"")}catch(e){}`;

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
