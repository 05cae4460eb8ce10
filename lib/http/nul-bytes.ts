import { AppError } from "@/lib/auth/errors";

export const NUL_MESSAGE = "must not contain NUL characters";

/**
 * The path of the first string (or object key) holding a NUL character, or null. PostgreSQL
 * text cannot store U+0000, so such input is refused at the edge with a field message instead of
 * failing in the database.
 */
export function findNulField(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? path.join(".") || "_" : null;
  if (!value || typeof value !== "object" || depth > 32) return null;
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  for (const [key, item] of entries) {
    const keyPath = [...path, String(key)];
    if (typeof key === "string" && key.includes("\u0000")) return keyPath.join(".");
    const found = findNulField(item, keyPath, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * The 400 for a value holding a NUL character, or null. `fieldKey` renames the field path (a
 * tuple action drops the argument's index).
 */
export function nulError(
  value: unknown,
  fieldKey: (path: string) => string = (p) => p,
): AppError | null {
  const found = findNulField(value);
  if (found === null) return null;
  const field = fieldKey(found);
  const message = field === "_" ? `The text ${NUL_MESSAGE}.` : `${field}: ${NUL_MESSAGE}`;
  return new AppError(message, 400, { [field]: `This field ${NUL_MESSAGE}.` });
}

/** Throws 400 with a field message when any string in `value` holds a NUL character. */
export function assertNoNul(value: unknown): void {
  const error = nulError(value);
  if (error) throw error;
}
