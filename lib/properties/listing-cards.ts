import "server-only";
import { and, asc, desc, gt, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { properties, propertyMedia, users } from "@/lib/db/schema";
import type {
  DealType,
  ListingStatus,
  PropertyType,
  SellerKind,
} from "@/lib/validation/property-enums";

export type CardImage = { url: string; alt: string; width: number; height: number };

/** What a listing card shows; plain data, safe to cache and to pass to client components. */
export type ListingCard = {
  id: number;
  slug: string;
  title: string;
  propertyType: PropertyType;
  dealType: DealType;
  status: ListingStatus;
  price: number;
  priceOnRequest: boolean;
  bhk: number | null;
  bathrooms: number | null;
  areaSqft: number;
  localityName: string;
  cityName: string;
  state: string;
  postedBy: SellerKind;
  verified: boolean;
  /** When an admin checked the owner's documents (ISO 8601), or null. */
  documentsCheckedAt: string | null;
  cover: CardImage | null;
};

const cardColumns = {
  id: properties.id,
  slug: properties.slug,
  title: properties.title,
  propertyType: properties.propertyType,
  dealType: properties.dealType,
  status: properties.status,
  price: properties.price,
  priceOnRequest: properties.priceOnRequest,
  bhk: properties.bhk,
  bathrooms: properties.bathrooms,
  areaSqft: properties.areaSqft,
  localityName: properties.localityName,
  cityName: properties.cityName,
  state: properties.state,
  postedBy: properties.postedBy,
  verified: properties.verified,
  documentsCheckedAt: properties.documentsCheckedAt,
};

/** The cover photo of each listing (the one marked cover, else the first by position). */
export async function coversFor(db: Db, ids: number[]): Promise<Map<number, CardImage>> {
  const covers = new Map<number, CardImage>();
  if (ids.length === 0) return covers;
  const rows = await db
    .selectDistinctOn([propertyMedia.propertyId], {
      propertyId: propertyMedia.propertyId,
      url: propertyMedia.url,
      alt: propertyMedia.alt,
      width: propertyMedia.width,
      height: propertyMedia.height,
    })
    .from(propertyMedia)
    .where(inArray(propertyMedia.propertyId, ids))
    .orderBy(
      asc(propertyMedia.propertyId),
      desc(propertyMedia.isCover),
      asc(propertyMedia.position),
      asc(propertyMedia.id),
    );
  for (const { propertyId, ...image } of rows) covers.set(propertyId, image);
  return covers;
}

/**
 * Listings whose page is live: not past their expiry, and not from a blocked account (their
 * pages are 404s, so cards must not link to them).
 */
export function isLiveListing(now = new Date()): SQL {
  return and(
    or(isNull(properties.expiresAt), gt(properties.expiresAt, now)),
    sql`exists (select 1 from ${users} where ${users.id} = ${properties.sellerId} and ${users.status} <> 'blocked')`,
  ) as SQL;
}

/** Live listing cards matching `where`, in `orderBy` order, with their cover photos. */
export async function selectListingCards(
  db: Db,
  where: SQL | undefined,
  orderBy: SQL[],
  limit: number,
  offset = 0,
): Promise<ListingCard[]> {
  const rows = await db
    .select(cardColumns)
    .from(properties)
    .where(and(where, isLiveListing()))
    .orderBy(...(orderBy.length ? orderBy : [sql`${properties.id} desc`]))
    .limit(limit)
    .offset(offset);
  const covers = await coversFor(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    ...row,
    documentsCheckedAt: row.documentsCheckedAt?.toISOString() ?? null,
    cover: covers.get(row.id) ?? null,
  }));
}
