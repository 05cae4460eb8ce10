import "server-only";
import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { assertValidKey, type FileStorage } from "./file-storage";

/** URL prefix of the public route that serves UPLOAD_DIR (app/media/[...path]). */
export const LOCAL_MEDIA_PREFIX = "/media/";

const CONTENT_TYPES: Record<string, string> = {
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".png": "image/png",
  ".pdf": "application/pdf",
};

export function contentTypeForKey(key: string): string {
  return CONTENT_TYPES[path.extname(key)] ?? "application/octet-stream";
}

/**
 * Files on local disk under `root`. Writes go to a temporary name first, then are renamed.
 * `urlPrefix` is where a browser loads them from (the public /media route by default).
 */
export function createLocalStorage(root: string, urlPrefix = LOCAL_MEDIA_PREFIX): FileStorage {
  const base = path.resolve(root);
  const fileOf = (key: string): string => {
    assertValidKey(key);
    const file = path.resolve(base, key);
    if (!file.startsWith(base + path.sep)) throw new Error(`key escapes the upload dir: ${key}`);
    return file;
  };

  return {
    driver: "local",
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${randomBytes(6).toString("hex")}.tmp`;
      await writeFile(tmp, body, { mode: 0o644 });
      await rename(tmp, file);
    },
    async get(key) {
      try {
        return { body: await readFile(fileOf(key)), contentType: contentTypeForKey(key) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async exists(key) {
      try {
        return (await stat(fileOf(key))).isFile();
      } catch {
        return false;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    url(key) {
      assertValidKey(key);
      return `${urlPrefix}${key}`;
    },
  };
}
