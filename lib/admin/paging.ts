import { ADMIN_PAGE_SIZE } from "@/lib/validation/admin";

export type Paged<T> = {
  rows: T[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
};

export function paged<T>(
  rows: T[],
  total: number,
  page: number,
  pageSize = ADMIN_PAGE_SIZE,
): Paged<T> {
  return { rows, total, page, pageSize, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

export function offsetOf(page: number, pageSize = ADMIN_PAGE_SIZE): number {
  return (page - 1) * pageSize;
}

/** An ILIKE pattern matching `q` anywhere, with the wildcard characters in `q` escaped. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Midnight at the start of an Indian calendar day (YYYY-MM-DD). */
export function startOfDayInIndia(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00+05:30`);
}

/** Midnight at the start of the day after an Indian calendar day: use with `<`. */
export function startOfNextDayInIndia(isoDate: string): Date {
  return new Date(startOfDayInIndia(isoDate).getTime() + 24 * 60 * 60 * 1000);
}

/** "#123" or "123" → 123, otherwise null: lets the search box jump to a record by id. */
export function idFromQuery(q: string): number | null {
  const match = q.trim().match(/^#?(\d{1,9})$/);
  return match ? Number(match[1]) : null;
}
