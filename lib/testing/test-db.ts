import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { Client } from "pg";
import { openDatabase, setDbHandleForTesting, type DbEngine, type DbHandle } from "@/lib/db/client";
import { runMigrations } from "@/lib/db/migrate";
import { env } from "@/lib/env";

/** Engines every integration test runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const TEST_ENGINES: DbEngine[] = env.TEST_DATABASE_URL
  ? ["pglite", "postgresql"]
  : ["pglite"];

/**
 * `describe` for tests that need a PostgreSQL server: skipped where TEST_DATABASE_URL is not set.
 * A function, so the scripts that import this file outside Jest never touch `describe`.
 */
export function describeOnPostgres(name: string, tests: () => void): void {
  (env.TEST_DATABASE_URL ? describe : describe.skip)(name, tests);
}

/**
 * Jest's time for a test that migrates a database from scratch (`fromScratch`, a restore, a data
 * directory on disk): minutes on a loaded machine, where CI runs Jest beside the browser tests at
 * a lower priority.
 */
export const FROM_SCRATCH_TIMEOUT = 240_000;

/**
 * A test database's `shared_buffers`: PostgreSQL's 128MB are zeroed at every start, which cost
 * each test file about half a CPU-second; its few tables fit in a few MB.
 */
const TEST_SHARED_BUFFERS = "8MB";

/** An embedded test database: empty, or from a data-directory tarball. */
function openPglite(loadDataDir?: Uint8Array): Promise<DbHandle> {
  return openDatabase({ loadDataDir, sharedBuffers: TEST_SHARED_BUFFERS, smallWal: !loadDataDir });
}

type CreateOptions = {
  /**
   * Run every migration on the new database instead of copying this Jest run's migrated
   * template (the migrations tests). Outside Jest there is no template and this is the only way.
   */
  fromScratch?: boolean;
};

/** Where this Jest run keeps its templates (see lib/testing/jest-global-setup.cjs). */
export function testTemplates(dir: string): { pgliteDump: string; postgresName: string } {
  const id = path
    .basename(dir)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
  return { pgliteDump: path.join(dir, "pglite.tar"), postgresName: `landacre_template_${id}` };
}

/**
 * A fresh, migrated, empty database. Under Jest each one is a copy of a template migrated once
 * per run (PGlite: a dump of the data directory; PostgreSQL: `create database … template`).
 * PostgreSQL gets a throw-away database per call, so test files can run in parallel; it is
 * dropped on close.
 */
export async function createTestDatabase(
  engine: DbEngine,
  options: CreateOptions = {},
): Promise<DbHandle> {
  const templateDir = options.fromScratch ? "" : env.TEST_TEMPLATE_DIR;
  if (engine === "pglite") {
    if (!templateDir) {
      const handle = await openPglite();
      await runMigrations(handle);
      return handle;
    }
    return openPglite(await pgliteTemplate(testTemplates(templateDir).pgliteDump));
  }
  const baseUrl = new URL(env.TEST_DATABASE_URL);
  const name = `landacre_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new Client({ connectionString: baseUrl.toString() });
  await admin.connect();
  const url = new URL(baseUrl.toString());
  url.pathname = `/${name}`;
  try {
    if (templateDir) {
      const template = testTemplates(templateDir).postgresName;
      await ensurePostgresTemplate(admin, baseUrl, template);
      await admin.query(`create database ${name} template ${template}`);
    } else {
      await admin.query(`create database ${name}`);
    }
    await commitWithoutFlush(admin, name);
  } finally {
    await admin.end();
  }
  const handle = await openDatabase({ url: url.toString() });
  if (!templateDir) await runMigrations(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new Client({ connectionString: baseUrl.toString() });
      await dropper.connect();
      await waitForNoConnections(dropper, name);
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/**
 * The migrated PGlite data directory as a tarball; the first test file of the run to need it
 * migrates an empty database and writes it (atomically, so a parallel worker reads either
 * nothing or the whole file; two workers racing both migrate once and write the same thing).
 */
async function pgliteTemplate(file: string): Promise<Uint8Array> {
  if (!existsSync(file)) {
    const handle = await openPglite();
    try {
      await runMigrations(handle);
      // The app uses only the `postgres` database: without template0 and template1 each test
      // file's copy is 29 MB instead of 44, and opens with about a quarter less CPU.
      for (const name of ["template0", "template1"]) {
        await handle.db.execute(sql.raw(`alter database ${name} is_template false`));
        await handle.db.execute(sql.raw(`drop database ${name}`));
      }
      if (!handle.dumpDataDir) throw new Error("an embedded database can dump its data directory");
      const dump = await handle.dumpDataDir();
      const partial = `${file}.${process.pid}.partial`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
    } finally {
      await handle.close();
    }
  }
  return readFileSync(file);
}

/**
 * A throw-away database's commits need not outlive a crash of the server, so they do not wait
 * for their WAL to reach the disk (`synchronous_commit = off`, for every later connection to it;
 * PGlite runs with fsync off already). What other connections see is unchanged: a committed
 * transaction is visible at once either way. Eight database test files run one after another
 * cost about half a CPU-second less each without the flush (bench/README.md).
 */
async function commitWithoutFlush(admin: Client, database: string): Promise<void> {
  await admin.query(`alter database ${database} set synchronous_commit = off`);
}

/**
 * Creates and migrates this run's PostgreSQL template once, under an advisory lock that every
 * worker takes before copying it: a template can only be copied while nobody is connected to it.
 */
async function ensurePostgresTemplate(
  admin: Client,
  baseUrl: URL,
  template: string,
): Promise<void> {
  await admin.query("select pg_advisory_lock(hashtext($1))", [template]);
  try {
    const exists = await admin.query("select 1 from pg_database where datname = $1", [template]);
    if (exists.rowCount) return;
    await admin.query(`create database ${template}`);
    await commitWithoutFlush(admin, template);
    const url = new URL(baseUrl.toString());
    url.pathname = `/${template}`;
    try {
      const handle = await openDatabase({ url: url.toString() });
      try {
        await runMigrations(handle);
      } finally {
        await handle.close();
      }
      await waitForNoConnections(admin, template);
    } catch (error) {
      await admin.query(`drop database if exists ${template} with (force)`);
      throw error;
    }
  } finally {
    await admin.query("select pg_advisory_unlock(hashtext($1))", [template]);
  }
}

// pool.end() resolves before every backend has gone; forcing a drop while one is still closing
// sends it a FATAL that surfaces as an unhandled error in whichever test runs, and a template
// with a backend left cannot be copied.
async function waitForNoConnections(admin: Client, database: string): Promise<void> {
  for (let i = 0; i < 40; i++) {
    const { rows } = await admin.query<{ n: number }>(
      "select count(*)::int as n from pg_stat_activity where datname = $1",
      [database],
    );
    if (rows[0].n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
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
