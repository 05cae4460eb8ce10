import "server-only";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/admin/tx";

/** A column that holds, or points at, a person. */
export type PersonalColumn = { table: string; column: string };

/**
 * Column names that hold or point at a person even without a foreign key: ids of users under
 * any role's name, and contact details.
 */
export const PERSONAL_COLUMN_PATTERN =
  "(^|_)(user|seller|buyer|builder|owner|actor|author|sender|recipient|participant|uploader|member)_id$" +
  "|(^|_)(email|phone|to_address|mobile|whatsapp)$";

/**
 * Every column of the public schema that references `users` (a foreign key) or whose name
 * says it names a person (PERSONAL_COLUMN_PATTERN), read from the database's own catalogue —
 * so a table added by any migration is seen, whether or not its author thought of privacy.
 */
export async function findPersonalColumns(db: DbOrTx): Promise<PersonalColumn[]> {
  const rows = await db.execute<{ table: string; column: string }>(sql`
    select distinct c.table_name as "table", c.column_name as "column"
    from information_schema.columns c
    join information_schema.tables t
      on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      and (
        c.column_name ~ ${PERSONAL_COLUMN_PATTERN}
        or exists (
          select 1
          from information_schema.key_column_usage k
          join information_schema.referential_constraints r
            on r.constraint_schema = k.constraint_schema and r.constraint_name = k.constraint_name
          join information_schema.constraint_column_usage u
            on u.constraint_schema = r.unique_constraint_schema
           and u.constraint_name = r.unique_constraint_name
          where k.table_schema = c.table_schema and k.table_name = c.table_name
            and k.column_name = c.column_name and u.table_name = 'users'
        )
      )
    order by 1, 2`);
  return rows.rows.map((r) => ({ table: r.table, column: r.column }));
}
