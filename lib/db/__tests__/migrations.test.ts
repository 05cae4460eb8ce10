import { sql } from "drizzle-orm";
import { runMigrations } from "@/lib/db/migrate";
import { createTestDatabase, FROM_SCRATCH_TIMEOUT, TEST_ENGINES } from "@/lib/testing/test-db";

describe.each(TEST_ENGINES)("migrations on %s", (engine) => {
  it(
    "apply from empty and create every core table",
    async () => {
      const handle = await createTestDatabase(engine, { fromScratch: true });
      try {
        const result = await handle.db.execute<{ table_name: string }>(
          sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
        );
        const names = result.rows.map((r) => r.table_name);
        for (const table of [
          "users",
          "seller_profiles",
          "properties",
          "property_media",
          "projects",
          "cities",
          "localities",
          "leads",
          "plans",
          "payments",
        ]) {
          expect(names).toContain(table);
        }
        const ext = await handle.db.execute<{ extname: string }>(
          sql`select extname from pg_extension where extname = 'pg_trgm'`,
        );
        expect(ext.rows).toHaveLength(1);

        // Applied migrations are followed by a vacuum (a rewritten table gets its statistics
        // and all-visible pages back); a run that applies nothing does not vacuum again.
        const lastVacuum = async () => {
          const stats = await handle.db.execute<{ at: string | null }>(
            sql`select last_vacuum::text as at from pg_stat_user_tables where relname = 'properties'`,
          );
          return stats.rows[0]?.at ?? null;
        };
        const vacuumed = await lastVacuum();
        expect(vacuumed).not.toBeNull();
        await runMigrations(handle);
        expect(await lastVacuum()).toBe(vacuumed);
      } finally {
        await handle.close();
      }
    },
    FROM_SCRATCH_TIMEOUT,
  );
});
