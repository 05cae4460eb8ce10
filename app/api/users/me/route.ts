import { withUser } from "@/lib/http/route";
import { toPublicUser } from "@/lib/users/public-user";

/** GET /api/users/me → 200 {user} for a live session; 401 otherwise (the client then forgets its stored user). */
export const GET = withUser(async ({ actor }) =>
  Response.json({ user: toPublicUser(actor) }, { headers: { "Cache-Control": "no-store" } }),
);
