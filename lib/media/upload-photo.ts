import "server-only";
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { AppError } from "@/lib/auth/errors";
import { getStorage } from "@/lib/storage/storage";
import { readPhotoFacts } from "@/lib/trust/photo-facts";
import { recordPhotoFacts } from "@/lib/trust/record-photo-facts";
import { DEFAULT_MEDIA_WIDTH, MEDIA_WIDTHS, type MediaWidth } from "./image-urls";
import { detectFileKind, MAX_PHOTO_BYTES, PHOTO_KINDS, UPLOAD_MESSAGES } from "./upload-signature";

export type PhotoScope = "listings" | "projects";

export type StoredPhoto = {
  /** Storage key without the width suffix. */
  key: string;
  /** URL of the 960 px variant (the width rows point at, as for the demo photos). */
  url: string;
  /** Size of that variant. */
  width: number;
  height: number;
};

type Variant = { width: MediaWidth; data: Buffer; outWidth: number; outHeight: number };

/** Photo keys a seller may attach: their own uploads in that scope. */
export function photoKeyPattern(scope: PhotoScope, sellerId: number): RegExp {
  return new RegExp(`^${scope}/${sellerId}/[0-9a-f-]{36}$`);
}

/**
 * A key {@link storePhoto} made (`<scope>/<seller>/<uuid>`). Other keys (the demo pool's `seed/…`,
 * imported files) are shared or not ours to remove: an edit that drops them never deletes them.
 */
export function isUploadedPhotoKey(key: string): boolean {
  return /^(listings|projects)\/\d+\/[0-9a-f-]{36}$/.test(key);
}

export const variantKey = (key: string, width: number): string => `${key}-${width}.webp`;

/**
 * Checks the bytes, then re-encodes to WebP at 480/960/1440 px with all metadata (EXIF GPS,
 * camera, comments) dropped and the orientation applied. Throws an AppError (422) users can read.
 */
export async function encodePhotoVariants(input: Buffer): Promise<Variant[]> {
  if (input.length === 0) throw new AppError(UPLOAD_MESSAGES.noFile, 400);
  if (input.length > MAX_PHOTO_BYTES) throw new AppError(UPLOAD_MESSAGES.photoTooLarge, 413);
  const kind = detectFileKind(input);
  if (!kind || !PHOTO_KINDS.includes(kind)) throw new AppError(UPLOAD_MESSAGES.notAPhoto, 415);
  try {
    const variants: Variant[] = [];
    for (const width of MEDIA_WIDTHS) {
      const { data, info } = await sharp(input, { failOn: "error", limitInputPixels: 100_000_000 })
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      variants.push({ width, data, outWidth: info.width, outHeight: info.height });
    }
    return variants;
  } catch {
    // sharp's prebuilt libvips reads HEIF containers but ships no HEVC decoder.
    if (kind === "heic") throw new AppError(UPLOAD_MESSAGES.heicUnsupported, 415);
    throw new AppError(UPLOAD_MESSAGES.unreadablePhoto, 422);
  }
}

/**
 * Re-encodes and stores a seller's photo; the files exist before any row points to them. Its
 * fingerprint (perceptual hash, EXIF position and date) is read from the original bytes first:
 * the re-encoded files carry no metadata.
 */
export async function storePhoto(
  sellerId: number,
  scope: PhotoScope,
  input: Buffer,
): Promise<StoredPhoto> {
  const variants = await encodePhotoVariants(input);
  const facts = await readPhotoFacts(input);
  const key = `${scope}/${sellerId}/${randomUUID()}`;
  const storage = getStorage();
  const written: string[] = [];
  try {
    for (const v of variants) {
      const k = variantKey(key, v.width);
      await storage.put(k, v.data, "image/webp");
      written.push(k);
    }
    await recordPhotoFacts(sellerId, key, facts);
  } catch (error) {
    await Promise.allSettled(written.map((k) => storage.delete(k)));
    throw error;
  }
  const main = variants.find((v) => v.width === DEFAULT_MEDIA_WIDTH) ?? variants[0];
  return {
    key,
    url: storage.url(variantKey(key, main.width)),
    width: main.outWidth,
    height: main.outHeight,
  };
}

/** True when every variant of the photo is in storage. */
export async function photoExists(key: string): Promise<boolean> {
  const storage = getStorage();
  const found = await Promise.all(MEDIA_WIDTHS.map((w) => storage.exists(variantKey(key, w))));
  return found.every(Boolean);
}

/** Removes every variant of a photo (best effort; used after a row stops pointing to it). */
export async function deletePhoto(key: string): Promise<void> {
  const storage = getStorage();
  await Promise.allSettled(MEDIA_WIDTHS.map((w) => storage.delete(variantKey(key, w))));
}
