import { AppError } from "@/lib/auth/errors";

/** Largest JSON body a route reads unless it says more (`route(handler, { maxBodyBytes })`). */
export const JSON_BODY_MAX_BYTES = 64 * 1024;

/** Largest payment webhook body (Razorpay's events are a few KB). */
export const WEBHOOK_BODY_MAX_BYTES = 256 * 1024;

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${Math.round(bytes / (1024 * 1024))} MB`
    : `${Math.round(bytes / 1024)} KB`;
}

/** 413 with a readable message naming the limit. */
export function bodyTooLarge(maxBytes: number): AppError {
  return new AppError(`The request is too large (at most ${sizeText(maxBytes)}).`, 413);
}

/**
 * The request body, read chunk by chunk and abandoned as soon as it passes `maxBytes` — with or
 * without a Content-Length (chunked bodies are counted as they arrive), memory never holds more
 * than the limit. A declared size over the limit is refused before a byte is read.
 */
export async function readBodyWithin(
  req: Request,
  maxBytes: number,
  error: () => AppError = () => bodyTooLarge(maxBytes),
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > maxBytes) {
    await req.body?.cancel().catch(() => undefined);
    throw error();
  }
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
