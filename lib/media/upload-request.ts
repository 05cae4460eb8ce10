import "server-only";
import { AppError } from "@/lib/auth/errors";
import { UPLOAD_MESSAGES } from "./upload-signature";

/** Room for the multipart envelope around the file. */
const ENVELOPE_BYTES = 64 * 1024;

/**
 * Reads a single-file multipart upload: refuses an oversized body from its Content-Length
 * before reading it, then returns the file's bytes and the other text fields.
 */
export async function readUpload(
  req: Request,
  maxFileBytes: number,
  tooLargeMessage: string,
): Promise<{ bytes: Buffer; fields: Record<string, string> }> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > maxFileBytes + ENVELOPE_BYTES) throw new AppError(tooLargeMessage, 413);
  let form: FormData;
  try {
    form = await req.formData();
  } catch {
    throw new AppError("Send the file as multipart/form-data.", 400);
  }
  const file = form.get("file");
  if (!(file instanceof Blob) || file.size === 0) throw new AppError(UPLOAD_MESSAGES.noFile, 400);
  if (file.size > maxFileBytes) throw new AppError(tooLargeMessage, 413);
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === "string") fields[name] = value;
  }
  return { bytes: Buffer.from(await file.arrayBuffer()), fields };
}
