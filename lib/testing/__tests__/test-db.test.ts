import { sql } from "drizzle-orm";
import { Client } from "pg";
import { createTestDatabase, describeOnPostgres } from "@/lib/testing/test-db";

// PGlite runs with fsync off anyway.
describeOnPostgres("a PostgreSQL test database", () => {
  it("commits without waiting for the disk, and another connection sees a commit at once", async () => {
    const handle = await createTestDatabase("postgresql");
    const other = new Client({ connectionString: handle.url });
    try {
      const setting = await handle.db.execute<{ synchronous_commit: string }>(
        sql`show synchronous_commit`,
      );
      expect(setting.rows[0].synchronous_commit).toBe("off");
      await handle.db.execute(sql`create table commit_probe (n int)`);
      await handle.db.execute(sql`insert into commit_probe values (1)`);
      await other.connect();
      const seen = await other.query<{ n: number }>("select n from commit_probe");
      expect(seen.rows).toEqual([{ n: 1 }]);
    } finally {
      await other.end();
      await handle.close();
    }
  });
});
