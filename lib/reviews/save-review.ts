import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Actor } from "@/lib/auth/current-user";
import { AppError, NotFoundError, UnauthorizedError } from "@/lib/auth/errors";
import { expireTags } from "@/lib/cache/expire-tags";
import { tags } from "@/lib/cache/tags";
import { getDb } from "@/lib/db/client";
import { localities, localityReviews, reviewReports, reviewVotes } from "@/lib/db/schema";
import { limiter } from "@/lib/rate-limit/limiter";
import {
  reportReviewSchema,
  reviewBodyKey,
  reviewIdSchema,
  reviewSchema,
  type ReportReviewInput,
  type ReviewInput,
} from "@/lib/validation/review";

export const DUPLICATE_REVIEW =
  "This text is already used in another review. Please describe the locality in your own words.";

/**
 * Writes the actor's review of a locality, or replaces their earlier one (one per user per
 * locality). Every write goes back to the moderation queue; the same text as any other review is
 * refused. Rate-limited per account and per IP address.
 */
export async function saveReview(
  actor: Actor | null,
  input: ReviewInput,
  clientIp: string,
): Promise<{ reviewId: number; status: "pending"; updated: boolean }> {
  if (!actor) throw new UnauthorizedError("Please log in to review a locality.");
  const review = reviewSchema.parse(input);
  await limiter("reviewUser").consume(String(actor.id));
  await limiter("reviewIp").consume(clientIp || "unknown");
  const db = await getDb();
  const [place] = await db
    .select({ id: localities.id, cityId: localities.cityId })
    .from(localities)
    .where(eq(localities.id, review.localityId));
  if (!place) throw new NotFoundError("This locality does not exist.");
  const bodyKey = reviewBodyKey(review.body);
  const [duplicate] = await db
    .select({ id: localityReviews.id })
    .from(localityReviews)
    .where(
      and(
        eq(localityReviews.bodyKey, bodyKey),
        ne(
          localityReviews.id,
          sql`coalesce((select id from locality_reviews where user_id = ${actor.id} and locality_id = ${place.id}), 0)`,
        ),
      ),
    )
    .limit(1);
  if (duplicate) throw new AppError(DUPLICATE_REVIEW, 409, { body: DUPLICATE_REVIEW });
  const values = {
    relation: review.relation,
    overall: review.overall,
    connectivity: review.connectivity,
    safety: review.safety,
    schools: review.schools,
    utilities: review.utilities,
    cleanliness: review.cleanliness,
    body: review.body,
    bodyKey,
    status: "pending" as const,
    rejectionReason: null,
    decidedBy: null,
    decidedAt: null,
    updatedAt: new Date(),
  };
  const existing = await db
    .select({ id: localityReviews.id })
    .from(localityReviews)
    .where(and(eq(localityReviews.userId, actor.id), eq(localityReviews.localityId, place.id)));
  const [row] = await db
    .insert(localityReviews)
    .values({ ...values, userId: actor.id, localityId: place.id, cityId: place.cityId })
    .onConflictDoUpdate({
      target: [localityReviews.userId, localityReviews.localityId],
      set: values,
    })
    .returning({ id: localityReviews.id });
  // An edited review leaves the public page until a moderator approves it again.
  expireTags([tags.localityReviews(place.id), tags.cityReviews(place.cityId), tags.reviews]);
  return { reviewId: row.id, status: "pending", updated: existing.length > 0 };
}

async function publishedReview(reviewId: number) {
  const db = await getDb();
  const [review] = await db
    .select({
      id: localityReviews.id,
      userId: localityReviews.userId,
      localityId: localityReviews.localityId,
    })
    .from(localityReviews)
    .where(and(eq(localityReviews.id, reviewId), eq(localityReviews.status, "approved")));
  if (!review) throw new NotFoundError("This review is not published.");
  return { db, review };
}

/** Marks a published review helpful: one vote per account, not on your own review. */
export async function voteReviewHelpful(
  actor: Actor | null,
  rawReviewId: unknown,
): Promise<{ helpful: number; counted: boolean }> {
  if (!actor) throw new UnauthorizedError("Please log in to vote.");
  const reviewId = reviewIdSchema.parse(rawReviewId);
  await limiter("reviewActionUser").consume(String(actor.id));
  const { db, review } = await publishedReview(reviewId);
  if (review.userId === actor.id) throw new AppError("You cannot vote for your own review.", 403);
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(reviewVotes)
      .values({ reviewId, userId: actor.id })
      .onConflictDoNothing()
      .returning({ reviewId: reviewVotes.reviewId });
    const [row] = inserted.length
      ? await tx
          .update(localityReviews)
          .set({ helpful: sql`${localityReviews.helpful} + 1` })
          .where(eq(localityReviews.id, reviewId))
          .returning({ helpful: localityReviews.helpful })
      : await tx
          .select({ helpful: localityReviews.helpful })
          .from(localityReviews)
          .where(eq(localityReviews.id, reviewId));
    if (inserted.length) expireTags([tags.localityReviews(review.localityId)]);
    return { helpful: row.helpful, counted: inserted.length > 0 };
  });
}

export const ALREADY_REPORTED_REVIEW = "You have already reported this review.";

/** Reports a published review to the moderators (once per account). */
export async function reportReview(
  actor: Actor | null,
  input: ReportReviewInput,
): Promise<{ reviewId: number }> {
  if (!actor) throw new UnauthorizedError("Please log in to report a review.");
  const report = reportReviewSchema.parse(input);
  await limiter("reviewActionUser").consume(String(actor.id));
  const { db } = await publishedReview(report.reviewId);
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(reviewReports)
      .values({ reviewId: report.reviewId, userId: actor.id, reason: report.reason })
      .onConflictDoNothing()
      .returning({ reviewId: reviewReports.reviewId });
    if (!inserted.length) throw new AppError(ALREADY_REPORTED_REVIEW, 409);
    await tx
      .update(localityReviews)
      .set({ reports: sql`${localityReviews.reports} + 1` })
      .where(eq(localityReviews.id, report.reviewId));
    return { reviewId: report.reviewId };
  });
}
