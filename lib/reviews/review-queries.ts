import "server-only";
import { and, avg, count, desc, eq, inArray, sql } from "drizzle-orm";
import { cacheLife, cacheTag } from "next/cache";
import type { Actor } from "@/lib/auth/current-user";
import { atBuild } from "@/lib/cache/build-snapshot";
import { tags } from "@/lib/cache/tags";
import { getDb } from "@/lib/db/client";
import { cities, localities, localityReviews, reviewVotes, users } from "@/lib/db/schema";
import type { ReviewAspect, ReviewRelation } from "@/lib/validation/review";

export type PublishedReview = {
  id: number;
  author: string;
  relation: ReviewRelation;
  overall: number;
  aspects: Record<ReviewAspect, number>;
  body: string;
  helpful: number;
  date: string;
};

export type ReviewAggregate = {
  count: number;
  overall: number | null;
  aspects: Record<ReviewAspect, number | null>;
};

const round1 = (v: string | number | null) => (v === null ? null : Math.round(Number(v) * 10) / 10);

const aggregateColumns = {
  count: count(),
  overall: avg(localityReviews.overall),
  connectivity: avg(localityReviews.connectivity),
  safety: avg(localityReviews.safety),
  schools: avg(localityReviews.schools),
  utilities: avg(localityReviews.utilities),
  cleanliness: avg(localityReviews.cleanliness),
};

type AggregateRow = {
  count: number;
  overall: string | null;
  connectivity: string | null;
  safety: string | null;
  schools: string | null;
  utilities: string | null;
  cleanliness: string | null;
};

function toAggregate(row: AggregateRow | undefined): ReviewAggregate {
  return {
    count: Number(row?.count ?? 0),
    overall: round1(row?.overall ?? null),
    aspects: {
      connectivity: round1(row?.connectivity ?? null),
      safety: round1(row?.safety ?? null),
      schools: round1(row?.schools ?? null),
      utilities: round1(row?.utilities ?? null),
      cleanliness: round1(row?.cleanliness ?? null),
    },
  };
}

/** "Priya S." — first name and initial only. */
const authorName = sql<string>`${users.firstName} || ' ' || left(${users.lastName}, 1) || '.'`;

/** The columns of a published review, read by the locality page and the insights hub. */
const reviewColumns = {
  id: localityReviews.id,
  author: authorName,
  relation: localityReviews.relation,
  overall: localityReviews.overall,
  connectivity: localityReviews.connectivity,
  safety: localityReviews.safety,
  schools: localityReviews.schools,
  utilities: localityReviews.utilities,
  cleanliness: localityReviews.cleanliness,
  body: localityReviews.body,
  helpful: localityReviews.helpful,
  createdAt: localityReviews.createdAt,
};

type ReviewRow = {
  id: number;
  author: string;
  relation: string;
  overall: number;
  connectivity: number;
  safety: number;
  schools: number;
  utilities: number;
  cleanliness: number;
  body: string;
  helpful: number;
  createdAt: Date;
};

/** A review row's five aspect ratings. */
function aspectsOf(r: Record<ReviewAspect, number>): Record<ReviewAspect, number> {
  return {
    connectivity: r.connectivity,
    safety: r.safety,
    schools: r.schools,
    utilities: r.utilities,
    cleanliness: r.cleanliness,
  };
}

function toPublishedReview(r: ReviewRow): PublishedReview {
  return {
    id: r.id,
    author: r.author,
    relation: r.relation as ReviewRelation,
    overall: r.overall,
    aspects: aspectsOf(r),
    body: r.body,
    helpful: r.helpful,
    date: r.createdAt.toISOString(),
  };
}

/** A locality's published reviews (most helpful, then newest) and their averages. */
export async function loadLocalityReviews(
  localityId: number,
  limit = 20,
): Promise<{ aggregate: ReviewAggregate; reviews: PublishedReview[] }> {
  const db = await getDb();
  const published = and(
    eq(localityReviews.localityId, localityId),
    eq(localityReviews.status, "approved"),
  );
  const [[agg], rows] = await Promise.all([
    db.select(aggregateColumns).from(localityReviews).where(published),
    db
      .select(reviewColumns)
      .from(localityReviews)
      .innerJoin(users, eq(users.id, localityReviews.userId))
      .where(published)
      .orderBy(desc(localityReviews.helpful), desc(localityReviews.createdAt))
      .limit(limit),
  ]);
  return {
    aggregate: toAggregate(agg),
    reviews: rows.map(toPublishedReview),
  };
}

export async function getLocalityReviews(localityId: number) {
  "use cache";
  cacheTag(tags.localityReviews(localityId), tags.reviews);
  cacheLife("hours");
  return loadLocalityReviews(localityId);
}

export type LocalityRating = { localityId: number; count: number; overall: number | null };

/** A city's review averages and each of its localities' count and overall average. */
export async function loadCityReviewSummary(
  cityId: number,
): Promise<{ aggregate: ReviewAggregate; localities: LocalityRating[] }> {
  const db = await getDb();
  const published = and(eq(localityReviews.cityId, cityId), eq(localityReviews.status, "approved"));
  const [[agg], byLocality] = await Promise.all([
    db.select(aggregateColumns).from(localityReviews).where(published),
    db
      .select({
        localityId: localityReviews.localityId,
        count: count(),
        overall: avg(localityReviews.overall),
      })
      .from(localityReviews)
      .where(published)
      .groupBy(localityReviews.localityId),
  ]);
  return {
    aggregate: toAggregate(agg),
    localities: byLocality.map((r) => ({
      localityId: r.localityId,
      count: Number(r.count),
      overall: round1(r.overall),
    })),
  };
}

/** Published-review count and overall average of each of these localities that has reviews. */
export async function loadLocalityRatings(localityIds: number[]): Promise<LocalityRating[]> {
  if (localityIds.length === 0) return [];
  const db = await getDb();
  const rows = await db
    .select({
      localityId: localityReviews.localityId,
      count: count(),
      overall: avg(localityReviews.overall),
    })
    .from(localityReviews)
    .where(
      and(inArray(localityReviews.localityId, localityIds), eq(localityReviews.status, "approved")),
    )
    .groupBy(localityReviews.localityId);
  return rows.map((r) => ({
    localityId: r.localityId,
    count: Number(r.count),
    overall: round1(r.overall),
  }));
}

export async function getCityReviewSummary(cityId: number) {
  "use cache";
  cacheTag(tags.cityReviews(cityId), tags.reviews);
  cacheLife("hours");
  return loadCityReviewSummary(cityId);
}

export type LatestReview = PublishedReview & {
  locality: string;
  localitySlug: string;
  city: string;
  citySlug: string;
};

/** The newest published reviews anywhere (insights hub). */
export async function loadLatestReviews(limit = 6): Promise<LatestReview[]> {
  const db = await getDb();
  const rows = await db
    .select({
      ...reviewColumns,
      locality: localities.name,
      localitySlug: localities.slug,
      city: cities.name,
      citySlug: cities.slug,
    })
    .from(localityReviews)
    .innerJoin(users, eq(users.id, localityReviews.userId))
    .innerJoin(localities, eq(localities.id, localityReviews.localityId))
    .innerJoin(cities, eq(cities.id, localityReviews.cityId))
    .where(eq(localityReviews.status, "approved"))
    .orderBy(desc(localityReviews.decidedAt), desc(localityReviews.id))
    .limit(limit);
  return rows.map((r) => ({
    ...toPublishedReview(r),
    locality: r.locality,
    localitySlug: r.localitySlug,
    city: r.city,
    citySlug: r.citySlug,
  }));
}

export async function getLatestReviews(limit = 6) {
  "use cache";
  cacheTag(tags.reviews);
  cacheLife("hours");
  if (atBuild()) return [];
  return loadLatestReviews(limit);
}

export type MyReview = {
  id: number;
  relation: ReviewRelation;
  overall: number;
  aspects: Record<ReviewAspect, number>;
  body: string;
  status: "pending" | "approved" | "rejected";
  rejectionReason: string | null;
};

/** The visitor's own review of a locality (per visitor: never cached). */
export async function getMyReview(actor: Actor, localityId: number): Promise<MyReview | null> {
  const db = await getDb();
  const [r] = await db
    .select()
    .from(localityReviews)
    .where(and(eq(localityReviews.userId, actor.id), eq(localityReviews.localityId, localityId)));
  if (!r) return null;
  return {
    id: r.id,
    relation: r.relation as ReviewRelation,
    overall: r.overall,
    aspects: aspectsOf(r),
    body: r.body,
    status: r.status,
    rejectionReason: r.rejectionReason,
  };
}

/** Which of these reviews the visitor already marked helpful. */
export async function myHelpfulVotes(actor: Actor, reviewIds: number[]): Promise<number[]> {
  if (!reviewIds.length) return [];
  const db = await getDb();
  const rows = await db
    .select({ reviewId: reviewVotes.reviewId })
    .from(reviewVotes)
    .where(
      and(
        eq(reviewVotes.userId, actor.id),
        sql`${reviewVotes.reviewId} in (${sql.join(
          reviewIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      ),
    );
  return rows.map((r) => r.reviewId);
}
