import "server-only";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { env } from "@/lib/env";

/** The only file types served from the upload directory. */
export const UPLOAD_CONTENT_TYPES: Readonly<Record<string, string>> = {
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".png": "image/png",
  ".pdf": "application/pdf",
};

/**
 * Headers for serving an uploaded file: never sniffed, run in a sandbox if a browser renders it,
 * and PDFs (which may also parse as HTML) always downloaded, not shown inline. Images were
 * re-encoded on upload, so they may be shown inline.
 */
export function uploadedFileHeaders(contentType: string): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy":
      "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
    "Content-Disposition": contentType.startsWith("image/") ? "inline" : "attachment",
  };
}

export type UploadFile = { body: Buffer; contentType: string; size: number };

const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * Resolves URL path segments to a file inside `root` (default UPLOAD_DIR), or null when the path
 * is unsafe: traversal (`..`, absolute or encoded separators), hidden names, a disallowed
 * extension, or anything that resolves outside the root.
 */
export function resolveUploadPath(
  segments: readonly string[],
  root: string = env.UPLOAD_DIR,
): string | null {
  if (segments.length === 0 || segments.length > 8) return null;
  if (!segments.every((s) => SAFE_SEGMENT.test(s) && !s.includes(".."))) return null;
  const base = path.resolve(root);
  const file = path.resolve(base, ...segments);
  if (!file.startsWith(base + path.sep)) return null;
  if (!(path.extname(file).toLowerCase() in UPLOAD_CONTENT_TYPES)) return null;
  return file;
}

/** Reads an uploaded file for serving; null when the path is unsafe or no such file exists. */
export async function readUpload(
  segments: readonly string[],
  root: string = env.UPLOAD_DIR,
): Promise<UploadFile | null> {
  const file = resolveUploadPath(segments, root);
  if (!file) return null;
  try {
    // Uploads live outside the build; the path was checked above, so the bundler must not trace it.
    const info = await stat(/* turbopackIgnore: true */ file);
    if (!info.isFile()) return null;
    const body = await readFile(/* turbopackIgnore: true */ file);
    return {
      body,
      contentType: UPLOAD_CONTENT_TYPES[path.extname(file).toLowerCase()],
      size: body.length,
    };
  } catch {
    return null;
  }
}
