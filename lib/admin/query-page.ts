import "server-only";
import { eq, ilike, or, type AnyColumn, type SQL } from "drizzle-orm";
import { fullNameSql } from "@/lib/db/full-name-sql";
import { users } from "@/lib/db/schema";
import { ADMIN_PAGE_SIZE } from "@/lib/validation/admin";
import { containsPattern, idFromQuery, offsetOf, paged, type Paged } from "./paging";

type PageableQuery<T> = { limit(limit: number): { offset(offset: number): PromiseLike<T[]> } };

/** One page of an admin list and the count of all its rows, read side by side. */
export async function selectPage<T>(
  page: number,
  rows: PageableQuery<T>,
  total: PromiseLike<{ total: number }[]>,
): Promise<Paged<T>> {
  const [list, [{ total: count }]] = await Promise.all([
    rows.limit(ADMIN_PAGE_SIZE).offset(offsetOf(page)),
    total,
  ]);
  return paged(list, count, page);
}

/**
 * The admin search box: the record whose id was typed ("#123" or "123"), or any row where one
 * of the columns contains the text (case-insensitive, wildcards taken literally).
 */
export function searchCondition(
  q: string,
  idColumn: AnyColumn,
  columns: readonly (AnyColumn | SQL)[],
): SQL {
  const pattern = containsPattern(q);
  const id = idFromQuery(q);
  return or(...(id ? [eq(idColumn, id)] : []), ...columns.map((column) => ilike(column, pattern)))!;
}

/** What the account screens search: the name, e-mail and phone of the account. */
export function accountSearchColumns(): (AnyColumn | SQL)[] {
  return [fullNameSql(), users.email, users.phone];
}

/** The columns every account list shows first: who, how to reach them, and their status. */
export function accountColumns() {
  return {
    id: users.id,
    name: fullNameSql(),
    email: users.email,
    phone: users.phone,
    status: users.status,
    blockedReason: users.blockedReason,
  };
}
