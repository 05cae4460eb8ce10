import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { notifyUsers } from "@/lib/admin/notify";
import { assertAdmin, type AdminActor } from "@/lib/auth/current-user";
import { AppError, NotFoundError } from "@/lib/auth/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { expireListing } from "@/lib/cache/expire-tags";
import { getDb } from "@/lib/db/client";
import { fullNameSql } from "@/lib/db/full-name-sql";
import { cities, listingChecks, properties, users } from "@/lib/db/schema";
import { privateDocumentUrl } from "@/lib/media/upload-document";
import {
  documentDecisionSchema,
  OWNER_DOCUMENT_LABELS,
  type DocumentDecision,
  type OwnerDocumentType,
} from "@/lib/validation/trust";

export type WaitingDocument = {
  checkId: number;
  propertyId: number;
  title: string;
  address: string;
  localityName: string;
  cityName: string;
  state: string;
  pincode: string | null;
  sellerId: number;
  sellerName: string;
  documentType: string;
  ownerName: string;
  documentUrl: string | null;
  sentAt: Date;
};

/** Owner's documents waiting for an admin, oldest first, with the listing's name and address. */
export async function listWaitingDocuments(actor: AdminActor): Promise<WaitingDocument[]> {
  assertAdmin(actor);
  const db = await getDb();
  const rows = await db
    .select({
      checkId: listingChecks.id,
      propertyId: properties.id,
      title: properties.title,
      address: properties.address,
      localityName: properties.localityName,
      cityName: properties.cityName,
      state: properties.state,
      pincode: properties.pincode,
      sellerId: users.id,
      sellerName: fullNameSql(),
      documentType: listingChecks.documentType,
      documentKey: listingChecks.documentKey,
      details: listingChecks.details,
      sentAt: listingChecks.createdAt,
    })
    .from(listingChecks)
    .innerJoin(properties, eq(properties.id, listingChecks.propertyId))
    .innerJoin(users, eq(users.id, properties.sellerId))
    .where(and(eq(listingChecks.kind, "documents"), eq(listingChecks.status, "pending")))
    .orderBy(asc(listingChecks.createdAt), asc(listingChecks.id))
    .limit(200);
  return rows.map(({ documentKey, details, documentType, ...r }) => ({
    ...r,
    documentType: OWNER_DOCUMENT_LABELS[documentType as OwnerDocumentType] ?? "Document",
    ownerName: typeof details.ownerName === "string" ? details.ownerName : "",
    documentUrl: documentKey ? privateDocumentUrl(documentKey) : null,
  }));
}

/**
 * The admin's decision on an owner's document: approved, the listing says "Owner's documents
 * checked on <date>" (and matches the "Documents checked" filter) at once; rejected, the
 * seller is told the reason. Audited; a document decided already is refused (409).
 */
export async function decideOwnerDocument(
  actor: AdminActor,
  raw: DocumentDecision,
): Promise<{ checkId: number; status: "passed" | "failed" }> {
  assertAdmin(actor);
  const input = documentDecisionSchema.parse(raw);
  const db = await getDb();
  const now = new Date();
  const status = input.decision === "approve" ? "passed" : "failed";
  const reason = input.decision === "reject" ? input.reason : null;
  const listing = await db.transaction(async (tx) => {
    const [check] = await tx
      .select({
        id: listingChecks.id,
        status: listingChecks.status,
        propertyId: listingChecks.propertyId,
        kind: listingChecks.kind,
      })
      .from(listingChecks)
      .where(eq(listingChecks.id, input.checkId))
      .for("update");
    if (!check || check.kind !== "documents" || check.propertyId === null) {
      throw new NotFoundError(`Document check #${input.checkId} does not exist.`);
    }
    if (check.status !== "pending") {
      throw new AppError("This document was already decided.", 409);
    }
    const [row] = await tx
      .select({
        id: properties.id,
        title: properties.title,
        sellerId: properties.sellerId,
        citySlug: cities.slug,
      })
      .from(properties)
      .innerJoin(cities, eq(cities.id, properties.cityId))
      .where(eq(properties.id, check.propertyId));
    await tx
      .update(listingChecks)
      .set({ status, reason, checkedBy: actor.id, checkedAt: now })
      .where(and(eq(listingChecks.id, check.id), eq(listingChecks.status, "pending")));
    if (status === "passed") {
      await tx
        .update(properties)
        .set({ documentsCheckedAt: now, verified: true })
        .where(eq(properties.id, row.id));
    }
    await recordAudit(tx, {
      actorId: actor.id,
      action: `listing_check.${input.decision}`,
      entity: "property",
      entityId: row.id,
      before: { check: check.id, status: "pending" },
      after: { check: check.id, status },
      reason,
    });
    await notifyUsers(tx, [
      status === "passed"
        ? {
            userId: row.sellerId,
            kind: "documents_checked",
            title: "Owner's documents checked",
            body: `"${row.title}" now tells buyers that our team checked the owner's documents.`,
            link: `/saller/properties?listing=${row.id}`,
          }
        : {
            userId: row.sellerId,
            kind: "documents_rejected",
            title: "Document not accepted",
            body: `The document for "${row.title}" was not accepted: ${reason ?? ""} You can send another one.`,
            link: "/saller/verification",
          },
    ]);
    return row;
  });
  expireListing(listing.id, listing.citySlug);
  return { checkId: input.checkId, status };
}
