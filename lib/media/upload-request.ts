import "server-only";
import { AppError } from "@/lib/auth/errors";
import { UPLOAD_MESSAGES } from "./upload-signature";

/** Room for the multipart envelope around the file. */
const ENVELOPE_BYTES = 64 * 1024;

type UploadOptions = {
  maxFileBytes: number;
  tooLargeMessage: string;
  /** The multipart field that carries the file. */
  field?: string;
  missingMessage?: string;
  /** Attach the message to the field (forms that show it under the input). */
  fieldErrors?: boolean;
};

function tooLarge(message: string, field: string | null): AppError {
  return new AppError(message, 413, field ? { [field]: message } : undefined);
}

/**
 * The request body, read chunk by chunk and abandoned as soon as it passes `maxBytes` — with or
 * without a Content-Length (chunked uploads), memory never holds more than the limit.
 */
export async function readBodyWithin(
  req: Request,
  maxBytes: number,
  error: () => AppError,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw error();
  if (!req.body) return new Uint8Array(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw error();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}

/**
 * Reads a single-file multipart upload within a size limit (enforced while the body streams in)
 * and returns the file's bytes and the other text fields.
 */
export async function readUpload(
  req: Request,
  options: UploadOptions,
): Promise<{ bytes: Buffer; fields: Record<string, string> }> {
  const field = options.field ?? "file";
  const errorField = options.fieldErrors ? field : null;
  const missing = options.missingMessage ?? UPLOAD_MESSAGES.noFile;
  const body = await readBodyWithin(req, options.maxFileBytes + ENVELOPE_BYTES, () =>
    tooLarge(options.tooLargeMessage, errorField),
  );
  let form: FormData;
  try {
    form = await new Response(body, {
      headers: { "content-type": req.headers.get("content-type") ?? "" },
    }).formData();
  } catch {
    throw new AppError("Send the file as multipart/form-data.", 400);
  }
  const file = form.get(field);
  if (!(file instanceof Blob) || file.size === 0) {
    throw new AppError(missing, 400, errorField ? { [errorField]: missing } : undefined);
  }
  if (file.size > options.maxFileBytes) throw tooLarge(options.tooLargeMessage, errorField);
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === "string") fields[name] = value;
  }
  return { bytes: Buffer.from(await file.arrayBuffer()), fields };
}
