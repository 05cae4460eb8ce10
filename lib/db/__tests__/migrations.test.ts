import { sql } from "drizzle-orm";
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
      } finally {
        await handle.close();
      }
    },
    FROM_SCRATCH_TIMEOUT,
  );
});
