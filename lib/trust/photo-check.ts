/**
 * "Photos taken at the place": when photos carry an EXIF position and date, every such photo
 * must be within 2 km of the listing and taken within 12 months before it was posted (or
 * since). Photos without those data make no claim either way. Pure.
 */
import { haversineKm } from "@/lib/geo/india-bounds";

export const PHOTO_MAX_KM = 2;
export const PHOTO_MAX_AGE_DAYS = 365;
const DAY = 86_400_000;

export type PhotoPlaceFacts = { takenAt: Date | null; lat: number | null; lon: number | null };

export type PhotoCheck =
  | { status: "none" }
  | {
      status: "passed" | "failed";
      /** Photos that carried position and date. */
      checked: number;
      /** The farthest of them from the listing, km (one decimal). */
      farthestKm: number;
      /** The oldest of them, days before posting. */
      oldestDays: number;
    };

export function checkPhotosAtPlace(
  photos: PhotoPlaceFacts[],
  listing: { lat: number | null; lon: number | null; postedAt: Date },
): PhotoCheck {
  if (listing.lat === null || listing.lon === null) return { status: "none" };
  const dated = photos.filter(
    (p): p is { takenAt: Date; lat: number; lon: number } =>
      p.takenAt !== null && p.lat !== null && p.lon !== null,
  );
  if (dated.length === 0) return { status: "none" };
  let farthestKm = 0;
  let oldestDays = 0;
  let ok = true;
  for (const p of dated) {
    const km = haversineKm(listing.lat, listing.lon, p.lat, p.lon);
    const days = (listing.postedAt.getTime() - p.takenAt.getTime()) / DAY;
    farthestKm = Math.max(farthestKm, km);
    oldestDays = Math.max(oldestDays, days);
    // A date more than a day after posting is a wrong camera clock, not a photo of the place.
    if (km > PHOTO_MAX_KM || days > PHOTO_MAX_AGE_DAYS || days < -PHOTO_MAX_AGE_DAYS) ok = false;
  }
  return {
    status: ok ? "passed" : "failed",
    checked: dated.length,
    farthestKm: Math.round(farthestKm * 10) / 10,
    oldestDays: Math.max(0, Math.round(oldestDays)),
  };
}
