/**
 * npm run db:seed [-- --properties N] — loads the demo data (repeatable: existing rows are kept,
 * nothing is duplicated). Large N streams in batches for benchmarks.
 */
import { parseArgs } from "node:util";
import { openDatabase } from "@/lib/db/client";
import { runMigrations } from "@/lib/db/migrate";
import { seedDatabase } from "@/lib/db/seed/seed-database";
import { env } from "@/lib/env";

const { values } = parseArgs({ options: { properties: { type: "string" } } });
const properties = values.properties ? Number(values.properties) : env.SEED_PROPERTIES;
if (!Number.isInteger(properties) || properties < 0) {
  console.error("--properties must be a non-negative integer");
  process.exit(1);
}
const handle = await openDatabase(
  env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.PGLITE_DIR },
);
await runMigrations(handle);
await seedDatabase(handle.db, { properties, log: console.log });
await handle.close();
