import { statSync } from "node:fs";
import { sql } from "drizzle-orm";
import { openDatabase, type DbHandle } from "@/lib/db/client";
import { env } from "@/lib/env";
import { createTestDatabase, testTemplates } from "@/lib/testing/test-db";

async function sharedBuffers(handle: DbHandle): Promise<string> {
  const result = await handle.db.execute<{ shared_buffers: string }>(sql`show shared_buffers`);
  return result.rows[0].shared_buffers;
}

describe("PGlite's shared_buffers", () => {
  it("is small for a test database and PostgreSQL's default when not asked", async () => {
    const small = await createTestDatabase("pglite");
    let copy: DbHandle | undefined;
    try {
      expect(await sharedBuffers(small)).toBe("8MB");
      copy = await openDatabase({ loadDataDir: await small.dumpDataDir!() });
      expect(await sharedBuffers(copy)).toBe("128MB");
    } finally {
      await copy?.close();
      await small.close();
    }
  });
});

describe("a PGlite data-directory dump", () => {
  it("is taken after a checkpoint, so a copy opens without replaying the writes before it", async () => {
    const handle = await createTestDatabase("pglite");
    try {
      await handle.db.execute(
        sql`create table dump_probe as select g from generate_series(1, 1000) g`,
      );
      const { rows } = await handle.db.execute<{ lsn: string }>(
        sql`select pg_current_wal_insert_lsn()::text as lsn`,
      );
      await handle.dumpDataDir!();
      const redo = await handle.db.execute<{ after: boolean }>(
        sql`select redo_lsn >= ${rows[0].lsn}::pg_lsn as after from pg_control_checkpoint()`,
      );
      expect(redo.rows[0].after).toBe(true);
    } finally {
      await handle.close();
    }
  });
});

describe("a PGlite test database", () => {
  it("is a copy of a migrated template that holds only the app's database", async () => {
    const handle = await createTestDatabase("pglite");
    try {
      const { rows } = await handle.db.execute<{ datname: string }>(
        sql`select datname from pg_database order by datname`,
      );
      expect(rows.map((r) => r.datname)).toEqual(["postgres"]);
      const applied = await handle.db.execute<{ n: number }>(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(applied.rows[0].n).toBeGreaterThan(0);
    } finally {
      await handle.close();
    }
  });

  it("keeps its WAL in 1 MB segments, so the template every file copies carries little of it", async () => {
    const handle = await createTestDatabase("pglite");
    try {
      const { rows } = await handle.db.execute<{ wal_segment_size: string }>(
        sql`show wal_segment_size`,
      );
      expect(rows[0].wal_segment_size).toBe("1MB");
      // 16 MB of WAL alone with PostgreSQL's defaults.
      const template = statSync(testTemplates(env.TEST_TEMPLATE_DIR).pgliteDump);
      expect(template.size).toBeLessThan(16 * 1024 * 1024);
    } finally {
      await handle.close();
    }
  });
});
