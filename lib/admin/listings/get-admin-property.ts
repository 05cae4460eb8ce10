import "server-only";
import { asc, eq, getTableColumns } from "drizzle-orm";
import { assertAdmin, type AdminActor } from "@/lib/auth/current-user";
import { NotFoundError } from "@/lib/auth/errors";
import { getDb } from "@/lib/db/client";
import { projects, properties, propertyMedia, sellerProfiles, users } from "@/lib/db/schema";
import { canonicalJson } from "@/lib/listings/canonical-json";
import { effectiveExpiry } from "@/lib/listings/expire-listings";
import { loadPendingEdit } from "@/lib/listings/listing-edits";
import { reviewedPart } from "@/lib/listings/review-fields";
import { entityHistory, type HistoryEntry } from "../entity-history";
import { pendingEditChanges, type PendingEditView } from "./pending-edit-diff";
import { fullNameSql } from "@/lib/db/full-name-sql";

type PropertyRow = typeof properties.$inferSelect;

const { searchVector: _searchVector, ...propertyColumns } = getTableColumns(properties);

export type AdminPropertyDetail = {
  property: Omit<PropertyRow, "searchVector">;
  media: { id: number; url: string; alt: string; isCover: boolean }[];
  seller: {
    id: number;
    name: string;
    email: string;
    phone: string;
    status: string;
    kind: string | null;
    companyName: string | null;
    verified: boolean | null;
    reraNumber: string | null;
  };
  projectName: string | null;
  /** When a live listing goes off the site: its own date, else its lifetime from approval (as the
   * seller's list and the expiry job count it); null for a listing that is not live. */
  expiresAt: Date | null;
  history: HistoryEntry[];
  /** The seller's changes waiting for review while the listing stays live as approved. */
  pendingEdit: PendingEditView | null;
};

/** Everything the public page would show about a listing, whatever its status, plus its history. */
export async function getAdminProperty(
  actor: AdminActor,
  id: number,
): Promise<AdminPropertyDetail> {
  assertAdmin(actor);
  const db = await getDb();
  const [row] = await db
    .select({
      property: propertyColumns,
      seller: {
        id: users.id,
        name: fullNameSql(),
        email: users.email,
        phone: users.phone,
        status: users.status,
        kind: sellerProfiles.kind,
        companyName: sellerProfiles.companyName,
        verified: sellerProfiles.verified,
        reraNumber: sellerProfiles.reraNumber,
      },
      projectName: projects.name,
      expiresAt: effectiveExpiry.mapWith((v: string | Date) => new Date(v)),
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.sellerId))
    .leftJoin(sellerProfiles, eq(sellerProfiles.userId, properties.sellerId))
    .leftJoin(projects, eq(projects.id, properties.projectId))
    .where(eq(properties.id, id))
    .limit(1);
  if (!row) throw new NotFoundError(`Listing #${id} does not exist.`);
  const [media, history, edit] = await Promise.all([
    db
      .select({
        id: propertyMedia.id,
        url: propertyMedia.url,
        alt: propertyMedia.alt,
        isCover: propertyMedia.isCover,
      })
      .from(propertyMedia)
      .where(eq(propertyMedia.propertyId, id))
      .orderBy(asc(propertyMedia.position)),
    entityHistory(db, "property", id),
    loadPendingEdit(db, id),
  ]);
  const pendingEdit = edit
    ? {
        submittedAt: edit.submittedAt,
        changes: pendingEditChanges(
          row.property as Record<string, unknown>,
          reviewedPart(edit.facts) as Record<string, unknown>,
        ),
        photosChanged:
          canonicalJson(media.map((m) => m.url)) !==
          canonicalJson([...edit.media].sort((a, b) => a.position - b.position).map((m) => m.url)),
        photos: [...edit.media]
          .sort((a, b) => a.position - b.position)
          .map((m) => ({ url: m.url, alt: m.alt, isCover: m.isCover })),
      }
    : null;
  return {
    property: row.property,
    media,
    seller: row.seller,
    projectName: row.projectName,
    expiresAt: row.property.status === "active" ? row.expiresAt : null,
    history,
    pendingEdit,
  };
}
