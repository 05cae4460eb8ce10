import "server-only";
import { and, count, desc, eq } from "drizzle-orm";
import { cacheLife, cacheTag } from "next/cache";
import { tags } from "@/lib/cache/tags";
import { getDb } from "@/lib/db/client";
import { properties, sellerProfiles, users } from "@/lib/db/schema";
import { selectListingCards, type ListingCard } from "@/lib/properties/listing-cards";

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
    .where(and(eq(properties.sellerId, id), eq(properties.status, "active")));
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

/** The agent's active listings, newest first. */
export async function loadBrokerListings(id: number, limit = 24): Promise<ListingCard[]> {
  const db = await getDb();
  return selectListingCards(
    db,
    and(eq(properties.sellerId, id), eq(properties.status, "active")),
    [desc(properties.postedAt), desc(properties.id)],
    limit,
  );
}

export async function getBrokerListings(id: number, limit = 24): Promise<ListingCard[]> {
  "use cache";
  cacheTag(tags.broker(id), tags.properties);
  cacheLife("minutes");
  return loadBrokerListings(id, limit);
}
