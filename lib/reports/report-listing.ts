import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Actor } from "@/lib/auth/current-user";
import { AppError, NotFoundError, UnauthorizedError } from "@/lib/auth/errors";
import { getDb } from "@/lib/db/client";
import { listingReports, properties } from "@/lib/db/schema";
import { isUniqueViolation } from "@/lib/users/db-errors";
import { reportListingSchema, type ReportListingInput } from "@/lib/validation/report";

export const ALREADY_REPORTED =
  "You have already reported this property. Our team is reviewing it.";

/**
 * Files a report about a public listing for the moderators (/admin/reports). One open report per
 * account per listing (a unique index holds it under concurrent clicks); once a moderator has
 * resolved or dismissed it, the account may report the listing again, as a new open report. A
 * signed-in account is needed so reports cannot be spammed anonymously.
 */
export async function reportListing(
  actor: Actor | null,
  input: ReportListingInput,
): Promise<{ reportId: number }> {
  if (!actor) throw new UnauthorizedError("Please log in to report a listing.");
  const report = reportListingSchema.parse(input);
  const db = await getDb();
  const [listing] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(
      and(
        eq(properties.id, report.propertyId),
        inArray(properties.status, ["active", "sold", "rented"]),
      ),
    )
    .limit(1);
  if (!listing) throw new NotFoundError("This property is no longer available.");
  const [open] = await db
    .select({ id: listingReports.id })
    .from(listingReports)
    .where(
      and(
        eq(listingReports.propertyId, report.propertyId),
        eq(listingReports.userId, actor.id),
        eq(listingReports.status, "open"),
      ),
    )
    .limit(1);
  if (open) throw new AppError(ALREADY_REPORTED, 409);
  try {
    const [row] = await db
      .insert(listingReports)
      .values({
        propertyId: report.propertyId,
        userId: actor.id,
        reason: report.reason,
        details: report.details,
      })
      .returning({ id: listingReports.id });
    return { reportId: row.id };
  } catch (error) {
    // The same account's report filed a moment ago (listing_reports_open_once_idx).
    if (isUniqueViolation(error)) throw new AppError(ALREADY_REPORTED, 409);
    throw error;
  }
}
