import "server-only";
import { and, count, desc, eq } from "drizzle-orm";
import { cacheLife, cacheTag } from "next/cache";
import { tags } from "@/lib/cache/tags";
import { getDb } from "@/lib/db/client";
import { properties, sellerProfiles, users } from "@/lib/db/schema";
import {
  isLiveListing,
  selectListingCards,
  type ListingCard,
} from "@/lib/properties/listing-cards";

/** Listing cards per page of an agent's profile (`/broker/17`, `/broker/17/listings/2`). */
export const BROKER_LISTINGS_PAGE_SIZE = 24;

/** How many pages an agent's listings fill (at least 1). */
export function brokerListingsLastPage(activeListings: number): number {
  return Math.max(1, Math.ceil(activeListings / BROKER_LISTINGS_PAGE_SIZE));
}

/** A verified agent's public profile. */
export type PublicBroker = {
  id: number;
  name: string;
  companyName: string | null;
  photoUrl: string | null;
  about: string | null;
  reraNumber: string | null;
  reraState: string | null;
  experienceYears: number | null;
  areasServed: string[];
  city: string | null;
  state: string | null;
  verifiedAt: Date | null;
  memberSince: Date;
  activeListings: number;
};

/** The profile of a verified, active agent; null for anyone else (not an agent, unverified, blocked). */
export async function loadPublicBroker(id: number): Promise<PublicBroker | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      avatarUrl: users.avatarUrl,
      createdAt: users.createdAt,
      profile: sellerProfiles,
    })
    .from(users)
    .innerJoin(sellerProfiles, eq(sellerProfiles.userId, users.id))
    .where(
      and(
        eq(users.id, id),
        eq(users.role, "seller"),
        eq(users.status, "active"),
        eq(sellerProfiles.kind, "agent"),
        eq(sellerProfiles.verified, true),
      ),
    )
    .limit(1);
  if (!row) return null;
  const [{ n }] = await db
    .select({ n: count() })
    .from(properties)
    // The listings the pages show (live ones: not expired), so the last page is never empty.
    .where(and(eq(properties.sellerId, id), eq(properties.status, "active"), isLiveListing()));
  const p = row.profile;
  return {
    id: row.id,
    name: `${row.firstName} ${row.lastName}`.trim(),
    companyName: p.companyName,
    photoUrl: row.avatarUrl ?? p.logoUrl,
    about: p.about,
    reraNumber: p.reraNumber,
    reraState: p.reraState,
    experienceYears: p.experienceYears,
    areasServed: p.areasServed,
    city: p.city,
    state: p.state,
    verifiedAt: p.verifiedAt,
    memberSince: row.createdAt,
    activeListings: Number(n),
  };
}

export async function getPublicBroker(id: number): Promise<PublicBroker | null> {
  "use cache";
  cacheTag(tags.broker(id));
  cacheLife("minutes");
  return loadPublicBroker(id);
}

/** One page (from 1) of the agent's active listings, newest first. */
export async function loadBrokerListings(id: number, page = 1): Promise<ListingCard[]> {
  const db = await getDb();
  return selectListingCards(
    db,
    and(eq(properties.sellerId, id), eq(properties.status, "active")),
    [desc(properties.postedAt), desc(properties.id)],
    BROKER_LISTINGS_PAGE_SIZE,
    (page - 1) * BROKER_LISTINGS_PAGE_SIZE,
  );
}

export async function getBrokerListings(id: number, page = 1): Promise<ListingCard[]> {
  "use cache";
  cacheTag(tags.broker(id), tags.properties);
  cacheLife("minutes");
  return loadBrokerListings(id, page);
}
