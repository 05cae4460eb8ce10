import "server-only";
import path from "node:path";
import { sql } from "drizzle-orm";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { DbHandle, Schema } from "./client";

export const MIGRATIONS_FOLDER = path.join(process.cwd(), "drizzle");

/** Applies the committed migrations (the same SQL on PGlite and PostgreSQL). */
export async function runMigrations(handle: DbHandle): Promise<void> {
  await handle.db.execute(sql`create extension if not exists pg_trgm`);
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
