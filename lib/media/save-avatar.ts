import "server-only";
import { randomUUID } from "node:crypto";
import { mkdir, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { AppError } from "@/lib/auth/errors";
import { env } from "@/lib/env";

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
const AVATAR_SIZE = 400;
/** Served by the /media route (app/media/[...path]) from UPLOAD_DIR. */
const URL_PREFIX = "/media/avatars/";
const NAME_PATTERN = /^[0-9a-f-]{36}\.webp$/;

export type ImageKind = "jpeg" | "png" | "webp";

/** What the bytes really are (magic numbers), whatever the file name or Content-Type claims. */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  const starts = (sig: number[], offset = 0) => sig.every((b, i) => bytes[offset + i] === b);
  if (starts([0xff, 0xd8, 0xff])) return "jpeg";
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return null;
}

function avatarDir(root: string): string {
  return path.resolve(root, "avatars");
}

function photoError(message: string): AppError {
  return new AppError(message, 400, { photo: message });
}

/**
 * Checks a profile photo (≤ 5 MB, JPEG/PNG/WebP by magic bytes), re-encodes it to a square
 * WebP without metadata (EXIF GPS is dropped) and stores it under a server-chosen name.
 */
export async function saveAvatar(
  bytes: Uint8Array,
  root: string = env.UPLOAD_DIR,
): Promise<{ url: string }> {
  if (bytes.byteLength === 0) throw photoError("Please choose a photo.");
  if (bytes.byteLength > AVATAR_MAX_BYTES) throw photoError("The photo must be at most 5 MB.");
  if (!sniffImage(bytes)) throw photoError("Please upload a JPEG, PNG or WebP image.");
  let webp: Buffer;
  try {
    webp = await sharp(bytes, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: "cover" })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw photoError("This image could not be read. Please try another photo.");
  }
  const name = `${randomUUID()}.webp`;
  await mkdir(avatarDir(root), { recursive: true });
  await writeFile(path.join(avatarDir(root), name), webp, { mode: 0o644 });
  return { url: `${URL_PREFIX}${name}` };
}

/** Removes a photo this module stored (ignores anything else). */
export async function deleteAvatar(
  url: string | null | undefined,
  root: string = env.UPLOAD_DIR,
): Promise<void> {
  const name = url?.startsWith(URL_PREFIX) ? url.slice(URL_PREFIX.length) : "";
  if (!NAME_PATTERN.test(name)) return;
  await unlink(path.join(avatarDir(root), name)).catch(() => undefined);
}
