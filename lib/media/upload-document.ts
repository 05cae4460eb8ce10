import "server-only";
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { AppError } from "@/lib/auth/errors";
import { getPrivateStorage, getStorage, PRIVATE_DOCUMENT_PREFIX } from "@/lib/storage/storage";
import {
  detectFileKind,
  MAX_BROCHURE_BYTES,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENT_PIXELS,
  UPLOAD_MESSAGES,
} from "./upload-signature";

/** `verification`: an agent's RERA document; `owner`: any seller's owner's document for a listing. */
export type DocumentPurpose = "brochure" | "verification" | "owner";

export type StoredDocument = { key: string; url: string; size: number };

/** Where each purpose's files go. Verification and owner's documents are private (owner + admins). */
export function documentKeyPattern(purpose: DocumentPurpose, sellerId: number): RegExp {
  return purpose === "brochure"
    ? new RegExp(`^projects/${sellerId}/[0-9a-f-]{36}\\.pdf$`)
    : new RegExp(`^private/verification/${sellerId}/[0-9a-f-]{36}\\.(pdf|jpg|png)$`);
}

/** URL of a private document: always through the app's document route, which checks who asks. */
export function privateDocumentUrl(key: string): string {
  return `${PRIVATE_DOCUMENT_PREFIX}${key}`;
}

/**
 * Brochures: PDF only, ≤ 20 MB, stored as is. Verification documents: PDF, JPEG or PNG,
 * ≤ 10 MB, images at most 50 megapixels and re-encoded (metadata dropped). Types are checked
 * by magic bytes.
 */
export async function storeDocument(
  sellerId: number,
  purpose: DocumentPurpose,
  input: Buffer,
): Promise<StoredDocument> {
  if (input.length === 0) throw new AppError(UPLOAD_MESSAGES.noFile, 400);
  const kind = detectFileKind(input);
  const storage = getStorage();
  const id = randomUUID();

  if (purpose === "brochure") {
    if (input.length > MAX_BROCHURE_BYTES) {
      throw new AppError(UPLOAD_MESSAGES.brochureTooLarge, 413);
    }
    if (kind !== "pdf") throw new AppError(UPLOAD_MESSAGES.notAPdf, 415);
    const key = `projects/${sellerId}/${id}.pdf`;
    await storage.put(key, input, "application/pdf");
    return { key, url: storage.url(key), size: input.length };
  }

  if (input.length > MAX_DOCUMENT_BYTES) throw new AppError(UPLOAD_MESSAGES.documentTooLarge, 413);
  if (kind !== "pdf" && kind !== "jpeg" && kind !== "png") {
    throw new AppError(UPLOAD_MESSAGES.notADocument, 415);
  }
  const base = `private/verification/${sellerId}/${id}`;
  const vault = getPrivateStorage();
  if (kind === "pdf") {
    const key = `${base}.pdf`;
    await vault.put(key, input, "application/pdf");
    return { key, url: privateDocumentUrl(key), size: input.length };
  }
  let data: Buffer;
  let pixels: number;
  try {
    const { width = 0, height = 0 } = await sharp(input).metadata();
    pixels = width * height;
  } catch {
    throw new AppError(UPLOAD_MESSAGES.unreadablePhoto, 422);
  }
  if (pixels > MAX_DOCUMENT_PIXELS) throw new AppError(UPLOAD_MESSAGES.documentTooManyPixels, 413);
  try {
    const image = sharp(input, { failOn: "error", limitInputPixels: MAX_DOCUMENT_PIXELS }).rotate();
    data =
      kind === "jpeg" ? await image.jpeg({ quality: 90 }).toBuffer() : await image.png().toBuffer();
  } catch {
    throw new AppError(UPLOAD_MESSAGES.unreadablePhoto, 422);
  }
  const key = `${base}.${kind === "jpeg" ? "jpg" : "png"}`;
  await vault.put(key, data, kind === "jpeg" ? "image/jpeg" : "image/png");
  return { key, url: privateDocumentUrl(key), size: data.length };
}
