import { route } from "@/lib/http/route";
import { readStoredFile } from "@/lib/storage/read-stored-file";

/** Serves stored uploads (photos, brochures; private documents only to their owner and admins). */
export const GET = route(async ({ params }) => {
  const parts = Array.isArray(params.key) ? params.key : [String(params.key ?? "")];
  const file = await readStoredFile(parts.join("/"));
  return new Response(new Uint8Array(file.body), {
    headers: {
      "content-type": file.contentType,
      "cache-control": file.private ? "private, no-store" : "public, max-age=31536000, immutable",
      ...(file.contentType.startsWith("image/")
        ? { "content-security-policy": "default-src 'none'; img-src 'self'" }
        : {}),
    },
  });
});
