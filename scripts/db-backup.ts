/**
 * npm run db:backup [FILE] — one file with the database and the uploaded files
 * (lib/backup/archive.ts), by default backups/landacre-<engine>-<time>.lab.
 * PostgreSQL (DATABASE_URL): pg_dump -Fc of one snapshot, the site may keep running.
 * Embedded PGlite: a running server holds the data directory, so it is asked for the copy
 * (GET /api/admin/backup with BACKUP_TOKEN, set on both sides); a stopped one is read directly.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { readArchive } from "@/lib/backup/archive";
import { createBackup } from "@/lib/backup/create-backup";
import { configuredUploadFolders } from "@/lib/backup/upload-folders";
import { openDatabase } from "@/lib/db/client";
import { env } from "@/lib/env";

async function serverAnswers(): Promise<boolean> {
  try {
    await fetch(new URL("/api/health", env.SITE_URL), { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

async function fromRunningServer(): Promise<Buffer> {
  if (!env.BACKUP_TOKEN) {
    throw new Error(
      `A server is running at ${env.SITE_URL} on the embedded database: set BACKUP_TOKEN (on the server and here) so it writes a consistent copy, or stop it first.`,
    );
  }
  const response = await fetch(new URL("/api/admin/backup", env.SITE_URL), {
    headers: { authorization: `Bearer ${env.BACKUP_TOKEN}` },
  });
  if (!response.ok) throw new Error(`the server refused the backup (${response.status})`);
  return Buffer.from(await response.arrayBuffer());
}

async function main(): Promise<void> {
  const started = performance.now();
  const engine = env.DATABASE_URL ? "postgresql" : "pglite";
  let file: Buffer;
  if (engine === "pglite" && (await serverAnswers())) {
    file = await fromRunningServer();
  } else {
    const handle = await openDatabase(
      env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.PGLITE_DIR },
    );
    try {
      file = await createBackup(handle, configuredUploadFolders());
    } finally {
      await handle.close();
    }
  }
  const { manifest } = readArchive(file);
  const stamp = manifest.createdAt.replace(/[:.]/g, "-");
  const out = path.resolve(process.argv[2] ?? `backups/landacre-${engine}-${stamp}.lab`);
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, file, { mode: 0o600 });
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  const files = manifest.entries.length - 1;
  const mb = (file.length / 1024 / 1024).toFixed(1);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`backup written: ${out} (${mb} MB, ${rows} rows, ${files} files, ${seconds} s)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
