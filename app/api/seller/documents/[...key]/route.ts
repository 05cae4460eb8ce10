import { route } from "@/lib/http/route";
import { uploadedFileHeaders } from "@/lib/media/read-upload";
import { readPrivateDocument } from "@/lib/storage/read-private-document";

/** Private documents (agents' verification certificates): only their owner and admins get them. */
export const GET = route(async ({ params }) => {
  const parts = Array.isArray(params.key) ? params.key : [String(params.key ?? "")];
  const file = await readPrivateDocument(parts.join("/"));
  return new Response(new Uint8Array(file.body), {
    headers: {
      "content-type": file.contentType,
      "cache-control": "private, no-store",
      ...uploadedFileHeaders(file.contentType),
    },
  });
});
