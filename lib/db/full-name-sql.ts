import { sql, type SQL } from "drizzle-orm";
import { users } from "@/lib/db/schema";

/** An account's full name in SQL ("first last"), for selects and searches over `users`. */
export function fullNameSql(): SQL<string> {
  return sql<string>`${users.firstName} || ' ' || ${users.lastName}`;
}

/** The same, when the account comes from a left join and may be missing. */
export function optionalFullNameSql(): SQL<string | null> {
  return sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`;
}
