import "server-only";
import path from "node:path";
import { sql } from "drizzle-orm";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { DbHandle, Schema } from "./client";

export const MIGRATIONS_FOLDER = path.join(process.cwd(), "drizzle");

/** How many migrations the database has applied (0 before the first). */
async function appliedMigrations(handle: DbHandle): Promise<number> {
  const table = await handle.db.execute<{ t: string | null }>(
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as t`,
  );
  if (!table.rows[0]?.t) return 0;
  const result = await handle.db.execute<{ n: number }>(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * Applies the committed migrations (the same SQL on PGlite and PostgreSQL). When any was
 * applied, vacuums and analyzes the database: a migration that rewrites a table (a stored
 * column added, as 0007 and 0019 do) leaves no page of it marked all-visible, so every
 * index-only scan reads the table again (at 5,000,000 listings the city searches went from 5 to
 * 70 ms), and autovacuum has no reason to come soon (nothing was inserted or deleted). The
 * vacuum took 7 s at 5,000,000 listings.
 */
export async function runMigrations(handle: DbHandle): Promise<void> {
  await handle.db.execute(sql`create extension if not exists pg_trgm`);
  const before = await appliedMigrations(handle);
  await applyMigrations(handle);
  if ((await appliedMigrations(handle)) > before) {
    await handle.db.execute(sql`vacuum (analyze)`);
  }
}

async function applyMigrations(handle: DbHandle): Promise<void> {
  if (handle.engine === "pglite") {
    await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, {
      migrationsFolder: MIGRATIONS_FOLDER,
    });
  } else {
    await migratePg(handle.db as unknown as NodePgDatabase<Schema>, {
      migrationsFolder: MIGRATIONS_FOLDER,
    });
  }
}
