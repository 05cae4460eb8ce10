import "server-only";
import { and, count, desc, eq, gt } from "drizzle-orm";
import { assertAdmin, type AdminActor } from "@/lib/auth/current-user";
import { AppError, NotFoundError } from "@/lib/auth/errors";
import { expireTags } from "@/lib/cache/expire-tags";
import type { Paged } from "@/lib/admin/paging";
import { recordAudit } from "@/lib/audit/record-audit";
import { tags } from "@/lib/cache/tags";
import { getDb } from "@/lib/db/client";
import { cities, localities, localityReviews, users } from "@/lib/db/schema";
import type { ReviewQueueView } from "@/lib/validation/admin";
import { reviewDecisionSchema, type ReviewDecision } from "@/lib/validation/review";
import { fullNameSql } from "@/lib/db/full-name-sql";
import { selectPage } from "@/lib/admin/query-page";

export type ReviewQueueRow = {
  id: number;
  author: string;
  email: string;
  locality: string;
  city: string;
  relation: string;
  overall: number;
  body: string;
  status: "pending" | "approved" | "rejected";
  rejectionReason: string | null;
  reports: number;
  helpful: number;
  updatedAt: Date;
};

/** The moderation queue: pending reviews oldest first; or reported, approved, rejected ones. */
export async function listReviewQueue(
  actor: AdminActor,
  view: ReviewQueueView,
  page: number,
): Promise<Paged<ReviewQueueRow>> {
  assertAdmin(actor);
  const db = await getDb();
  const where =
    view === "reported"
      ? and(gt(localityReviews.reports, 0), eq(localityReviews.status, "approved"))
      : eq(localityReviews.status, view);
  return selectPage(
    page,
    db
      .select({
        id: localityReviews.id,
        author: fullNameSql(),
        email: users.email,
        locality: localities.name,
        city: cities.name,
        relation: localityReviews.relation,
        overall: localityReviews.overall,
        body: localityReviews.body,
        status: localityReviews.status,
        rejectionReason: localityReviews.rejectionReason,
        reports: localityReviews.reports,
        helpful: localityReviews.helpful,
        updatedAt: localityReviews.updatedAt,
      })
      .from(localityReviews)
      .innerJoin(users, eq(users.id, localityReviews.userId))
      .innerJoin(localities, eq(localities.id, localityReviews.localityId))
      .innerJoin(cities, eq(cities.id, localityReviews.cityId))
      .where(where)
      .orderBy(
        view === "pending" ? localityReviews.updatedAt : desc(localityReviews.updatedAt),
        desc(localityReviews.id),
      ),
    db.select({ total: count() }).from(localityReviews).where(where),
  );
}

/**
 * Publishes a review or rejects it with a reason (a published review that was reported can be
 * taken down the same way). Audit-logged; the locality's and city's pages drop their cache.
 */
export async function decideReview(
  actor: AdminActor,
  input: ReviewDecision,
): Promise<{ reviewId: number; status: "approved" | "rejected" }> {
  assertAdmin(actor);
  const decision = reviewDecisionSchema.parse(input);
  const db = await getDb();
  const status = decision.decision === "approve" ? "approved" : "rejected";
  const reason = decision.decision === "reject" ? decision.reason : null;
  const review = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(localityReviews)
      .where(eq(localityReviews.id, decision.reviewId))
      .for("update");
    if (!row) throw new NotFoundError(`Review #${decision.reviewId} does not exist.`);
    if (row.status === status) throw new AppError(`This review is already ${status}.`, 409);
    await tx
      .update(localityReviews)
      .set({
        status,
        rejectionReason: reason,
        decidedBy: actor.id,
        decidedAt: new Date(),
        ...(status === "approved" ? { reports: 0 } : {}),
      })
      .where(eq(localityReviews.id, row.id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: `review.${decision.decision}`,
      entity: "locality_review",
      entityId: row.id,
      before: { status: row.status },
      after: { status },
      reason,
    });
    return row;
  });
  expireTags([
    tags.localityReviews(review.localityId),
    tags.cityReviews(review.cityId),
    tags.reviews,
  ]);
  return { reviewId: review.id, status };
}
