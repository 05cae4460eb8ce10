import { and, eq } from "drizzle-orm";
import { makeAccount, makeAdmin } from "@/lib/admin/__tests__/fixtures";
import type { Actor, AdminActor } from "@/lib/auth/current-user";
import type { DbHandle } from "@/lib/db/client";
import { auditLog, localityReviews } from "@/lib/db/schema";
import { makeIndore } from "@/lib/listings/__tests__/fixtures";
import { resetLimitersForTesting } from "@/lib/rate-limit/limiter";
import { decideReview, listReviewQueue } from "@/lib/reviews/moderate-reviews";
import {
  getMyReview,
  loadCityReviewSummary,
  loadLocalityReviews,
} from "@/lib/reviews/review-queries";
import {
  ALREADY_REPORTED_REVIEW,
  DUPLICATE_REVIEW,
  reportReview,
  saveReview,
  voteReviewHelpful,
} from "@/lib/reviews/save-review";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";
import type { ReviewInput } from "@/lib/validation/review";

const TEXT =
  "Quiet lanes, a good market within walking distance and buses to the centre every ten minutes.";

describe.each(TEST_ENGINES)("locality reviews on %s", (engine) => {
  let handle: DbHandle;
  let localityId: number;
  let cityId: number;
  let admin: AdminActor;
  let writer: Actor;
  let reader: Actor;
  let n = 0;
  const ip = () => `10.0.0.${++n}`;

  const input = (over: Partial<ReviewInput> = {}): ReviewInput => ({
    localityId,
    relation: "live",
    overall: 4,
    connectivity: 5,
    safety: 4,
    schools: 3,
    utilities: 4,
    cleanliness: 2,
    body: TEXT,
    ...over,
  });

  beforeAll(async () => {
    handle = await useTestDatabase(engine);
    ({ cityId, localityId } = await makeIndore(handle.db));
    admin = await makeAdmin(handle.db);
    writer = await makeAccount(handle.db, "user");
    reader = await makeAccount(handle.db, "user");
  }, 120_000);
  afterAll(() => releaseTestDatabase(handle));
  beforeEach(() => resetLimitersForTesting());

  it("needs a signed-in user, 50 to 2,000 characters and every rating from 1 to 5", async () => {
    await expect(saveReview(null, input(), ip())).rejects.toMatchObject({ status: 401 });
    await expect(saveReview(writer, input({ body: "Too short." }), ip())).rejects.toMatchObject({
      issues: [expect.objectContaining({ message: "Write at least 50 characters." })],
    });
    await expect(saveReview(writer, input({ body: "x".repeat(2001) }), ip())).rejects.toBeTruthy();
    await expect(saveReview(writer, input({ safety: 6 }), ip())).rejects.toBeTruthy();
  });

  it("keeps a new review out of sight until a moderator approves it (audit-logged)", async () => {
    const saved = await saveReview(writer, input(), ip());
    expect(saved).toMatchObject({ status: "pending", updated: false });
    expect((await loadLocalityReviews(localityId)).reviews).toEqual([]);
    const queue = await listReviewQueue(admin, "pending", 1);
    expect(queue.rows.map((r) => r.id)).toContain(saved.reviewId);

    await decideReview(admin, { decision: "approve", reviewId: saved.reviewId });
    const shown = await loadLocalityReviews(localityId);
    expect(shown.reviews).toHaveLength(1);
    expect(shown.reviews[0]).toMatchObject({ body: TEXT, overall: 4, relation: "live" });
    expect(shown.aggregate).toMatchObject({ count: 1, overall: 4 });
    expect(shown.aggregate.aspects.cleanliness).toBe(2);
    const city = await loadCityReviewSummary(cityId);
    expect(city.localities).toEqual([{ localityId, count: 1, overall: 4 }]);
    const audit = await handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "locality_review"), eq(auditLog.action, "review.approve")));
    expect(audit).toHaveLength(1);
  });

  it("one review per user per locality: writing again edits it and sends it back to moderation", async () => {
    const again = await saveReview(
      writer,
      input({ overall: 2, body: `${TEXT} Water comes only in the mornings.` }),
      ip(),
    );
    expect(again.updated).toBe(true);
    const rows = await handle.db
      .select()
      .from(localityReviews)
      .where(eq(localityReviews.userId, writer.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ overall: 2, status: "pending" });
    // The author's own copy (the locality page's form) shows the edit and its status; nobody
    // else has one.
    expect(await getMyReview(writer, localityId)).toMatchObject({
      overall: 2,
      status: "pending",
      relation: "live",
      body: `${TEXT} Water comes only in the mornings.`,
    });
    expect(await getMyReview(reader, localityId)).toBeNull();
    expect((await loadLocalityReviews(localityId)).reviews).toEqual([]);
    await decideReview(admin, { decision: "approve", reviewId: again.reviewId });
  });

  it("refuses the same text as another review, whatever the case and punctuation", async () => {
    const copy = `${TEXT.toUpperCase()} Water comes only in the mornings!!`;
    await expect(saveReview(reader, input({ body: copy }), ip())).rejects.toMatchObject({
      status: 409,
      message: DUPLICATE_REVIEW,
    });
  });

  it("rejects with a reason the author can see", async () => {
    const other = await makeAccount(handle.db, "user");
    const r = await saveReview(
      other,
      input({ body: "Call 98xxxxxx for the best flats here, cheapest rates, contact now!!" }),
      ip(),
    );
    await expect(
      decideReview(admin, { decision: "reject", reviewId: r.reviewId, reason: "no" }),
    ).rejects.toBeTruthy();
    await decideReview(admin, {
      decision: "reject",
      reviewId: r.reviewId,
      reason: "Advertising is not a review.",
    });
    const [row] = await handle.db
      .select()
      .from(localityReviews)
      .where(eq(localityReviews.id, r.reviewId));
    expect(row).toMatchObject({
      status: "rejected",
      rejectionReason: "Advertising is not a review.",
    });
  });

  it("counts one helpful vote per user, never the author's own", async () => {
    const [review] = (await loadLocalityReviews(localityId)).reviews;
    await expect(voteReviewHelpful(writer, review.id)).rejects.toMatchObject({ status: 403 });
    expect(await voteReviewHelpful(reader, review.id)).toEqual({ helpful: 1, counted: true });
    expect(await voteReviewHelpful(reader, review.id)).toEqual({ helpful: 1, counted: false });
    await expect(voteReviewHelpful(null, review.id)).rejects.toMatchObject({ status: 401 });
  });

  it("takes one report per user and puts the review in the reported queue", async () => {
    const [review] = (await loadLocalityReviews(localityId)).reviews;
    await reportReview(reader, { reviewId: review.id, reason: "Not about this locality." });
    await expect(
      reportReview(reader, { reviewId: review.id, reason: "Not about this locality." }),
    ).rejects.toMatchObject({ status: 409, message: ALREADY_REPORTED_REVIEW });
    const reported = await listReviewQueue(admin, "reported", 1);
    expect(reported.rows.map((r) => r.id)).toEqual([review.id]);
  });

  it("limits how often one account writes reviews", async () => {
    const busy = await makeAccount(handle.db, "user");
    for (let i = 0; i < 5; i++) {
      await saveReview(busy, input({ body: `${TEXT} Visit number ${i} to the park.` }), ip());
    }
    await expect(
      saveReview(busy, input({ body: `${TEXT} One edit too many today.` }), ip()),
    ).rejects.toMatchObject({ status: 429 });
  });

  it("limits how many reviews one IP address sends, whoever is signed in", async () => {
    const sameIp = "10.9.9.9";
    for (let u = 0; u < 5; u++) {
      const person = await makeAccount(handle.db, "user");
      for (let i = 0; i < 4; i++) {
        await saveReview(person, input({ body: `${TEXT} Writer ${u}, draft ${i}.` }), sameIp);
      }
    }
    const late = await makeAccount(handle.db, "user");
    await expect(
      saveReview(late, input({ body: `${TEXT} The last one.` }), sameIp),
    ).rejects.toMatchObject({ status: 429 });
  });
});
