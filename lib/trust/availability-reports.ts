import "server-only";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Actor } from "@/lib/auth/current-user";
import { AppError, NotFoundError, UnauthorizedError } from "@/lib/auth/errors";
import { getDb } from "@/lib/db/client";
import { availabilityReports, properties } from "@/lib/db/schema";
import { availabilityReportSchema } from "@/lib/validation/trust";
import { availableSince } from "./check-words";
import { askStillAvailable } from "./reconfirm-job";
import { BUYER_REPORTS_TO_ASK } from "./reconfirm-rules";

export const ALREADY_SAID_GONE = "You have already told us. Thank you — we are asking the seller.";

/**
 * A signed-in buyer says a live listing is no longer available. When three distinct buyers
 * have said so since the seller last confirmed it, the seller is asked "Still available?" at
 * once (unless a question is already out).
 */
export async function reportNoLongerAvailable(
  actor: Actor | null,
  raw: unknown,
  now: Date = new Date(),
): Promise<{ reports: number; askedSeller: boolean }> {
  if (!actor) throw new UnauthorizedError("Please log in to tell us this listing is gone.");
  const { propertyId } = availabilityReportSchema.parse(raw);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [listing] = await tx
      .select({
        id: properties.id,
        sellerId: properties.sellerId,
        confirmedAt: properties.confirmedAt,
        approvedAt: properties.approvedAt,
        postedAt: properties.postedAt,
      })
      .from(properties)
      .where(and(eq(properties.id, propertyId), eq(properties.status, "active")))
      .limit(1)
      .for("update");
    if (!listing) throw new NotFoundError("This property is no longer available.");
    const since = availableSince(listing);
    if (listing.sellerId === actor.id) {
      throw new AppError("This is your own listing: change it from My properties.", 400);
    }
    const inserted = await tx
      .insert(availabilityReports)
      .values({ propertyId, userId: actor.id, createdAt: now })
      .onConflictDoUpdate({
        target: [availabilityReports.propertyId, availabilityReports.userId],
        set: { createdAt: now },
        where: sql`${availabilityReports.createdAt} <= ${since.toISOString()}::timestamptz`,
      })
      .returning({ userId: availabilityReports.userId });
    if (inserted.length === 0) throw new AppError(ALREADY_SAID_GONE, 409);
    const [{ n }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(availabilityReports)
      .where(
        and(
          eq(availabilityReports.propertyId, propertyId),
          gt(availabilityReports.createdAt, since),
        ),
      );
    let askedSeller = false;
    if (n >= BUYER_REPORTS_TO_ASK) {
      askedSeller = (await askStillAvailable(tx, now, { propertyId, reason: "buyers" })) > 0;
    }
    return { reports: n, askedSeller };
  });
}
