import "server-only";
import { getTableColumns, getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "@/lib/db/client";

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Multi-row insert through one JSON parameter (`jsonb_to_recordset`): the same SQL on PGlite and
 * PostgreSQL, no bound-parameter limit, and far less work than building thousands of
 * placeholders. Columns are those of the first row; their types come from the Drizzle schema.
 */
export async function bulkInsert<
  TTable extends PgTable,
  TReturn extends Record<string, unknown> = Record<string, never>,
>(
  db: Db,
  table: TTable,
  rows: readonly TTable["$inferInsert"][],
  returning: readonly (keyof TTable["_"]["columns"] & string)[] = [],
): Promise<TReturn[]> {
  if (rows.length === 0) return [];
  const columns = getTableColumns(table);
  const keys = Object.keys(rows[0]).filter((k) => columns[k] !== undefined);
  const names = keys.map((k) => columns[k].name);
  const defs = keys.map((k) => `${quote(columns[k].name)} ${columns[k].getSQLType()}`).join(", ");
  const payload = JSON.stringify(
    rows.map((row) => {
      const out: Record<string, unknown> = {};
      keys.forEach((k, i) => {
        const value = (row as Record<string, unknown>)[k];
        out[names[i]] = value instanceof Date ? value.toISOString() : (value ?? null);
      });
      return out;
    }),
  );
  const list = names.map(quote).join(", ");
  const ret = returning.length
    ? ` returning ${returning.map((k) => `${quote(columns[k].name)} as ${quote(k)}`).join(", ")}`
    : "";
  const result = await db.execute<TReturn>(
    sql`insert into ${sql.raw(quote(getTableName(table)))} (${sql.raw(list)}) select ${sql.raw(list)} from jsonb_to_recordset(${payload}::jsonb) as t(${sql.raw(defs)})${sql.raw(ret)}`,
  );
  return result.rows;
}
