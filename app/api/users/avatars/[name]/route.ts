import { NotFoundError } from "@/lib/auth/errors";
import { route } from "@/lib/http/route";
import { readAvatar } from "@/lib/media/save-avatar";

/** GET /api/users/avatars/<uuid>.webp: a stored profile photo (re-encoded WebP, never user bytes). */
export const GET = route(async ({ params }) => {
  const name = typeof params.name === "string" ? params.name : "";
  const bytes = await readAvatar(name);
  if (!bytes) throw new NotFoundError();
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "image/webp",
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
