import "server-only";
import { cookies } from "next/headers";
import { actorFromClaims, getCurrentActor, type Actor } from "@/lib/auth/current-user";
import { decodeSessionToken } from "@/lib/auth/session-token";
import { env } from "@/lib/env";
import {
  GUEST_ACCESS_TTL_MS,
  GUEST_COOKIE,
  signGuestAccess,
  verifyGuestAccess,
} from "./guest-access";

/**
 * Who is looking at conversations: a signed-in account (buyer side by its verified phone and id,
 * seller side by id, admins read-only), or a guest known only by the phone they confirmed.
 */
export type Participant = {
  userId: number | null;
  /** Verified phone in E.164 (an account's phone, or the guest's confirmed number). */
  phone: string;
  role: Actor["role"] | "guest";
  name: string;
};

export function participantFromActor(actor: Actor): Participant {
  return {
    userId: actor.id,
    phone: actor.phone,
    role: actor.role,
    name: `${actor.firstName} ${actor.lastName}`.trim(),
  };
}

export function guestParticipant(phone: string): Participant {
  return { userId: null, phone, role: "guest", name: "" };
}

/** The signed-in account, else the guest cookie's phone, else null. */
export async function currentParticipant(): Promise<Participant | null> {
  const actor = await getCurrentActor();
  if (actor) return participantFromActor(actor);
  const phone = verifyGuestAccess((await cookies()).get(GUEST_COOKIE)?.value);
  return phone ? guestParticipant(phone) : null;
}

/**
 * The same reader from the two cookies' values (and, as for route handlers, a bearer token when
 * there is no session cookie), for code that runs outside a page and has no `cookies()` of its
 * own: proxy.ts (lib/http/proxy-checks.ts) and the event stream (lib/messages/stream-server.ts).
 */
export async function participantFromCookies(cookies: {
  session?: string;
  guest?: string;
  bearer?: string;
}): Promise<Participant | null> {
  const token = cookies.session ?? cookies.bearer;
  const actor = token ? await actorFromClaims(await decodeSessionToken(token)) : null;
  if (actor) return participantFromActor(actor);
  const phone = verifyGuestAccess(cookies.guest);
  return phone ? guestParticipant(phone) : null;
}

/** Gives this browser a guest's access to the conversations of a phone that just passed an OTP. */
export async function grantGuestAccess(phone: string): Promise<void> {
  (await cookies()).set(GUEST_COOKIE, signGuestAccess(phone), {
    httpOnly: true,
    sameSite: "lax",
    secure: env.SITE_URL.startsWith("https://"),
    path: "/",
    maxAge: Math.floor(GUEST_ACCESS_TTL_MS / 1000),
  });
}
