import "server-only";
import path from "node:path";
import { sql } from "drizzle-orm";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { DbHandle, Schema } from "./client";

export const MIGRATIONS_FOLDER = path.join(process.cwd(), "drizzle");

/**
 * Keyword search within a city (lib/search/search-conditions.ts): a listing's words prefixed
 * with its city id ("7:modular"), and the searched words prefixed the same way. A GIN index over
 * the prefixed words (properties_city_text_*_idx) keeps one short list per word and city, so a
 * search in one city never reads a word's list for the whole country. The words come from the
 * 'simple' parser, which keeps no quotes or backslashes in a word; quotes are doubled anyway.
 * Immutable: an index depends on it — a change needs a new function name and a reindex.
 */
const SEARCH_CITY_FUNCTIONS = [
  sql.raw(`create or replace function search_city_terms(city integer, doc tsvector) returns tsvector
language sql immutable parallel safe
as $$ select array_to_tsvector(array(select city || ':' || l from unnest(tsvector_to_array(doc)) l)) $$`),
  sql.raw(`create or replace function search_city_query(city integer, words text) returns tsquery
language sql immutable parallel safe
as $$ select array_to_string(array(
    select '''' || replace(city || ':' || l, '''', '''''') || ''''
    from unnest(tsvector_to_array(to_tsvector('simple'::regconfig, words))) l), ' & ')::tsquery $$`),
];

/** Applies the committed migrations (the same SQL on PGlite and PostgreSQL). */
export async function runMigrations(handle: DbHandle): Promise<void> {
  await handle.db.execute(sql`create extension if not exists pg_trgm`);
  // Before the migrations: indexes of the schema are built on these functions.
  for (const statement of SEARCH_CITY_FUNCTIONS) await handle.db.execute(statement);
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
