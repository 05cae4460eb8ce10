/**
 * The compare page's `ids` parameter: listing numbers separated by commas (`/compare?ids=12,34`).
 * Isomorphic: the page parses it, the compare tray writes it.
 */

/** The most listings the tray and the page put side by side. */
export const MAX_COMPARE = 4;

/** Longer `ids` values are not parsed at all (four numbers fit in far less). */
const MAX_RAW_LENGTH = 200;
const ID_PATTERN = /^[1-9]\d{0,9}$/;
const MAX_ID = 2_147_483_647;

export type CompareIds = {
  /** Distinct listing numbers in the order given, at most MAX_COMPARE. */
  ids: number[];
  /** Parts that are not listing numbers (shown back to the visitor, never queried). */
  malformed: string[];
  /** Valid numbers beyond the first MAX_COMPARE, left out. */
  overLimit: number[];
};

/** Parses `ids` (one value, or several when the parameter repeats); never throws. */
export function parseCompareIds(raw: string | string[] | undefined | null): CompareIds {
  const joined = Array.isArray(raw) ? raw.join(",") : (raw ?? "");
  if (joined.length > MAX_RAW_LENGTH) {
    return { ids: [], malformed: [`${joined.slice(0, 20)}…`], overLimit: [] };
  }
  const ids: number[] = [];
  const malformed: string[] = [];
  const overLimit: number[] = [];
  for (const part of joined.split(",")) {
    const token = part.trim();
    if (!token) continue;
    const id = ID_PATTERN.test(token) ? Number(token) : NaN;
    if (!Number.isSafeInteger(id) || id > MAX_ID) {
      if (!malformed.includes(token)) malformed.push(token);
    } else if (ids.includes(id) || overLimit.includes(id)) {
      continue;
    } else if (ids.length < MAX_COMPARE) {
      ids.push(id);
    } else {
      overLimit.push(id);
    }
  }
  return { ids, malformed, overLimit };
}

/** The compare page's address for these listings. */
export function compareHref(ids: readonly number[]): string {
  return ids.length ? `/compare?ids=${ids.join(",")}` : "/compare";
}
