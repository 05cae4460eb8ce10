/** First step of `npm start`: migrate, and seed the demo data when the database is empty. */
import { openDatabase } from "@/lib/db/client";
import { runMigrations } from "@/lib/db/migrate";
import { isDatabaseEmpty, seedDatabase } from "@/lib/db/seed/seed-database";
import { env } from "@/lib/env";

const handle = await openDatabase(
  env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.PGLITE_DIR },
);
await runMigrations(handle);
console.log(`database ready (${handle.engine})`);
if (await isDatabaseEmpty(handle.db)) {
  console.log("empty database: loading demo data…");
  await seedDatabase(handle.db, { properties: env.SEED_PROPERTIES, log: console.log });
}
await handle.close();
