import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { moderateProperties } from "@/lib/admin/listings/moderate-properties";
import { assertAdmin, type AdminActor } from "@/lib/auth/current-user";
import { AppError, NotFoundError } from "@/lib/auth/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { getDb } from "@/lib/db/client";
import { createNotifications } from "@/lib/notifications/create-notification";
import { propertyPath } from "@/lib/seo/urls";
import { countOf } from "@/lib/format/count";
import { listingReports, properties, type ListingReportStatus } from "@/lib/db/schema";
import { reportDecisionSchema, type ReportDecision } from "@/lib/validation/report";

export type ReportDecisionResult = {
  propertyId: number;
  status: Exclude<ListingReportStatus, "open">;
  /** Reports closed by this decision. */
  closed: number;
  message: string;
};

/**
 * A moderator's decision on a listing's buyer reports (one report, or all open ones), audited on
 * the listing:
 * - dismiss: nothing is changed on the listing; the reports are closed as dismissed;
 * - resolve: the admin has dealt with it; the reports are closed as resolved;
 * - reject / block: the listing is rejected or blocked through the console's own moderation
 *   (`moderateProperties`: the seller is told the note as the reason), then every open report
 *   of it is resolved.
 * A closed report stays closed: its reporter may report the listing again (lib/reports/report-listing.ts).
 * Each reporter whose report this closes is told the outcome in My Profile (not the admin's note,
 * which is for the console and the seller).
 */
export async function decideReports(
  actor: AdminActor,
  raw: ReportDecision,
): Promise<ReportDecisionResult> {
  assertAdmin(actor);
  const input = reportDecisionSchema.parse(raw);
  const db = await getDb();
  const [listing] = await db
    .select({ id: properties.id, slug: properties.slug, title: properties.title })
    .from(properties)
    .where(eq(properties.id, input.propertyId))
    .limit(1);
  if (!listing) throw new NotFoundError(`Listing #${input.propertyId} does not exist.`);
  const which = and(
    eq(listingReports.propertyId, input.propertyId),
    input.reportId === undefined ? undefined : eq(listingReports.id, input.reportId),
  );
  const targeted = await db
    .select({ id: listingReports.id, status: listingReports.status })
    .from(listingReports)
    .where(which);
  if (input.reportId !== undefined && targeted.length === 0) {
    throw new NotFoundError(
      `Report #${input.reportId} about listing #${input.propertyId} does not exist.`,
    );
  }
  const open = targeted.filter((r) => r.status === "open").map((r) => r.id);
  if (open.length === 0) {
    throw new AppError(
      input.reportId !== undefined
        ? `This report was already ${targeted[0].status}.`
        : "This listing has no open reports.",
      409,
    );
  }

  // The listing first, through the console's own moderation (its own transaction, audit entry
  // and notice to the seller); a refusal there (a sold listing cannot be rejected) leaves the
  // reports open.
  if (input.decision === "reject" || input.decision === "block") {
    await moderateProperties(actor, {
      action: input.decision,
      ids: [input.propertyId],
      reason: input.note,
    });
  }

  const status = input.decision === "dismiss" ? "dismissed" : "resolved";
  const closed = await db.transaction(async (tx) => {
    const done = await tx
      .update(listingReports)
      .set({
        status,
        resolvedAt: new Date(),
        resolvedBy: actor.id,
        resolutionNote: input.note || null,
      })
      .where(
        and(
          inArray(listingReports.id, open),
          eq(listingReports.propertyId, input.propertyId),
          eq(listingReports.status, "open"),
        ),
      )
      .returning({ id: listingReports.id, userId: listingReports.userId });
    const acted = input.decision === "reject" || input.decision === "block";
    // Decided meanwhile by another admin: nothing to record (unless the listing itself changed).
    if (done.length === 0 && !acted) {
      throw new AppError("These reports were closed meanwhile by another admin.", 409);
    }
    await recordAudit(tx, {
      actorId: actor.id,
      action: `listing_report.${input.decision}`,
      entity: "property",
      entityId: input.propertyId,
      before: { reports: done.map((r) => r.id), status: "open" },
      after: { status },
      reason: input.note || null,
    });
    const reporters = [...new Set(done.flatMap((r) => (r.userId === null ? [] : [r.userId])))];
    await createNotifications(
      tx,
      reporters.map((userId) => ({
        userId,
        kind: "report_closed",
        ...reportOutcome(input.decision, listing),
      })),
    );
    return done.length;
  });

  const messages: Record<typeof input.decision, string> = {
    dismiss: `${countOf(closed, "report")} dismissed. The listing was not changed.`,
    resolve: `${countOf(closed, "report")} resolved.`,
    reject: `Listing #${input.propertyId} rejected and ${countOf(closed, "report")} resolved. The seller has been told why.`,
    block: `Listing #${input.propertyId} blocked and ${countOf(closed, "report")} resolved. The seller has been told why.`,
  };
  return { propertyId: input.propertyId, status, closed, message: messages[input.decision] };
}

/**
 * What a reporter is told (stored in English; `readNotice` in lib/notifications/notice-words.ts
 * words it in the page's language): a dismissed report, one dealt with, a listing taken down.
 */
export function reportOutcome(
  decision: ReportDecision["decision"],
  listing: { id: number; slug: string; title: string },
): { title: string; body: string; link: string | null } {
  if (decision === "dismiss") {
    return {
      title: `We reviewed your report: ${listing.title}`,
      body: REPORT_DISMISSED_BODY,
      link: propertyPath(listing),
    };
  }
  const removed = decision === "reject" || decision === "block";
  return {
    title: `Your report was resolved: ${listing.title}`,
    body: removed ? REPORT_REMOVED_BODY : REPORT_RESOLVED_BODY,
    link: removed ? null : propertyPath(listing),
  };
}

export const REPORT_DISMISSED_BODY =
  "We checked this listing and found nothing against our rules. Thank you for telling us.";
export const REPORT_RESOLVED_BODY =
  "We looked into your report and dealt with it. Thank you for telling us.";
export const REPORT_REMOVED_BODY = "The listing has been taken down. Thank you for telling us.";
