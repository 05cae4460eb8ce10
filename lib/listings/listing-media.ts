import "server-only";
import { and, inArray, ne, sql } from "drizzle-orm";
import sharp from "sharp";
import type { DbOrTx } from "@/lib/admin/tx";
import { AppError } from "@/lib/auth/errors";
import { listingEdits, propertyMedia } from "@/lib/db/schema";
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

/** A photo already attached to the listing being edited, as its row (or pending edit) holds it. */
export type AttachedPhoto = Pick<VerifiedPhoto, "storageKey" | "url" | "width" | "height">;

const NOT_YOURS = () =>
  new AppError("One of the photos is not yours or is listed twice.", 422, {
    photos: "Remove the photo and upload it again",
  });

/**
 * Checks every photo, in order, and reads what the rows will say about it:
 * - a photo already attached to this listing (`attached`: its live photos and its pending edit)
 *   stays as stored, whatever its key looks like (the demo pool's `seed/…`, imported files);
 * - any other photo must be the seller's own upload in this scope and be in storage; its real
 *   size is read from the stored file (the browser's word is not taken for URL or dimensions).
 */
export async function verifyPhotos(
  sellerId: number,
  scope: PhotoScope,
  photos: readonly { key: string; alt?: string }[],
  coverKey?: string | null,
  attached: ReadonlyMap<string, AttachedPhoto> = new Map(),
): Promise<VerifiedPhoto[]> {
  const pattern = photoKeyPattern(scope, sellerId);
  const seen = new Set<string>();
  const storage = getStorage();
  const cover = coverKey && photos.some((p) => p.key === coverKey) ? coverKey : photos[0]?.key;
  const out: VerifiedPhoto[] = [];
  for (const [position, photo] of photos.entries()) {
    if (seen.has(photo.key)) throw NOT_YOURS();
    seen.add(photo.key);
    const shared = { position, isCover: photo.key === cover, alt: photo.alt?.trim() ?? "" };
    const kept = attached.get(photo.key);
    if (kept) {
      out.push({
        ...shared,
        storageKey: kept.storageKey,
        url: kept.url,
        width: kept.width,
        height: kept.height,
      });
      continue;
    }
    if (!pattern.test(photo.key)) throw NOT_YOURS();
    const file = await storage.get(variantKey(photo.key, DEFAULT_MEDIA_WIDTH));
    if (!file) {
      throw new AppError("A photo was not found — please upload it again.", 422, {
        photos: "A photo was not found — please upload it again",
      });
    }
    const meta = await sharp(file.body).metadata();
    out.push({
      ...shared,
      storageKey: photo.key,
      url: storage.url(variantKey(photo.key, DEFAULT_MEDIA_WIDTH)),
      width: meta.width ?? 0,
      height: meta.height ?? 0,
    });
  }
  return out;
}

/** The photos attached to a listing now: its live rows, then its pending edit's. */
export function attachedPhotos(
  ...lists: (readonly AttachedPhoto[])[]
): ReadonlyMap<string, AttachedPhoto> {
  const map = new Map<string, AttachedPhoto>();
  for (const photo of lists.flat())
    if (!map.has(photo.storageKey)) map.set(photo.storageKey, photo);
  return map;
}

/**
 * A listing's photos for a create (`propertyId` null) or an edit: {@link verifyPhotos}, and a new
 * photo must not already belong to another listing (its rows or its pending edit), so one
 * listing's edit can neither show nor, by removing it later, delete another listing's file.
 */
export async function verifyListingPhotos(
  db: DbOrTx,
  sellerId: number,
  propertyId: number | null,
  photos: readonly { key: string; alt?: string }[],
  coverKey: string | null | undefined,
  attached: ReadonlyMap<string, AttachedPhoto> = new Map(),
): Promise<VerifiedPhoto[]> {
  const media = await verifyPhotos(sellerId, "listings", photos, coverKey, attached);
  const added = media.map((m) => m.storageKey).filter((k) => !attached.has(k));
  if (added.length === 0) return media;
  const other = propertyId === null ? sql`true` : ne(propertyMedia.propertyId, propertyId);
  const [onRows] = await db
    .select({ key: propertyMedia.storageKey })
    .from(propertyMedia)
    .where(and(inArray(propertyMedia.storageKey, added), other))
    .limit(1);
  const keys = sql.join(
    added.map((k) => sql`${k}`),
    sql`, `,
  );
  const [inEdits] = await db
    .select({ key: sql<string>`1` })
    .from(listingEdits)
    .where(
      and(
        propertyId === null ? sql`true` : ne(listingEdits.propertyId, propertyId),
        sql`exists (select 1 from jsonb_array_elements(${listingEdits.media}) m where m->>'storageKey' in (${keys}))`,
      ),
    )
    .limit(1);
  if (onRows || inEdits) throw NOT_YOURS();
  return media;
}
