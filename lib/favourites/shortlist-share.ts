import "server-only";
import { randomBytes } from "node:crypto";
import { and, desc, eq, inArray, ne } from "drizzle-orm";
import type { Actor } from "@/lib/auth/current-user";
import { UnauthorizedError } from "@/lib/auth/errors";
import { getDb } from "@/lib/db/client";
import { favourites, properties, shortlistShares, users } from "@/lib/db/schema";
import { selectListingCards, type ListingCard } from "@/lib/properties/listing-cards";

/** A share id: 16 random bytes in base64url (22 characters); anything else is never queried. */
const SHARE_ID = /^[A-Za-z0-9_-]{22}$/;

/** The most listings a shared shortlist shows. */
export const SHARED_SHORTLIST_LIMIT = 100;

export function shortlistPath(shareId: string): string {
  return `/shortlist/${shareId}`;
}

export function isShareId(value: string): boolean {
  return SHARE_ID.test(value);
}

/** The account's current share link id, or null when its shortlist is not shared. */
export async function getShortlistShareId(actor: Actor | null): Promise<string | null> {
  if (!actor) return null;
  const db = await getDb();
  const [row] = await db
    .select({ id: shortlistShares.id })
    .from(shortlistShares)
    .where(eq(shortlistShares.userId, actor.id))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Shares the signed-in account's shortlist as a read-only link; asking again returns the same
 * link until it is revoked. Returns the link's id.
 */
export async function shareShortlist(actor: Actor | null): Promise<{ shareId: string }> {
  if (!actor) throw new UnauthorizedError("Please log in to share your shortlist.");
  const db = await getDb();
  await db
    .insert(shortlistShares)
    .values({ id: randomBytes(16).toString("base64url"), userId: actor.id })
    .onConflictDoNothing({ target: shortlistShares.userId });
  const shareId = await getShortlistShareId(actor);
  if (!shareId) throw new Error("shortlist share was not stored");
  return { shareId };
}

/** Revokes the account's share link: it stops working at once (a new share gets a new link). */
export async function stopSharingShortlist(actor: Actor | null): Promise<{ shared: false }> {
  if (!actor) throw new UnauthorizedError("Please log in to manage your shortlist.");
  const db = await getDb();
  await db.delete(shortlistShares).where(eq(shortlistShares.userId, actor.id));
  return { shared: false };
}

export type SharedShortlist = { ownerFirstName: string; listings: ListingCard[] };

/**
 * A shared shortlist as anyone with the link sees it: the owner's first name and the saved
 * listings that are live now (newest saved first). Null for an unknown, revoked or malformed id,
 * or when the owner's account is blocked.
 */
export async function loadSharedShortlist(shareId: string): Promise<SharedShortlist | null> {
  if (!isShareId(shareId)) return null;
  const db = await getDb();
  const [owner] = await db
    .select({ userId: shortlistShares.userId, firstName: users.firstName })
    .from(shortlistShares)
    .innerJoin(users, eq(users.id, shortlistShares.userId))
    .where(and(eq(shortlistShares.id, shareId), ne(users.status, "blocked")))
    .limit(1);
  if (!owner) return null;
  const saved = await db
    .select({ propertyId: favourites.propertyId })
    .from(favourites)
    .where(eq(favourites.userId, owner.userId))
    .orderBy(desc(favourites.createdAt))
    .limit(SHARED_SHORTLIST_LIMIT);
  const order = saved.map((s) => s.propertyId);
  const cards =
    order.length === 0
      ? []
      : await selectListingCards(
          db,
          and(inArray(properties.id, order), eq(properties.status, "active")),
          [],
          SHARED_SHORTLIST_LIMIT,
        );
  const rank = new Map(order.map((id, i) => [id, i]));
  cards.sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
  return { ownerFirstName: owner.firstName, listings: cards };
}
