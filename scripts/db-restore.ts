/**
 * npm run db:restore FILE — restores a backup from `npm run db:backup` into the configured
 * database (DATABASE_URL, or the embedded one in PGLITE_DIR) and upload folders. The file is
 * checked whole before anything is overwritten; the replaced folders are kept beside the new
 * ones (…before-restore-<time>). Stop the server first.
 */
import { readFile } from "node:fs/promises";
import { restoreBackup } from "@/lib/backup/restore-backup";
import { configuredUploadFolders } from "@/lib/backup/upload-folders";
import { env } from "@/lib/env";

async function main(): Promise<void> {
  const path = process.argv[2];
  if (!path) throw new Error("usage: npm run db:restore -- FILE");
  try {
    await fetch(new URL("/api/health", env.SITE_URL), { signal: AbortSignal.timeout(2000) });
    throw new Error(`A server is running at ${env.SITE_URL}: stop it before restoring.`);
  } catch (error) {
    if (error instanceof Error && error.message.startsWith("A server")) throw error;
  }
  const started = performance.now();
  const uploads = configuredUploadFolders();
  const result = await restoreBackup(
    await readFile(path),
    env.DATABASE_URL
      ? { engine: "postgresql", url: env.DATABASE_URL, uploads }
      : { engine: "pglite", dataDir: env.PGLITE_DIR, uploads },
  );
  const rows = Object.values(result.tables).reduce((a, b) => a + b, 0);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`restored ${rows} rows and ${result.files} files in ${seconds} s`);
  for (const aside of result.keptAside) console.log(`previous copy kept: ${aside}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
