import "server-only";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { cacheLife, cacheTag } from "next/cache";
import { tags } from "@/lib/cache/tags";
import { getDb } from "@/lib/db/client";
import {
  cities,
  projects,
  properties,
  propertyMedia,
  sellerProfiles,
  users,
} from "@/lib/db/schema";
import type { CardImage } from "@/lib/properties/listing-cards";
import type { ListingStatus } from "@/lib/validation/property-enums";
import {
  availableSince,
  confirmedDaysWords,
  daysSince,
  type ListingCheck,
} from "@/lib/trust/check-words";
import { loadListingChecks } from "@/lib/trust/listing-trust";
import { loadPriceHistory } from "@/lib/trust/price-history";
import type { PricePoint } from "@/lib/trust/price-history-types";

/** Statuses whose page is public; every other status (pending, blocked, expired…) is a 404. */
export const PUBLIC_PROPERTY_STATUSES = [
  "active",
  "sold",
  "rented",
] as const satisfies readonly ListingStatus[];

export type PublicSeller = {
  id: number;
  kind: "individual" | "agent" | "builder";
  name: string;
  companyName: string | null;
  verified: boolean;
  reraNumber: string | null;
  reraState: string | null;
  photoUrl: string | null;
};

export type PublicProjectRef = {
  id: number;
  slug: string;
  name: string;
  reraNumber: string | null;
  reraWebsite: string | null;
};

type PropertyRow = Omit<typeof properties.$inferSelect, "searchVector" | "rejectionReason">;

export type PublicProperty = Omit<PropertyRow, "status"> & {
  status: (typeof PUBLIC_PROPERTY_STATUSES)[number];
  citySlug: string;
  /** The cover first (the page's main image, og:image and JSON-LD), then by position. */
  media: CardImage[];
  seller: PublicSeller;
  project: PublicProjectRef | null;
  /** What was checked, when and by whom (lib/trust). */
  checks: ListingCheck[];
  /** Every price the listing has had, oldest first (empty when it never changed). */
  priceHistory: PricePoint[];
  /**
   * "Confirmed available N days ago" for a live listing (its last "Yes", else its approval),
   * computed when the page is rendered (the page's cache life is an hour).
   */
  availability: string | null;
  /** Days since the listing was last confirmed available (null unless active). */
  availableDays: number | null;
};

/** A listing as its public page shows it, or null when there is no public page for it. */
export async function loadPublicProperty(id: number): Promise<PublicProperty | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      property: properties,
      citySlug: cities.slug,
      seller: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        avatarUrl: users.avatarUrl,
        status: users.status,
      },
      profile: {
        kind: sellerProfiles.kind,
        companyName: sellerProfiles.companyName,
        verified: sellerProfiles.verified,
        reraNumber: sellerProfiles.reraNumber,
        reraState: sellerProfiles.reraState,
        logoUrl: sellerProfiles.logoUrl,
      },
    })
    .from(properties)
    .innerJoin(cities, eq(cities.id, properties.cityId))
    .innerJoin(users, eq(users.id, properties.sellerId))
    .leftJoin(sellerProfiles, eq(sellerProfiles.userId, properties.sellerId))
    .where(and(eq(properties.id, id), inArray(properties.status, [...PUBLIC_PROPERTY_STATUSES])))
    .limit(1);
  if (!row || row.seller.status === "blocked") return null;
  const { searchVector: _sv, rejectionReason: _rr, ...property } = row.property;
  if (
    property.status === "active" &&
    property.expiresAt &&
    property.expiresAt.getTime() < Date.now()
  ) {
    return null;
  }

  const [media, project, checks, priceHistory] = await Promise.all([
    db
      .select({
        url: propertyMedia.url,
        alt: propertyMedia.alt,
        width: propertyMedia.width,
        height: propertyMedia.height,
      })
      .from(propertyMedia)
      .where(eq(propertyMedia.propertyId, id))
      // The seller's cover first (as on cards, lib/properties/listing-cards.ts), then in order.
      .orderBy(desc(propertyMedia.isCover), asc(propertyMedia.position), asc(propertyMedia.id)),
    property.projectId
      ? db
          .select({
            id: projects.id,
            slug: projects.slug,
            name: projects.name,
            reraNumber: projects.reraNumber,
            reraWebsite: projects.reraWebsite,
          })
          .from(projects)
          .where(and(eq(projects.id, property.projectId), eq(projects.status, "active")))
          .limit(1)
      : Promise.resolve([]),
    loadListingChecks(db, property),
    loadPriceHistory(db, id),
  ]);

  const availableDays = property.status === "active" ? daysSince(availableSince(property)) : null;
  return {
    ...property,
    status: property.status as PublicProperty["status"],
    citySlug: row.citySlug,
    media,
    project: project[0] ?? null,
    checks,
    priceHistory,
    availability: availableDays === null ? null : confirmedDaysWords(availableDays),
    availableDays,
    seller: {
      id: row.seller.id,
      kind: row.profile?.kind ?? property.postedBy,
      name: `${row.seller.firstName} ${row.seller.lastName}`.trim(),
      companyName: row.profile?.companyName ?? null,
      verified: row.profile?.verified ?? false,
      reraNumber: row.profile?.reraNumber ?? null,
      reraState: row.profile?.reraState ?? null,
      photoUrl: row.seller.avatarUrl ?? row.profile?.logoUrl ?? null,
    },
  };
}

/**
 * {@link loadPublicProperty}, cached per id until the listing (`property:<id>`), its seller
 * (`broker:<id>`: verified, blocked) or its project (`project:<id>`) changes. Not under the
 * site-wide `properties` tag: a change to one listing must not expire every listing page.
 */
export async function getPublicProperty(id: number): Promise<PublicProperty | null> {
  "use cache";
  cacheLife("hours");
  const property = await loadPublicProperty(id);
  cacheTag(
    tags.property(id),
    ...(property ? [tags.broker(property.seller.id)] : []),
    ...(property?.projectId ? [tags.project(property.projectId)] : []),
  );
  return property;
}
