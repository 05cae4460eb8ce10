import "server-only";
import { and, desc, eq, ne } from "drizzle-orm";
import type { Actor } from "@/lib/auth/current-user";
import { getDb } from "@/lib/db/client";
import { threadPath } from "@/lib/messages/notify/thread-notice";
import { favourites, leads, projects, properties, sellerProfiles, users } from "@/lib/db/schema";
import { PUBLIC_PROPERTY_STATUSES } from "@/lib/properties/get-property";
import { projectPath, propertyPath } from "@/lib/seo/urls";
import type { ListingStatus, SellerKind } from "@/lib/validation/property-enums";

export type ProfileDetails = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  role: Actor["role"];
  memberSince: string;
  sellerKind: SellerKind | null;
};

export type ProfileEnquiry = {
  id: number;
  propertyId: number | null;
  projectId: number | null;
  /** The canonical page of what was asked about; null when it is gone. */
  href: string | null;
  /** The conversation with the seller this enquiry opened; null for one without. */
  conversationHref: string | null;
  /** A listing's own title, a project's name, or (gone) "Listing no longer available". */
  title: string;
  /** Which `title` is: the page words a listing's as cards do and the gone line as a phrase. */
  titleKind: "listing" | "project" | "gone";
  message: string;
  status: "new" | "contacted" | "closed";
  createdAt: string;
};

export type ProfileListing = {
  id: number;
  slug: string;
  title: string;
  cityName: string;
  localityName: string;
  price: number;
  priceOnRequest: boolean;
  dealType: "sale" | "rent" | "pg";
  status: ListingStatus;
};

/** A saved listing, and whether it is still on the site (a paused one stays in the list). */
export type SavedListing = ProfileListing & { available: boolean };

export type ProfileOverview = {
  details: ProfileDetails;
  enquiries: ProfileEnquiry[];
  saved: SavedListing[];
  listings: ProfileListing[];
};

const LIMIT = 50;

const listingColumns = {
  id: properties.id,
  slug: properties.slug,
  title: properties.title,
  cityName: properties.cityName,
  localityName: properties.localityName,
  price: properties.price,
  priceOnRequest: properties.priceOnRequest,
  dealType: properties.dealType,
  status: properties.status,
};

/** Everything /profile shows, for the signed-in actor only (every query is keyed by actor.id). */
export async function getProfileOverview(actor: Actor): Promise<ProfileOverview> {
  const db = await getDb();
  const [detailsRow] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      role: users.role,
      createdAt: users.createdAt,
      sellerKind: sellerProfiles.kind,
    })
    .from(users)
    .leftJoin(sellerProfiles, eq(sellerProfiles.userId, users.id))
    .where(eq(users.id, actor.id))
    .limit(1);

  const [enquiryRows, savedRows, listingRows] = await Promise.all([
    db
      .select({
        id: leads.id,
        propertyId: leads.propertyId,
        projectId: leads.projectId,
        propertyTitle: properties.title,
        propertySlug: properties.slug,
        projectName: projects.name,
        projectSlug: projects.slug,
        message: leads.message,
        status: leads.status,
        createdAt: leads.createdAt,
        threadId: leads.threadId,
      })
      .from(leads)
      .leftJoin(properties, eq(properties.id, leads.propertyId))
      .leftJoin(projects, eq(projects.id, leads.projectId))
      .where(eq(leads.userId, actor.id))
      .orderBy(desc(leads.createdAt))
      .limit(LIMIT),
    db
      .select(listingColumns)
      .from(favourites)
      .innerJoin(properties, eq(properties.id, favourites.propertyId))
      .where(eq(favourites.userId, actor.id))
      .orderBy(desc(favourites.createdAt))
      .limit(LIMIT),
    db
      .select(listingColumns)
      .from(properties)
      .where(and(eq(properties.sellerId, actor.id), ne(properties.status, "deleted")))
      .orderBy(desc(properties.createdAt))
      .limit(LIMIT),
  ]);

  return {
    details: {
      firstName: detailsRow.firstName,
      lastName: detailsRow.lastName,
      email: detailsRow.email,
      phone: detailsRow.phone,
      role: detailsRow.role,
      memberSince: detailsRow.createdAt.toISOString(),
      sellerKind: detailsRow.sellerKind,
    },
    enquiries: enquiryRows.map((row) => ({
      id: row.id,
      propertyId: row.propertyId,
      projectId: row.projectId,
      href:
        row.propertyId && row.propertySlug !== null
          ? propertyPath({ id: row.propertyId, slug: row.propertySlug })
          : row.projectId && row.projectSlug !== null
            ? projectPath({ id: row.projectId, slug: row.projectSlug })
            : null,
      conversationHref: row.threadId ? threadPath(row.threadId, "buyer") : null,
      title: row.propertyTitle ?? row.projectName ?? "Listing no longer available",
      titleKind:
        row.propertyTitle !== null ? "listing" : row.projectName !== null ? "project" : "gone",
      message: row.message,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
    })),
    saved: savedRows.map((row) => ({
      ...row,
      available: (PUBLIC_PROPERTY_STATUSES as readonly string[]).includes(row.status),
    })),
    listings: listingRows,
  };
}
