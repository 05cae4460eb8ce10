import { readUpload, uploadedFileHeaders } from "@/lib/media/read-upload";

/** Serves uploaded and generated images (and brochures) from UPLOAD_DIR. */
export async function GET(_request: Request, context: { params: Promise<{ path: string[] }> }) {
  const { path } = await context.params;
  const file = await readUpload(path);
  if (!file) {
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return new Response(new Uint8Array(file.body), {
    status: 200,
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.size),
      "Cache-Control": "public, max-age=31536000, immutable",
      ...uploadedFileHeaders(file.contentType),
    },
  });
}
