/** First step of `npm start`: migrate, and seed the demo data when the database is empty. */
import { openDatabase } from "@/lib/db/client";
import { runMigrations } from "@/lib/db/migrate";
import { isDatabaseEmpty, seedDatabase } from "@/lib/db/seed/seed-database";
import { env } from "@/lib/env";
import { ensureInitialAdmin } from "@/lib/users/ensure-initial-admin";

const handle = await openDatabase(
  env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.PGLITE_DIR },
);
await runMigrations(handle);
console.log(`database ready (${handle.engine})`);
if (await isDatabaseEmpty(handle.db)) {
  console.log("empty database: loading demo data…");
  await seedDatabase(handle.db, { properties: env.SEED_PROPERTIES, log: console.log });
}
const admin = await ensureInitialAdmin(handle.db);
if (admin === "no-password") console.warn("no administrator: set ADMIN_EMAIL and ADMIN_PASSWORD");
if (admin === "conflict")
  console.warn("no administrator: ADMIN_EMAIL or ADMIN_PHONE belongs to another account");
await handle.close();
