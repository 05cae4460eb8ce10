import { randomBytes } from "node:crypto";
import { Client } from "pg";
import { openDatabase, setDbHandleForTesting, type DbEngine, type DbHandle } from "@/lib/db/client";
import { runMigrations } from "@/lib/db/migrate";
import { env } from "@/lib/env";

/** Engines every integration test runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const TEST_ENGINES: DbEngine[] = env.TEST_DATABASE_URL
  ? ["pglite", "postgresql"]
  : ["pglite"];

/**
 * A fresh, migrated, empty database. PostgreSQL gets a throw-away database per call, so test
 * files can run in parallel; it is dropped on close.
 */
export async function createTestDatabase(engine: DbEngine): Promise<DbHandle> {
  if (engine === "pglite") {
    const handle = await openDatabase({});
    await runMigrations(handle);
    return handle;
  }
  const baseUrl = new URL(env.TEST_DATABASE_URL);
  const name = `landacre_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new Client({ connectionString: baseUrl.toString() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl.toString());
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  await runMigrations(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new Client({ connectionString: baseUrl.toString() });
      await dropper.connect();
      // pool.end() resolves before every backend has gone; forcing the drop while one is still
      // closing sends it a FATAL that surfaces as an unhandled error in whichever test runs.
      for (let i = 0; i < 40; i++) {
        const { rows } = await dropper.query<{ n: number }>(
          "select count(*)::int as n from pg_stat_activity where datname = $1",
          [name],
        );
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** Points the app's getDb() at a fresh test database for the current test file. */
export async function useTestDatabase(engine: DbEngine): Promise<DbHandle> {
  const handle = await createTestDatabase(engine);
  setDbHandleForTesting(handle);
  return handle;
}

export async function releaseTestDatabase(handle: DbHandle | undefined): Promise<void> {
  setDbHandleForTesting(undefined);
  await handle?.close();
}
