import "server-only";
import { AppError } from "@/lib/auth/errors";
import { readBodyWithin } from "@/lib/http/read-body";
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
