import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "@/lib/admin/tx";
import { listingConfirmations } from "@/lib/db/schema";
import type { ListingStatus } from "@/lib/validation/property-enums";

/**
 * The seller changed a listing's status themselves: a "Still available?" question still out is
 * answered by it (live again: yes; sold or rented: that), so it cannot pause the listing later.
 */
export async function closeOpenQuestions(
  db: DbOrTx,
  propertyId: number,
  status: ListingStatus,
  now: Date,
): Promise<void> {
  const answer =
    status === "active" ? "yes" : status === "sold" || status === "rented" ? status : "paused";
  await db
    .update(listingConfirmations)
    .set({ answeredAt: now, answer })
    .where(
      and(eq(listingConfirmations.propertyId, propertyId), isNull(listingConfirmations.answeredAt)),
    );
}
