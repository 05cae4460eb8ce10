import "server-only";
import { AppError } from "@/lib/auth/errors";

/**
 * Reads a JSON body of at most `maxBytes` as a stream (a declared or actual larger body → 413)
 * and parses it (bad JSON → the route wrapper's 400).
 */
export async function readBoundedJson(req: Request, maxBytes: number): Promise<unknown> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw new AppError("The request is too large.", 413);
  if (!req.body) return {};
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new AppError("The request is too large.", 413);
    }
    chunks.push(value);
  }
  const text = Buffer.concat(chunks).toString("utf8");
  return text ? (JSON.parse(text) as unknown) : {};
}
