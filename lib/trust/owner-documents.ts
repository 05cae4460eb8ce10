import "server-only";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { SellerActor } from "@/lib/auth/current-user";
import { AppError, NotFoundError } from "@/lib/auth/errors";
import { getDb } from "@/lib/db/client";
import { listingChecks, properties } from "@/lib/db/schema";
import { documentKeyPattern } from "@/lib/media/upload-document";
import { getPrivateStorage } from "@/lib/storage/storage";
import { isUniqueViolation } from "@/lib/users/db-errors";
import { ownerDocumentSchema, type OwnerDocumentType } from "@/lib/validation/trust";

/** Listings whose owner's documents can be sent (live or on their way to being live). */
const DOCUMENT_STATUSES = ["pending", "active", "paused"] as const;

export type SellerDocumentCheck = {
  id: number;
  propertyId: number;
  title: string;
  documentType: OwnerDocumentType;
  status: "pending" | "passed" | "failed";
  reason: string | null;
  createdAt: string;
  checkedAt: string | null;
};

export type DocumentListing = { id: number; title: string; checked: boolean };

/** The seller's listings that can take a document, and the checks sent so far (newest first). */
export async function getSellerDocumentChecks(
  seller: SellerActor,
): Promise<{ listings: DocumentListing[]; checks: SellerDocumentCheck[] }> {
  const db = await getDb();
  const [listings, checks] = await Promise.all([
    db
      .select({
        id: properties.id,
        title: properties.title,
        checkedAt: properties.documentsCheckedAt,
      })
      .from(properties)
      .where(
        and(eq(properties.sellerId, seller.id), inArray(properties.status, [...DOCUMENT_STATUSES])),
      )
      .orderBy(desc(properties.postedAt))
      .limit(200),
    db
      .select({
        id: listingChecks.id,
        propertyId: properties.id,
        title: properties.title,
        documentType: listingChecks.documentType,
        status: listingChecks.status,
        reason: listingChecks.reason,
        createdAt: listingChecks.createdAt,
        checkedAt: listingChecks.checkedAt,
      })
      .from(listingChecks)
      .innerJoin(properties, eq(properties.id, listingChecks.propertyId))
      .where(and(eq(properties.sellerId, seller.id), eq(listingChecks.kind, "documents")))
      .orderBy(desc(listingChecks.createdAt), desc(listingChecks.id))
      .limit(100),
  ]);
  return {
    listings: listings.map((l) => ({ id: l.id, title: l.title, checked: l.checkedAt !== null })),
    checks: checks.map((c) => ({
      ...c,
      documentType: c.documentType as OwnerDocumentType,
      createdAt: c.createdAt.toISOString(),
      checkedAt: c.checkedAt?.toISOString() ?? null,
    })),
  };
}

/**
 * A seller sends an owner's document (sale deed, tax receipt or utility bill, already in
 * private storage) for one of their listings; an admin matches its name and address with the
 * listing. One document waiting per listing; nothing is written when anything is wrong.
 */
export async function submitOwnerDocument(
  seller: SellerActor,
  raw: unknown,
): Promise<{ checkId: number }> {
  const input = ownerDocumentSchema.parse(raw);
  const db = await getDb();
  const [listing] = await db
    .select({ id: properties.id, checkedAt: properties.documentsCheckedAt })
    .from(properties)
    .where(
      and(
        eq(properties.id, input.propertyId),
        eq(properties.sellerId, seller.id),
        inArray(properties.status, [...DOCUMENT_STATUSES]),
      ),
    )
    .limit(1);
  if (!listing) throw new NotFoundError("Choose one of your live or pending listings.");
  if (
    !documentKeyPattern("owner", seller.id).test(input.documentKey) ||
    !(await getPrivateStorage().exists(input.documentKey))
  ) {
    throw new AppError("The document was not found — please upload it again.", 422, {
      documentKey: "Upload the document again",
    });
  }
  const already = () =>
    new AppError("A document for this listing is already waiting for our check.", 409);
  try {
    return await insertCheck();
  } catch (error) {
    if (isUniqueViolation(error)) throw already();
    throw error;
  }

  function insertCheck() {
    return db.transaction(async (tx) => {
      const [waiting] = await tx
        .select({ id: listingChecks.id })
        .from(listingChecks)
        .where(
          and(
            eq(listingChecks.propertyId, listing.id),
            eq(listingChecks.kind, "documents"),
            eq(listingChecks.status, "pending"),
          ),
        )
        .limit(1)
        .for("update");
      if (waiting) throw already();
      const [row] = await tx
        .insert(listingChecks)
        .values({
          propertyId: listing.id,
          kind: "documents",
          status: "pending",
          documentType: input.documentType,
          documentKey: input.documentKey,
          details: { ownerName: input.ownerName },
          requestedBy: seller.id,
        })
        .returning({ id: listingChecks.id });
      return { checkId: row.id };
    });
  }
}
