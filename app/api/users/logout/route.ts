import { getCurrentActor } from "@/lib/auth/current-user";
import { sessionSetCookieHeader } from "@/lib/auth/session-cookie";
import { route } from "@/lib/http/route";
import { endAllSessions } from "@/lib/users/sessions";

/** POST /api/users/logout: ends every session of the account (token version) and clears the cookie. */
export const POST = route(async () => {
  const actor = await getCurrentActor();
  if (actor) await endAllSessions(actor.id);
  return Response.json(
    { message: "Logged out" },
    { status: 200, headers: { "Set-Cookie": sessionSetCookieHeader("") } },
  );
});
