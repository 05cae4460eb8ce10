/**
 * What a file really is, from its first bytes (magic numbers), never from its name or the
 * browser's MIME type. Isomorphic: the photo picker uses it for an early warning too.
 */
export type FileKind = "jpeg" | "png" | "webp" | "heic" | "avif" | "pdf";

const HEIC_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs"]);
const AVIF_BRANDS = new Set(["avif", "avis"]);

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

export function detectFileKind(bytes: Uint8Array): FileKind | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (
    bytes[0] === 0x89 &&
    ascii(bytes, 1, 4) === "PNG" &&
    bytes[4] === 0x0d &&
    bytes[5] === 0x0a &&
    bytes[6] === 0x1a &&
    bytes[7] === 0x0a
  ) {
    return "png";
  }
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (ascii(bytes, 0, 5) === "%PDF-") return "pdf";
  if (ascii(bytes, 4, 8) === "ftyp") {
    // ISO base media file: the major brand, then compatible brands, tell HEIC from AVIF.
    const boxSize = (bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3];
    const end = Math.min(bytes.length, Math.max(16, boxSize));
    const brands = [ascii(bytes, 8, 12)];
    for (let i = 16; i + 4 <= end; i += 4) brands.push(ascii(bytes, i, i + 4));
    if (brands.some((b) => HEIC_BRANDS.has(b))) return "heic";
    if (brands.some((b) => AVIF_BRANDS.has(b))) return "avif";
    if (brands.includes("mif1") || brands.includes("msf1")) return "heic";
  }
  return null;
}

export const PHOTO_KINDS: readonly FileKind[] = ["jpeg", "png", "webp", "heic"];
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const MAX_PHOTOS = 20;
export const MAX_BROCHURE_BYTES = 20 * 1024 * 1024;
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
/** Scanned documents: 50 megapixels (an A4 page at 1200 dpi is about 140; at 600 dpi, 35). */
export const MAX_DOCUMENT_PIXELS = 50_000_000;

export const UPLOAD_MESSAGES = {
  notAPhoto: "This file is not a JPEG, PNG, WebP or HEIC photo.",
  photoTooLarge: "Each photo must be 10 MB or smaller.",
  heicUnsupported: "HEIC photos can't be processed yet — please upload JPEG, PNG or WebP",
  unreadablePhoto: "This photo could not be read. It may be damaged — please try another file.",
  notAPdf: "The brochure must be a PDF file.",
  brochureTooLarge: "The brochure must be 20 MB or smaller.",
  notADocument: "The document must be a PDF, JPEG or PNG file.",
  documentTooLarge: "The document must be 10 MB or smaller.",
  documentTooManyPixels:
    "The scan must be at most 50 megapixels — please scan at a lower resolution.",
  noFile: "Choose a file to upload.",
} as const;
