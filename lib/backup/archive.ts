import { createHash } from "node:crypto";

/**
 * The backup file: a fixed header line, the manifest (JSON, length-prefixed), every entry's bytes
 * in manifest order, and a SHA-256 of everything before it. Reading checks the header, the
 * trailer and each entry's own SHA-256, so a truncated or changed file is refused before any of
 * it is used.
 */
const MAGIC = Buffer.from("LANDACRE-BACKUP/1\n");

export type BackupEntry = { name: string; size: number; sha256: string };
export type BackupManifest = {
  format: 1;
  createdAt: string;
  engine: "pglite" | "postgresql";
  /** Rows per table in the dumped database (a restore must find as many). */
  tables: Record<string, number>;
  entries: BackupEntry[];
};

export class CorruptBackupError extends Error {
  constructor(reason: string) {
    super(`Not a usable backup: ${reason}. Nothing was changed.`);
    this.name = "CorruptBackupError";
  }
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

export function writeArchive(
  meta: Omit<BackupManifest, "entries" | "format">,
  files: Map<string, Buffer>,
): Buffer {
  const entries = [...files].map(([name, bytes]) => ({
    name,
    size: bytes.length,
    sha256: sha256(bytes),
  }));
  const manifest = Buffer.from(JSON.stringify({ format: 1, ...meta, entries }));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(manifest.length);
  const body = Buffer.concat([MAGIC, length, manifest, ...files.values()]);
  return Buffer.concat([body, createHash("sha256").update(body).digest()]);
}

export function readArchive(file: Buffer): {
  manifest: BackupManifest;
  files: Map<string, Buffer>;
} {
  if (file.length < MAGIC.length + 4 + 32 || !file.subarray(0, MAGIC.length).equals(MAGIC)) {
    throw new CorruptBackupError("this is not a LAND Acre backup file");
  }
  const body = file.subarray(0, file.length - 32);
  if (
    !createHash("sha256")
      .update(body)
      .digest()
      .equals(file.subarray(file.length - 32))
  ) {
    throw new CorruptBackupError("the file is damaged or incomplete (checksum mismatch)");
  }
  const length = body.readUInt32BE(MAGIC.length);
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(
      body.subarray(MAGIC.length + 4, MAGIC.length + 4 + length).toString("utf8"),
    ) as BackupManifest;
  } catch {
    throw new CorruptBackupError("the manifest cannot be read");
  }
  if (manifest.format !== 1 || !Array.isArray(manifest.entries)) {
    throw new CorruptBackupError("unknown backup format");
  }
  const files = new Map<string, Buffer>();
  let offset = MAGIC.length + 4 + length;
  for (const entry of manifest.entries) {
    const bytes = body.subarray(offset, offset + entry.size);
    offset += entry.size;
    if (bytes.length !== entry.size || sha256(bytes) !== entry.sha256) {
      throw new CorruptBackupError(`${entry.name} does not match its checksum`);
    }
    if (entry.name.includes("..") || entry.name.startsWith("/")) {
      throw new CorruptBackupError(`${entry.name} is not a safe path`);
    }
    files.set(entry.name, bytes);
  }
  if (offset !== body.length) throw new CorruptBackupError("unexpected bytes after the entries");
  return { manifest, files };
}
