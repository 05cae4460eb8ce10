/** npm run db:migrate — applies the committed migrations to the configured database. */
import { openDatabase } from "@/lib/db/client";
import { runMigrations } from "@/lib/db/migrate";
import { env } from "@/lib/env";

const handle = await openDatabase(
  env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.PGLITE_DIR },
);
await runMigrations(handle);
console.log(`migrations applied (${handle.engine})`);
await handle.close();
