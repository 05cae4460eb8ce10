import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { Client } from "pg";
import { openDatabase, type DbHandle } from "@/lib/db/client";
import { writeArchive } from "./archive";
import { countTables, runOn } from "./table-counts";
import { readUploadFiles, type UploadFolder } from "./upload-files";

const run = promisify(execFile);

/** The database part of a backup and the row counts it holds. */
type DatabaseDump = { name: string; bytes: Buffer; tables: Record<string, number> };

/**
 * PGlite: `dumpDataDir` of the open database — a consistent copy taken by the process that holds
 * it, so a running server can make it without stopping. The counts come from the dump itself
 * (opened in memory), so they describe exactly what was saved.
 */
async function dumpPglite(handle: DbHandle): Promise<DatabaseDump> {
  if (!handle.dumpDataDir) throw new Error("this embedded database cannot dump its data directory");
  const bytes = Buffer.from(await (await handle.dumpDataDir()).arrayBuffer());
  const copy = await openDatabase({ loadDataDir: bytes });
  try {
    return { name: "database/pglite.tar", bytes, tables: await countTables(runOn(copy.db)) };
  } finally {
    await copy.close();
  }
}

/**
 * PostgreSQL: `pg_dump -Fc` of a snapshot exported by a repeatable-read transaction that also
 * counts the rows, so the counts and the dump see the same moment while the site keeps writing.
 */
async function dumpPostgres(url: string): Promise<DatabaseDump> {
  const dir = await mkdtemp(path.join(tmpdir(), "landacre-backup-"));
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("begin isolation level repeatable read read only");
    const { rows } = await client.query<{ id: string }>("select pg_export_snapshot() as id");
    const tables = await countTables(async (text) => client.query(text));
    const file = path.join(dir, "database.dump");
    await run("pg_dump", ["-Fc", "--no-owner", `--snapshot=${rows[0]!.id}`, "-f", file, url]);
    await client.query("commit");
    return { name: "database/postgresql.dump", bytes: await readFile(file), tables };
  } finally {
    await client.end();
    await rm(dir, { recursive: true, force: true });
  }
}

/** A backup of the database and the uploaded files, as one verifiable file (lib/backup/archive.ts). */
export async function createBackup(
  handle: DbHandle,
  uploads: UploadFolder[],
  now = new Date(),
): Promise<Buffer> {
  if (handle.engine === "postgresql" && !handle.url) throw new Error("no PostgreSQL URL to dump");
  const dump =
    handle.engine === "pglite" ? await dumpPglite(handle) : await dumpPostgres(handle.url!);
  const files = new Map<string, Buffer>([[dump.name, dump.bytes]]);
  for (const [name, bytes] of await readUploadFiles(uploads)) files.set(name, bytes);
  return writeArchive(
    { createdAt: now.toISOString(), engine: handle.engine, tables: dump.tables },
    files,
  );
}
