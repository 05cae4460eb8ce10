import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";

/** Runs one SQL text and answers its rows (a drizzle database or a plain pg client). */
export type RunSql = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

export function runOn(db: Pick<Db, "execute">): RunSql {
  return (text) => db.execute<Record<string, unknown>>(sql.raw(text));
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Rows in every table of the public schema (the manifest's and the restore check's figures). */
export async function countTables(query: RunSql): Promise<Record<string, number>> {
  const tables = await query(
    "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows as { name: string }[]) {
    const result = await query(`select count(*)::int as n from public.${quote(name)}`);
    counts[name] = Number(result.rows[0]!.n);
  }
  return counts;
}
