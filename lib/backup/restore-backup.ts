import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { Client } from "pg";
import { openDatabase } from "@/lib/db/client";
import { CorruptBackupError, readArchive, type BackupManifest } from "./archive";
import { countTables, runOn } from "./table-counts";
import { writeUploadFiles, type UploadFolder } from "./upload-files";

const run = promisify(execFile);

export type RestoreTarget =
  | { engine: "pglite"; dataDir: string; uploads: readonly UploadFolder[] }
  | { engine: "postgresql"; url: string; uploads: readonly UploadFolder[] };

export type RestoreResult = { tables: Record<string, number>; files: number; keptAside: string[] };

function sameCounts(
  found: Record<string, number>,
  expected: Record<string, number>,
): string | null {
  for (const [table, rows] of Object.entries(expected)) {
    if (found[table] !== rows)
      return `${table}: ${found[table] ?? "missing"} rows, expected ${rows}`;
  }
  return null;
}

/** Moves `dir` aside (kept, named by the time) and `fresh` into its place. */
async function swapIn(fresh: string, dir: string, stamp: string): Promise<string | null> {
  let aside: string | null = null;
  if (existsSync(dir)) {
    aside = `${dir}.before-restore-${stamp}`;
    await rename(dir, aside);
  }
  await rename(fresh, dir);
  return aside;
}

/**
 * Restores a backup file. Everything is checked before anything is overwritten: the file's and
 * every entry's checksums, the engine, and the database itself — PGlite's copy is opened in a
 * new folder and its rows counted against the manifest; PostgreSQL's dump must list with
 * `pg_restore --list`. Then the new data directory (PGlite) and upload folders are moved into
 * place, the old ones kept beside them (`…before-restore-<time>`); PostgreSQL's dump is restored
 * in one transaction and its rows counted.
 */
export async function restoreBackup(
  file: Buffer,
  target: RestoreTarget,
  now = new Date(),
): Promise<RestoreResult> {
  const { manifest, files } = readArchive(file);
  if (manifest.engine !== target.engine) {
    throw new CorruptBackupError(
      `this backup is of the ${manifest.engine} database, the target is ${target.engine}`,
    );
  }
  const stamp = now.toISOString().replace(/[:.]/g, "-");
  const work = await mkdtemp(path.join(tmpdir(), "landacre-restore-"));
  try {
    const staged: { fresh: string; dir: string }[] = [];
    let count = 0;
    for (const folder of target.uploads) {
      const fresh = `${folder.dir}.restoring-${stamp}`;
      count += await writeUploadFiles(files, folder.name, fresh);
      staged.push({ fresh, dir: folder.dir });
    }
    const keptAside: string[] = [];
    let tables: Record<string, number>;
    if (target.engine === "pglite") {
      tables = await stagePglite(manifest, files, target.dataDir, stamp);
      staged.unshift({ fresh: `${target.dataDir}.restoring-${stamp}`, dir: target.dataDir });
    } else {
      const dump = path.join(work, "database.dump");
      await writeFile(dump, files.get("database/postgresql.dump") ?? Buffer.alloc(0));
      await run("pg_restore", ["--list", dump]).catch(() => {
        throw new CorruptBackupError("pg_restore cannot read the database dump");
      });
      await run("pg_restore", [
        "--clean",
        "--if-exists",
        "--no-owner",
        "-1",
        "-d",
        target.url,
        dump,
      ]);
      const client = new Client({ connectionString: target.url });
      await client.connect();
      try {
        tables = await countTables(async (text) => client.query(text));
      } finally {
        await client.end();
      }
      const mismatch = sameCounts(tables, manifest.tables);
      if (mismatch) throw new Error(`restored database differs from the backup (${mismatch})`);
    }
    for (const { fresh, dir } of staged) {
      if (!existsSync(fresh)) continue;
      const aside = await swapIn(fresh, dir, stamp);
      if (aside) keptAside.push(aside);
    }
    return { tables, files: count, keptAside };
  } catch (error) {
    for (const folder of target.uploads) {
      await rm(`${folder.dir}.restoring-${stamp}`, { recursive: true, force: true });
    }
    if (target.engine === "pglite") {
      await rm(`${target.dataDir}.restoring-${stamp}`, { recursive: true, force: true });
    }
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Builds the new PGlite data directory beside the old one and checks every table's rows. */
async function stagePglite(
  manifest: BackupManifest,
  files: Map<string, Buffer>,
  dataDir: string,
  stamp: string,
): Promise<Record<string, number>> {
  const dump = files.get("database/pglite.tar");
  if (!dump) throw new CorruptBackupError("the database copy is missing");
  let handle;
  try {
    handle = await openDatabase({
      dataDir: `${dataDir}.restoring-${stamp}`,
      loadDataDir: dump,
    });
  } catch {
    throw new CorruptBackupError("the database copy cannot be opened");
  }
  try {
    const tables = await countTables(runOn(handle.db));
    const mismatch = sameCounts(tables, manifest.tables);
    if (mismatch) throw new CorruptBackupError(`the database copy differs (${mismatch})`);
    return tables;
  } finally {
    await handle.close();
  }
}
