/**
 * npm run db:seed [-- --properties N] — loads the demo data. Repeatable: existing rows are kept and
 * nothing is duplicated. N is a target, not an increment: the seeded listings are topped up to N
 * (run it again with the same N and nothing is added; with a bigger N only the difference is).
 * Listings stream in batches of 1,000, so memory stays flat for any N.
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
console.log(`seed: ${handle.engine}, target ${properties} listings`);
await seedDatabase(handle.db, { properties, log: console.log });
await handle.close();
const usage = process.resourceUsage();
console.log(
  `seed: peak RSS ${Math.round(usage.maxRSS / 1024)} MiB, CPU ${((usage.userCPUTime + usage.systemCPUTime) / 1e6).toFixed(1)} s`,
);
