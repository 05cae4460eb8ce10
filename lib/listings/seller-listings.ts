import "server-only";
import { loadPendingEdit } from "./listing-edits";
import { and, asc, count, desc, eq, ilike, ne, or, sql } from "drizzle-orm";
import type { SellerActor } from "@/lib/auth/current-user";
import { getDb } from "@/lib/db/client";
import { timestampOrNull } from "@/lib/db/sql-dates";
import { cities, properties, propertyMedia } from "@/lib/db/schema";
import { effectiveExpiry } from "./expire-listings";
import { sellerListingsQuerySchema, type ListingFormInput } from "@/lib/validation/listing";
import type { DealType, ListingStatus, PropertyType } from "@/lib/validation/property-enums";
import { ListingNotFoundError } from "./listing-errors";
import { ownListing } from "./own-listing";
import { formInputFromListing } from "./listing-record";

export const SELLER_PAGE_SIZE = 20;

export type SellerListingRow = {
  id: number;
  slug: string;
  title: string;
  status: ListingStatus;
  propertyType: PropertyType;
  dealType: DealType;
  price: number;
  cityName: string;
  localityName: string;
  views: number;
  enquiries: number;
  rejectionReason: string | null;
  coverUrl: string | null;
  postedAt: string;
  expiresAt: string | null;
  /** Set while the listing is featured. */
  featuredUntil: string | null;
  /** When the seller's reviewed changes to this live listing were sent (they wait for approval). */
  editPendingSince: string | null;
};

/**
 * The cover photo's URL. Written with explicit aliases: in a one-table select drizzle prints
 * columns unqualified, so `${properties.id}` inside the subquery would mean property_media.id.
 */
const coverUrl = sql<string | null>`(
  select m.url from property_media m
  where m.property_id = "properties"."id"
  order by m.is_cover desc, m.position asc limit 1)`;

/** When the listing's waiting edit was sent (lib/listings/listing-edits.ts), if one waits. */
const editPendingSince = sql<Date | null>`(
  select e.submitted_at from listing_edits e where e.property_id = "properties"."id")`.mapWith(
  timestampOrNull,
);

/** When a listing that has been live stops (or stopped) being live; none while in review. */
const sellerExpiry =
  sql<Date | null>`case when ${properties.status} in ('active', 'paused', 'expired', 'sold', 'rented') then ${effectiveExpiry} end`.mapWith(
    timestampOrNull,
  );

/** The seller's own listings (never deleted ones), newest first, with search and status filter. */
export async function listSellerListings(
  seller: SellerActor,
  raw: unknown,
): Promise<{ items: SellerListingRow[]; total: number; page: number; pageSize: number }> {
  const query = sellerListingsQuerySchema.parse(raw);
  const db = await getDb();
  const term = query.q.replace(/[\\%_]/g, (c) => `\\${c}`);
  const where = and(
    eq(properties.sellerId, seller.id),
    ne(properties.status, "deleted"),
    query.status ? eq(properties.status, query.status) : undefined,
    term
      ? or(
          ilike(properties.title, `%${term}%`),
          ilike(properties.localityName, `%${term}%`),
          ilike(properties.cityName, `%${term}%`),
          sql`${properties.id}::text = ${query.q}`,
        )
      : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: properties.id,
        slug: properties.slug,
        title: properties.title,
        status: properties.status,
        propertyType: properties.propertyType,
        dealType: properties.dealType,
        price: properties.price,
        cityName: properties.cityName,
        localityName: properties.localityName,
        views: properties.views,
        enquiries: properties.enquiries,
        rejectionReason: properties.rejectionReason,
        coverUrl,
        postedAt: properties.postedAt,
        expiresAt: sellerExpiry,
        featuredUntil:
          sql<Date | null>`case when ${properties.featuredUntil} > now() then ${properties.featuredUntil} end`.mapWith(
            timestampOrNull,
          ),
        editPendingSince,
      })
      .from(properties)
      .where(where)
      .orderBy(desc(properties.postedAt), desc(properties.id))
      .limit(SELLER_PAGE_SIZE)
      .offset((query.page - 1) * SELLER_PAGE_SIZE),
    db.select({ total: count() }).from(properties).where(where),
  ]);
  return {
    items: rows.map((r) => ({
      ...r,
      postedAt: r.postedAt.toISOString(),
      expiresAt: r.expiresAt ? r.expiresAt.toISOString() : null,
      featuredUntil: r.featuredUntil ? r.featuredUntil.toISOString() : null,
      editPendingSince: r.editPendingSince ? r.editPendingSince.toISOString() : null,
    })),
    total,
    page: query.page,
    pageSize: SELLER_PAGE_SIZE,
  };
}

export type EditableListing = {
  id: number;
  status: ListingStatus;
  rejectionReason: string | null;
  values: ListingFormInput;
  /** When the seller's reviewed changes to this live listing were sent (they wait for approval). */
  editPendingSince: Date | null;
};

/** One of the seller's own listings as form values (404 for anyone else's). */
export async function getSellerListingForEdit(
  seller: SellerActor,
  id: number,
): Promise<EditableListing> {
  const db = await getDb();
  const [row] = await db
    .select({ listing: properties, citySlug: cities.slug })
    .from(properties)
    .innerJoin(cities, eq(cities.id, properties.cityId))
    .where(ownListing(seller, id))
    .limit(1);
  if (!row) throw new ListingNotFoundError();
  const media = await db
    .select({
      storageKey: propertyMedia.storageKey,
      url: propertyMedia.url,
      width: propertyMedia.width,
      height: propertyMedia.height,
      alt: propertyMedia.alt,
      isCover: propertyMedia.isCover,
    })
    .from(propertyMedia)
    .where(eq(propertyMedia.propertyId, id))
    .orderBy(asc(propertyMedia.position));
  // A pending edit is what the seller last sent: the form goes on from there.
  const pending = await loadPendingEdit(db, id);
  if (pending) {
    const [city] = await db
      .select({ slug: cities.slug })
      .from(cities)
      .where(eq(cities.id, pending.facts.cityId));
    return {
      id,
      status: row.listing.status,
      rejectionReason: row.listing.rejectionReason,
      values: formInputFromListing(
        { ...pending.facts, citySlug: city?.slug ?? row.citySlug },
        [...pending.media].sort((a, b) => a.position - b.position),
      ),
      editPendingSince: pending.submittedAt,
    };
  }
  return {
    id,
    status: row.listing.status,
    rejectionReason: row.listing.rejectionReason,
    values: formInputFromListing({ ...row.listing, citySlug: row.citySlug }, media),
    editPendingSince: null,
  };
}

/** Counts by status for the filter chips. */
export async function sellerListingCounts(
  seller: SellerActor,
): Promise<Partial<Record<ListingStatus, number>>> {
  const db = await getDb();
  const rows = await db
    .select({ status: properties.status, n: count() })
    .from(properties)
    .where(and(eq(properties.sellerId, seller.id), ne(properties.status, "deleted")))
    .groupBy(properties.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}
