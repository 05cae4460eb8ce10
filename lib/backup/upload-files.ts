import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/** A folder of uploaded files and its name inside the backup (`uploads`, `private-uploads`). */
export type UploadFolder = { name: string; dir: string };

/** Every file under `dir` (relative paths with `/`); a missing folder has none. */
export async function listFiles(dir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
    .sort();
}

/** The folders' files as backup entries named `<folder name>/<relative path>`. */
export async function readUploadFiles(folders: UploadFolder[]): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const folder of folders) {
    for (const rel of await listFiles(folder.dir)) {
      files.set(`${folder.name}/${rel}`, await readFile(path.join(folder.dir, rel)));
    }
  }
  return files;
}

/** Writes a folder's entries from a backup under `dir` (a fresh folder); returns how many. */
export async function writeUploadFiles(
  files: Map<string, Buffer>,
  name: string,
  dir: string,
): Promise<number> {
  let written = 0;
  for (const [entry, bytes] of files) {
    if (!entry.startsWith(`${name}/`)) continue;
    const target = path.join(dir, entry.slice(name.length + 1));
    if (!path.resolve(target).startsWith(path.resolve(dir) + path.sep)) continue;
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, bytes);
    written += 1;
  }
  return written;
}
