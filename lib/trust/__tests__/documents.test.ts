import { and, eq } from "drizzle-orm";
import type { AdminActor, SellerActor } from "@/lib/auth/current-user";
import type { DbHandle } from "@/lib/db/client";
import { auditLog, listingChecks, notifications, properties, users } from "@/lib/db/schema";
import { makeAdmin } from "@/lib/admin/__tests__/fixtures";
import { createListing } from "@/lib/listings/create-listing";
import {
  flatInput,
  makeIndore,
  makeSeller,
  useTempStorage,
} from "@/lib/listings/__tests__/fixtures";
import { storeDocument } from "@/lib/media/upload-document";
import { loadPublicProperty } from "@/lib/properties/get-property";
import { searchProperties } from "@/lib/search/search-properties";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";
import { parseSearchParams } from "@/lib/validation/search";
import { decideOwnerDocument, listWaitingDocuments } from "../document-decisions";
import { getSellerDocumentChecks, submitOwnerDocument } from "../owner-documents";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

describe.each(TEST_ENGINES)("owner's documents on %s", (engine) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;
  let admin: AdminActor;
  let seller: SellerActor;
  let other: SellerActor;

  beforeAll(async () => {
    handle = await useTestDatabase(engine);
    ({ cleanup } = await useTempStorage());
    await makeIndore(handle.db);
    admin = await makeAdmin(handle.db);
    seller = await makeSeller(handle.db, "individual");
    other = await makeSeller(handle.db, "individual");
    await handle.db
      .update(users)
      .set({ phoneVerifiedAt: new Date("2026-11-01T06:00:00Z") })
      .where(eq(users.id, seller.id));
  });
  afterAll(async () => {
    await releaseTestDatabase(handle);
    await cleanup();
  });

  async function liveListing(s = seller) {
    const { id } = await createListing(s, flatInput());
    await handle.db
      .update(properties)
      .set({ status: "active", approvedAt: new Date() })
      .where(eq(properties.id, id));
    return id;
  }
  const checksOf = (id: number) =>
    handle.db.select().from(listingChecks).where(eq(listingChecks.propertyId, id));

  it("refuses a missing, foreign or oversized document and saves nothing", async () => {
    const id = await liveListing();
    const input = {
      propertyId: id,
      documentType: "tax_receipt" as const,
      ownerName: "Sunil Verma",
      documentKey: `private/verification/${seller.id}/00000000-0000-4000-8000-000000000000.pdf`,
    };
    await expect(submitOwnerDocument(seller, input)).rejects.toMatchObject({ status: 422 });
    const theirs = await storeDocument(other.id, "verification", PDF);
    await expect(
      submitOwnerDocument(seller, { ...input, documentKey: theirs.key }),
    ).rejects.toMatchObject({ status: 422 });
    const mine = await storeDocument(seller.id, "verification", PDF);
    await expect(
      submitOwnerDocument(other, { ...input, documentKey: mine.key }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      storeDocument(
        seller.id,
        "verification",
        Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024)]),
      ),
    ).rejects.toMatchObject({ status: 413 });
    await expect(
      storeDocument(seller.id, "verification", Buffer.from("not a document at all")),
    ).rejects.toMatchObject({ status: 415 });
    expect(await checksOf(id)).toEqual([]);
  });

  it("approves a document: the listing says so, matches the filter, the seller is told, audited", async () => {
    const id = await liveListing();
    const doc = await storeDocument(seller.id, "verification", PDF);
    const { checkId } = await submitOwnerDocument(seller, {
      propertyId: id,
      documentType: "sale_deed",
      ownerName: "Sunil Verma",
      documentKey: doc.key,
    });
    await expect(
      submitOwnerDocument(seller, {
        propertyId: id,
        documentType: "utility_bill",
        ownerName: "Sunil Verma",
        documentKey: doc.key,
      }),
    ).rejects.toMatchObject({ status: 409 });
    const waiting = await listWaitingDocuments(admin);
    expect(waiting.find((w) => w.checkId === checkId)).toMatchObject({
      propertyId: id,
      ownerName: "Sunil Verma",
      documentType: "Sale deed",
      localityName: "Vijay Nagar",
    });
    const { filters: verifiedOnly } = parseSearchParams({
      city: "Indore",
      verified: "true",
      transactionType: "Buy",
    });
    const search = () => searchProperties(verifiedOnly, handle.db);
    expect((await search()).data.map((c) => c.id)).not.toContain(id);

    await decideOwnerDocument(admin, { decision: "approve", checkId });
    const [row] = await handle.db.select().from(properties).where(eq(properties.id, id));
    expect(row.verified).toBe(true);
    expect(row.documentsCheckedAt).not.toBeNull();
    const page = await loadPublicProperty(id);
    expect(page?.checks.map((c) => c.kind)).toEqual(["phone", "documents"]);
    expect(page?.checks[0]).toMatchObject({ at: "2026-11-01T06:00:00.000Z" });
    expect((await search()).data.find((c) => c.id === id)?.documentsCheckedAt).toBe(
      row.documentsCheckedAt!.toISOString(),
    );
    expect(
      await handle.db
        .select({ kind: notifications.kind })
        .from(notifications)
        .where(
          and(eq(notifications.userId, seller.id), eq(notifications.kind, "documents_checked")),
        ),
    ).toHaveLength(1);
    expect(
      await handle.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.action, "listing_check.approve"), eq(auditLog.entityId, String(id))),
        ),
    ).toHaveLength(1);
    await expect(
      decideOwnerDocument(admin, { decision: "approve", checkId }),
    ).rejects.toMatchObject({
      status: 409,
    });
    expect((await getSellerDocumentChecks(seller)).checks[0]).toMatchObject({ status: "passed" });
  });

  it("rejects with a reason the seller reads; the listing claims nothing; another can be sent", async () => {
    const id = await liveListing();
    const doc = await storeDocument(seller.id, "verification", PDF);
    const { checkId } = await submitOwnerDocument(seller, {
      propertyId: id,
      documentType: "utility_bill",
      ownerName: "Someone Else",
      documentKey: doc.key,
    });
    await expect(
      decideOwnerDocument(admin, { decision: "reject", checkId, reason: "no" }),
    ).rejects.toThrow();
    await decideOwnerDocument(admin, {
      decision: "reject",
      checkId,
      reason: "The name on the bill does not match the owner.",
    });
    const [row] = await handle.db.select().from(properties).where(eq(properties.id, id));
    expect(row).toMatchObject({ verified: false, documentsCheckedAt: null });
    expect((await loadPublicProperty(id))?.checks.map((c) => c.kind)).not.toContain("documents");
    const [check] = await checksOf(id);
    expect(check).toMatchObject({
      status: "failed",
      reason: "The name on the bill does not match the owner.",
      checkedBy: admin.id,
    });
    await expect(
      submitOwnerDocument(seller, {
        propertyId: id,
        documentType: "tax_receipt",
        ownerName: "Sunil Verma",
        documentKey: doc.key,
      }),
    ).resolves.toMatchObject({ checkId: expect.any(Number) });
  });
});
