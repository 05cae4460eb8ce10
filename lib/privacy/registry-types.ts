import "server-only";
import { eq, getTableName, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx, Tx } from "@/lib/admin/tx";

/** The person whose data is exported or erased, as the registry sees them. */
export type DataSubject = { id: number; email: string; phone: string };

/** What deletion does to a table's rows about the person, for the README and the admin screen. */
export type ErasureRule = "delete" | "anonymise" | "unpublish" | "keep";

/**
 * One table holding personal data: which of its columns hold or point at a person (the coverage
 * test compares these with the database's catalogue), what the export shows, and what deletion
 * does. Adding a table with personal data = adding one entry to lib/privacy/registry.ts.
 */
export type PersonalDataEntry = {
  table: string;
  columns: readonly string[];
  /** Key in the downloaded JSON; null when the rows are not the person's own (an admin's id). */
  section: string | null;
  exportRows?: (db: DbOrTx, subject: DataSubject) => Promise<unknown[]>;
  rule: ErasureRule;
  erase?: (tx: Tx, subject: DataSubject) => Promise<void>;
  /** Why: shown on the privacy page and in the README. */
  why: string;
};

/**
 * The usual entry: rows whose `column` is the person are exported whole (minus `omit`) and
 * deleted with the account.
 */
export function ownedRows<T extends PgTable>(
  table: T,
  column: PgColumn,
  section: string,
  options: { why?: string; omit?: readonly string[]; also?: readonly string[] } = {},
): PersonalDataEntry {
  return {
    table: getTableName(table),
    columns: [column.name, ...(options.also ?? [])],
    section,
    exportRows: (db, subject) => selectRows(db, table, eq(column, subject.id), options.omit),
    rule: "delete",
    erase: async (tx, subject) => {
      await tx.delete(table).where(eq(column, subject.id));
    },
    why: options.why ?? "Deleted with the account.",
  };
}

/** Every column of the rows `where` picks, minus `omit` (secrets such as a password hash). */
export async function selectRows(
  db: DbOrTx,
  table: PgTable,
  where: SQL | undefined,
  omit: readonly string[] = [],
): Promise<Record<string, unknown>[]> {
  const rows = (await db.select().from(table).where(where)) as Record<string, unknown>[];
  if (omit.length === 0) return rows;
  return rows.map((row) =>
    Object.fromEntries(Object.entries(row).filter(([k]) => !omit.includes(k))),
  );
}

/** A reference to an administrator who acted (decided, granted, refunded): not the person's data. */
export function adminReference(table: PgTable, column: PgColumn, what: string): PersonalDataEntry {
  return {
    table: getTableName(table),
    columns: [column.name],
    section: null,
    rule: "keep",
    why: `The administrator who ${what}; an administrator's account is not deleted from here.`,
  };
}
