/**
 * A timestamp read back from raw SQL as a Date, or null: the drivers give a string (PGlite, and
 * `sql` expressions on PostgreSQL) or a Date. For `.mapWith()` and rows of `db.execute`.
 */
export const timestampOrNull = (v: Date | string | null): Date | null =>
  v === null ? null : new Date(v);
