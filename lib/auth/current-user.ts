import "server-only";
import { eq } from "drizzle-orm";
import { cookies, headers } from "next/headers";
import { cache } from "react";
import { getDb } from "@/lib/db/client";
import { sellerProfiles, users } from "@/lib/db/schema";
import type { SellerKind } from "@/lib/validation/property-enums";
import { ForbiddenError, UnauthorizedError } from "./errors";
import { decodeSessionToken, SESSION_COOKIE_NAME, type SessionClaims } from "./session-token";

/** The signed-in account as lib/ functions see it, re-read from the database on every request. */
export type Actor = {
  id: number;
  role: "user" | "seller" | "admin";
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  sellerKind: SellerKind | null;
};
export type SellerActor = Actor & { role: "seller"; sellerKind: SellerKind };
export type AdminActor = Actor & { role: "admin" };

/** Claims from the session cookie, or from `Authorization: Bearer <token>` for API clients. */
async function readClaims(): Promise<SessionClaims | null> {
  const cookieToken = (await cookies()).get(SESSION_COOKIE_NAME)?.value;
  if (cookieToken) return decodeSessionToken(cookieToken);
  const authorization = (await headers()).get("authorization");
  const bearer = authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
  return bearer ? decodeSessionToken(bearer) : null;
}

/** Loads the actor for a set of claims: the account must exist, be active and the token current. */
export async function actorFromClaims(claims: SessionClaims | null): Promise<Actor | null> {
  if (!claims) return null;
  const id = Number(claims.sub);
  if (!Number.isInteger(id) || id <= 0) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      status: users.status,
      tokenVersion: users.tokenVersion,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      sellerKind: sellerProfiles.kind,
    })
    .from(users)
    .leftJoin(sellerProfiles, eq(sellerProfiles.userId, users.id))
    .where(eq(users.id, id))
    .limit(1);
  if (!row || row.status !== "active" || row.tokenVersion !== claims.tv) return null;
  return {
    id: row.id,
    role: row.role,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    sellerKind: row.sellerKind,
  };
}

/**
 * The signed-in account, or null. Read once per server render (React `cache`): the layout, the
 * page and its Suspense holes share one database read.
 */
export const getCurrentActor = cache(async (): Promise<Actor | null> =>
  actorFromClaims(await readClaims()),
);

export async function requireUser(): Promise<Actor> {
  const actor = await getCurrentActor();
  if (!actor) throw new UnauthorizedError();
  return actor;
}

export function assertSeller(actor: Actor): SellerActor {
  if (actor.role !== "seller" || !actor.sellerKind) {
    throw new ForbiddenError("This area is for sellers, builders and agents.");
  }
  return actor as SellerActor;
}

export function assertAdmin(actor: Actor): AdminActor {
  if (actor.role !== "admin") throw new ForbiddenError("This area is for administrators.");
  return actor as AdminActor;
}

export async function requireSeller(): Promise<SellerActor> {
  return assertSeller(await requireUser());
}

export async function requireAdmin(): Promise<AdminActor> {
  return assertAdmin(await requireUser());
}

/**
 * Who may do something, the one gate server actions (`defineAction`) and route handlers
 * (`withUser/withSeller/withAdmin`) share:
 * - `public`: anyone; no account is read (sign-in, guest enquiry, unsubscribe links).
 * - `visitor`: anyone; the signed-in account or null is handed to lib/, which decides.
 * - `user` / `seller` / `admin`: signed in (UnauthorizedError, 401), with that role
 *   (ForbiddenError, 403).
 * lib/ checks authorization again on every write; this is the gate, not the rule.
 */
export type ActorKind = "public" | "visitor" | "user" | "seller" | "admin";

export type ActorOf<K extends ActorKind> = K extends "public"
  ? null
  : K extends "visitor"
    ? Actor | null
    : K extends "user"
      ? Actor
      : K extends "seller"
        ? SellerActor
        : AdminActor;

const RESOLVE_ACTOR: { [K in ActorKind]: () => Promise<ActorOf<K>> } = {
  public: async () => null,
  visitor: () => getCurrentActor(),
  user: requireUser,
  seller: requireSeller,
  admin: requireAdmin,
};

/** The actor for a kind of caller; throws UnauthorizedError / ForbiddenError when refused. */
export function resolveActor<K extends ActorKind>(kind: K): Promise<ActorOf<K>> {
  return RESOLVE_ACTOR[kind]();
}
