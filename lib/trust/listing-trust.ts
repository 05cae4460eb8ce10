import "server-only";
import { and, desc, eq, or } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { listingChecks, users } from "@/lib/db/schema";
import { reraWebsiteFor } from "@/lib/validation/rera-format";
import type { ListingCheck } from "./check-words";

type TrustInput = {
  id: number;
  sellerId: number;
  projectId: number | null;
  documentsCheckedAt: Date | null;
};

/**
 * The checks a listing passed, each with its date and who made it: the seller's phone (OTP),
 * the owner's documents (an admin), photos taken at the place (EXIF, automatic), the project's
 * RERA registration (an admin, with the authority's site). A failed or waiting check says
 * nothing to buyers.
 */
export async function loadListingChecks(db: Db, p: TrustInput): Promise<ListingCheck[]> {
  const [[seller], rows] = await Promise.all([
    db
      .select({ phoneVerifiedAt: users.phoneVerifiedAt })
      .from(users)
      .where(eq(users.id, p.sellerId))
      .limit(1),
    db
      .select({
        kind: listingChecks.kind,
        checkedAt: listingChecks.checkedAt,
        checkedBy: listingChecks.checkedBy,
        details: listingChecks.details,
      })
      .from(listingChecks)
      .where(
        and(
          eq(listingChecks.status, "passed"),
          p.projectId
            ? or(eq(listingChecks.propertyId, p.id), eq(listingChecks.projectId, p.projectId))
            : eq(listingChecks.propertyId, p.id),
        ),
      )
      .orderBy(desc(listingChecks.checkedAt))
      .limit(20),
  ]);
  const checks: ListingCheck[] = [];
  if (seller?.phoneVerifiedAt) {
    checks.push({
      kind: "phone",
      at: seller.phoneVerifiedAt.toISOString(),
      by: "the seller, with a one-time code sent to the phone",
    });
  }
  const latest = (kind: string) => rows.find((r) => r.kind === kind && r.checkedAt);
  const docs = latest("documents");
  const docsAt = docs?.checkedAt ?? p.documentsCheckedAt;
  if (docsAt) {
    checks.push({ kind: "documents", at: docsAt.toISOString(), by: "our verification team" });
  }
  const rera = latest("rera");
  if (rera?.checkedAt) {
    const state = typeof rera.details.state === "string" ? rera.details.state : null;
    checks.push({
      kind: "rera",
      at: rera.checkedAt.toISOString(),
      by: "our verification team",
      number: typeof rera.details.number === "string" ? rera.details.number : null,
      link: reraWebsiteFor(state),
    });
  }
  const photos = latest("photos");
  if (photos?.checkedAt) {
    checks.push({
      kind: "photos",
      at: photos.checkedAt.toISOString(),
      by: "the site, from the camera's position and date in the photos",
    });
  }
  return checks;
}
