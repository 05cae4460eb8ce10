import "server-only";
import sharp from "sharp";
import { AppError } from "@/lib/auth/errors";
import { photoKeyPattern, variantKey, type PhotoScope } from "@/lib/media/upload-photo";
import { DEFAULT_MEDIA_WIDTH } from "@/lib/media/image-urls";
import { getStorage } from "@/lib/storage/storage";

export type VerifiedPhoto = {
  storageKey: string;
  url: string;
  width: number;
  height: number;
  position: number;
  isCover: boolean;
  alt: string;
};

/**
 * Checks that every photo is the seller's own upload and is in storage, and reads its real
 * size from the stored file (the browser's word is not taken for URL or dimensions).
 */
export async function verifyPhotos(
  sellerId: number,
  scope: PhotoScope,
  photos: readonly { key: string; alt?: string }[],
  coverKey?: string | null,
): Promise<VerifiedPhoto[]> {
  const pattern = photoKeyPattern(scope, sellerId);
  const seen = new Set<string>();
  const storage = getStorage();
  const cover = coverKey && photos.some((p) => p.key === coverKey) ? coverKey : photos[0]?.key;
  const out: VerifiedPhoto[] = [];
  for (const [position, photo] of photos.entries()) {
    if (!pattern.test(photo.key) || seen.has(photo.key)) {
      throw new AppError("One of the photos is not yours or is listed twice.", 422, {
        photos: "Remove the photo and upload it again",
      });
    }
    seen.add(photo.key);
    const file = await storage.get(variantKey(photo.key, DEFAULT_MEDIA_WIDTH));
    if (!file) {
      throw new AppError("A photo was not found — please upload it again.", 422, {
        photos: "A photo was not found — please upload it again",
      });
    }
    const meta = await sharp(file.body).metadata();
    out.push({
      storageKey: photo.key,
      url: storage.url(variantKey(photo.key, DEFAULT_MEDIA_WIDTH)),
      width: meta.width ?? 0,
      height: meta.height ?? 0,
      position,
      isCover: photo.key === cover,
      alt: photo.alt?.trim() ?? "",
    });
  }
  return out;
}
