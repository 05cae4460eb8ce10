/** The signed-in user record the web client keeps in localStorage (spec: keys user, token). */

export type StoredUser = { firstName: string; lastName: string } & Record<string, unknown>;

export const USER_STORAGE_KEY = "user";
export const TOKEN_STORAGE_KEY = "token";

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
