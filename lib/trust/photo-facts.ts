import "server-only";
import exifr from "exifr";
import sharp from "sharp";
import { dHashFromGrey } from "./photo-hash";

/** What a photo tells us before it is re-encoded (which drops all metadata). */
export type PhotoFacts = {
  hash: bigint;
  /** When the camera says the photo was taken (null when it does not say). */
  takenAt: Date | null;
  lat: number | null;
  lon: number | null;
};

const finite = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);

/** EXIF position and date, or nulls: a photo without them (or with broken EXIF) is normal. */
export async function readExifFacts(
  input: Buffer,
): Promise<Pick<PhotoFacts, "takenAt" | "lat" | "lon">> {
  try {
    const exif = (await exifr.parse(input, {
      // exifr derives latitude / longitude from the GPS tags it is asked for.
      pick: [
        "DateTimeOriginal",
        "CreateDate",
        "GPSLatitude",
        "GPSLatitudeRef",
        "GPSLongitude",
        "GPSLongitudeRef",
      ],
    })) as Record<string, unknown> | undefined;
    if (!exif) return { takenAt: null, lat: null, lon: null };
    const when = exif.DateTimeOriginal ?? exif.CreateDate;
    const takenAt = when instanceof Date && !Number.isNaN(when.getTime()) ? when : null;
    const lat = finite(exif.latitude) && Math.abs(exif.latitude) <= 90 ? exif.latitude : null;
    const lon = finite(exif.longitude) && Math.abs(exif.longitude) <= 180 ? exif.longitude : null;
    return { takenAt, lat: lon === null ? null : lat, lon: lat === null ? null : lon };
  } catch {
    return { takenAt: null, lat: null, lon: null };
  }
}

/** The photo's dHash (orientation applied, so a rotated copy of a photo hashes alike). */
export async function photoDHash(input: Buffer): Promise<bigint> {
  const grey = await sharp(input, { failOn: "error", limitInputPixels: 100_000_000 })
    .rotate()
    .greyscale()
    .resize(9, 8, { fit: "fill", kernel: "lanczos3" })
    .raw()
    .toBuffer();
  return dHashFromGrey(grey);
}

/** Hash and EXIF facts of an uploaded photo (the bytes were checked to be a photo first). */
export async function readPhotoFacts(input: Buffer): Promise<PhotoFacts> {
  const [exif, hash] = await Promise.all([readExifFacts(input), photoDHash(input)]);
  return { hash, ...exif };
}
