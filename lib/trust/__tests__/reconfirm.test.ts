import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { SellerActor } from "@/lib/auth/current-user";
import type { DbHandle } from "@/lib/db/client";
import { jobs, listingConfirmations, notifications, properties, users } from "@/lib/db/schema";
import { setEmailProviderForTesting } from "@/lib/email/send-email";
import type { EmailMessage } from "@/lib/email/types";
import { changeListingStatus } from "@/lib/listings/change-listing-status";
import { createListing } from "@/lib/listings/create-listing";
import {
  flatInput,
  makeBuyer,
  makeIndore,
  makeSeller,
  useTempStorage,
} from "@/lib/listings/__tests__/fixtures";
import { loadPublicProperty } from "@/lib/properties/get-property";
import { setSmsProviderForTesting } from "@/lib/sms/get-sms-provider";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";
import { reportNoLongerAvailable } from "../availability-reports";
import { runReconfirmJob } from "../reconfirm-job";
import { PAUSED_NOTICE_JOB, STILL_AVAILABLE_JOB } from "../reconfirm-rules";
import { answerByLink, describeConfirmLink, LINK_MESSAGES } from "../still-available";
import { trustJobHandlers } from "../still-available-jobs";

const DAY = 86_400_000;
const HANDLERS = Symbol.for("@next/cache-handlers-set");

describe.each(TEST_ENGINES)("keeping listings current on %s", (engine) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;
  let seller: SellerActor;
  const mail: EmailMessage[] = [];
  const texts: string[] = [];
  const cache = { updateTags: jest.fn(async (_tags: string[]) => undefined) };

  beforeAll(async () => {
    handle = await useTestDatabase(engine);
    ({ cleanup } = await useTempStorage());
    await makeIndore(handle.db);
    seller = await makeSeller(handle.db, "individual");
    setEmailProviderForTesting({ name: "test", send: async (m) => void mail.push(m) });
    setSmsProviderForTesting({ name: "test", send: async (m) => void texts.push(m.body) });
    (globalThis as unknown as Record<symbol, unknown>)[HANDLERS] = new Set([cache]);
  });
  afterAll(async () => {
    setEmailProviderForTesting(undefined);
    setSmsProviderForTesting(undefined);
    delete (globalThis as unknown as Record<symbol, unknown>)[HANDLERS];
    await releaseTestDatabase(handle);
    await cleanup();
  });

  async function live(approvedDaysAgo: number, now: Date, owner = seller, title?: string) {
    const { id } = await createListing(owner, flatInput(title ? { title } : {}));
    await handle.db
      .update(properties)
      .set({ status: "active", approvedAt: new Date(now.getTime() - approvedDaysAgo * DAY) })
      .where(eq(properties.id, id));
    return id;
  }
  const statusOf = async (id: number) =>
    (await handle.db.select().from(properties).where(eq(properties.id, id)))[0];
  /** Questions still waiting for an answer about a listing. */
  const openQuestions = async (id: number) =>
    (
      await handle.db
        .select({ id: listingConfirmations.id })
        .from(listingConfirmations)
        .where(
          and(eq(listingConfirmations.propertyId, id), isNull(listingConfirmations.answeredAt)),
        )
    ).length;

  /** Runs the e-mail job of the listing's latest question; returns the link's token. */
  async function deliver(id: number): Promise<string> {
    const [q] = await handle.db
      .select({ sellerId: listingConfirmations.sellerId, sentAt: listingConfirmations.sentAt })
      .from(listingConfirmations)
      .where(eq(listingConfirmations.propertyId, id))
      .orderBy(desc(listingConfirmations.id));
    const [job] = await handle.db
      .select()
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, STILL_AVAILABLE_JOB),
          eq(jobs.dedupeKey, `${STILL_AVAILABLE_JOB}:${q.sellerId}:${q.sentAt.toISOString()}`),
        ),
      );
    expect(job).toBeDefined();
    await trustJobHandlers[STILL_AVAILABLE_JOB](job.payload, {
      id: job.id,
      kind: job.kind,
      payload: job.payload,
      attempts: 1,
      maxAttempts: 5,
    });
    const message = mail[mail.length - 1];
    expect(message.subject).toContain("Still available?");
    expect(texts[texts.length - 1]).toContain("/still-available?token=");
    return /token=([^&\s"]+)&answer=sold/.exec(message.text)![1];
  }

  it("asks about listings confirmed 14+ days ago by e-mail, SMS and bell; Sold from the link closes it", async () => {
    const now = new Date();
    const due = await live(20, now);
    const fresh = await live(5, now);
    const run = await runReconfirmJob(now, { db: handle.db });
    expect(run).toMatchObject({ asked: 1, paused: 0 });
    expect(await openQuestions(due)).toBe(1);
    expect(await openQuestions(fresh)).toBe(0);
    expect(
      await handle.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, seller.id), eq(notifications.kind, "still_available"))),
    ).toHaveLength(1);
    await expect(runReconfirmJob(now, { db: handle.db })).resolves.toMatchObject({ asked: 0 });

    const token = await deliver(due);
    await expect(describeConfirmLink(token)).resolves.toMatchObject({ ok: true });
    // A changed byte is refused and changes nothing.
    const forged = token.slice(0, -2) + (token.endsWith("aa") ? "bb" : "aa");
    await expect(answerByLink(forged, "sold")).rejects.toMatchObject({
      message: LINK_MESSAGES.invalid,
    });
    expect((await statusOf(due)).status).toBe("active");

    await expect(answerByLink(token, "sold")).resolves.toMatchObject({ status: "sold" });
    expect((await statusOf(due)).status).toBe("sold");
    expect(await loadPublicProperty(due)).toMatchObject({ status: "sold", availability: null });
    // Single use.
    await expect(answerByLink(token, "yes")).rejects.toMatchObject({ message: LINK_MESSAGES.used });
    await expect(describeConfirmLink(token)).resolves.toEqual({
      ok: false,
      message: LINK_MESSAGES.used,
    });
  });

  it("pauses a listing unanswered for 3 days (its cache tags expire); Yes brings it back", async () => {
    const now = new Date(Date.now() - 4 * DAY);
    const id = await live(30, now);
    await runReconfirmJob(now, { db: handle.db });
    const token = await deliver(id);
    cache.updateTags.mockClear();
    expect(
      await runReconfirmJob(new Date(now.getTime() + 2 * DAY), { db: handle.db }),
    ).toMatchObject({ paused: 0 });
    const run = await runReconfirmJob(new Date(now.getTime() + 3 * DAY + 60_000), {
      db: handle.db,
    });
    expect(run).toMatchObject({ paused: 1 });
    expect((await statusOf(id)).status).toBe("paused");
    expect(cache.updateTags).toHaveBeenCalledWith(
      expect.arrayContaining([`property:${id}`, "properties"]),
    );
    expect(await loadPublicProperty(id)).toBeNull();
    const [told] = await handle.db
      .select({ body: notifications.body })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, seller.id),
          eq(notifications.kind, "listing_paused_unconfirmed"),
        ),
      );
    expect(told.body).toContain("Make live");

    await expect(answerByLink(token, "yes")).resolves.toMatchObject({ status: "active" });
    const back = await statusOf(id);
    expect(back).toMatchObject({ status: "active" });
    expect(await openQuestions(id)).toBe(0);
    expect((await loadPublicProperty(id))?.availability).toBe("Confirmed available today");
  });

  it("a seller who makes a paused listing live again answers the question: no second pause", async () => {
    const now = new Date(Date.now() - 5 * DAY);
    const id = await live(40, now);
    await runReconfirmJob(now, { db: handle.db });
    await runReconfirmJob(new Date(now.getTime() + 3 * DAY + 60_000), { db: handle.db });
    expect((await statusOf(id)).status).toBe("paused");
    await changeListingStatus(seller, id, "unpause");
    expect(await openQuestions(id)).toBe(0);
    const later = await runReconfirmJob(new Date(), { db: handle.db });
    expect(later?.paused).toBe(0);
    expect((await statusOf(id)).status).toBe("active");
  });

  it("asks in batches without asking twice", async () => {
    const now = new Date();
    const ids = [await live(16, now), await live(17, now), await live(18, now)];
    const run = await runReconfirmJob(now, { db: handle.db, batch: 1 });
    expect(run?.asked).toBeGreaterThanOrEqual(3);
    for (const id of ids) expect(await openQuestions(id)).toBe(1);
  });

  it("refuses an expired link and leaves the listing as it was", async () => {
    const now = new Date();
    const id = await live(15, now);
    await runReconfirmJob(now, { db: handle.db });
    const token = await deliver(id);
    await expect(
      answerByLink(token, "sold", new Date(now.getTime() + 8 * DAY)),
    ).rejects.toMatchObject({
      message: LINK_MESSAGES.expired,
    });
    expect((await statusOf(id)).status).toBe("active");
  });

  it("asks the seller at once when three different buyers say it is gone", async () => {
    const id = await live(2, new Date());
    const buyers = [
      await makeBuyer(handle.db),
      await makeBuyer(handle.db),
      await makeBuyer(handle.db),
    ];
    const as = (userId: number) => ({
      ...seller,
      id: userId,
      role: "user" as const,
      sellerKind: null,
    });
    await expect(reportNoLongerAvailable(as(buyers[0]), { propertyId: id })).resolves.toEqual({
      reports: 1,
      askedSeller: false,
    });
    await expect(reportNoLongerAvailable(as(buyers[0]), { propertyId: id })).rejects.toMatchObject({
      status: 409,
    });
    await expect(reportNoLongerAvailable(seller, { propertyId: id })).rejects.toMatchObject({
      status: 400,
    });
    await expect(reportNoLongerAvailable(null, { propertyId: id })).rejects.toMatchObject({
      status: 401,
    });
    await reportNoLongerAvailable(as(buyers[1]), { propertyId: id });
    expect(await openQuestions(id)).toBe(0);
    await expect(reportNoLongerAvailable(as(buyers[2]), { propertyId: id })).resolves.toEqual({
      reports: 3,
      askedSeller: true,
    });
    expect(await openQuestions(id)).toBe(1);
    const [q] = await handle.db
      .select({ reason: listingConfirmations.reason })
      .from(listingConfirmations)
      .where(eq(listingConfirmations.propertyId, id));
    expect(q.reason).toBe("buyers");
  });
  it("tells each seller once per run about all their paused listings, and only theirs", async () => {
    // Asked 3 days ago, paused now: the questions' links (7 days) still work for the e-mail.
    const now = new Date(Date.now() - 3 * DAY - 120_000);
    const [many, two, single] = [
      await makeSeller(handle.db, "individual"),
      await makeSeller(handle.db, "individual"),
      await makeSeller(handle.db, "individual"),
    ];
    const manyIds: number[] = [];
    for (let i = 1; i <= 5; i++) manyIds.push(await live(20, now, many, `Flat ${i} of five`));
    const twoIds = [
      await live(21, now, two, "Corner villa"),
      await live(22, now, two, "Garden plot"),
    ];
    const singleId = await live(20, now, single, "The only flat");
    await runReconfirmJob(now, { db: handle.db });
    const later = new Date(now.getTime() + 3 * DAY + 60_000);
    const run = await runReconfirmJob(later, { db: handle.db });
    expect(run?.paused).toBeGreaterThanOrEqual(8);
    for (const id of [...manyIds, ...twoIds, singleId])
      expect((await statusOf(id)).status).toBe("paused");

    const bells = async (userId: number) =>
      handle.db
        .select({ title: notifications.title, body: notifications.body, link: notifications.link })
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.kind, "listing_paused_unconfirmed"),
          ),
        );
    const pausedJobs = async (sellerId: number) =>
      handle.db
        .select()
        .from(jobs)
        .where(
          and(
            eq(jobs.kind, PAUSED_NOTICE_JOB),
            sql`${jobs.payload}->>'sellerId' = ${String(sellerId)}`,
          ),
        );
    const expectOnce = async () => {
      expect(await bells(many.id)).toEqual([
        {
          title: "5 listings paused",
          body: '"Flat 1 of five", "Flat 2 of five", "Flat 3 of five" and 2 more listings were paused because we did not hear whether they are still available. Open My properties and choose Make live on each (or answer Yes from our e-mail) to bring them back.',
          link: "/saller/properties?status=paused",
        },
      ]);
      expect(await bells(two.id)).toEqual([
        expect.objectContaining({
          title: "2 listings paused",
          body: expect.stringMatching(
            /^"Corner villa" and "Garden plot" were paused because .* to bring them back\.$/,
          ),
        }),
      ]);
      expect(await bells(single.id)).toEqual([
        expect.objectContaining({
          title: "Listing paused",
          body: '"The only flat" was paused because we did not hear whether it is still available. Open My properties and choose Make live (or answer Yes from our e-mail) to bring it back.',
        }),
      ]);
      const [manyJob, ...manyRest] = await pausedJobs(many.id);
      expect(manyRest).toEqual([]);
      expect(manyJob.payload).toEqual({ sellerId: many.id, propertyIds: manyIds });
      expect((await pausedJobs(two.id)).map((j) => j.payload)).toEqual([
        { sellerId: two.id, propertyIds: twoIds },
      ]);
      expect((await pausedJobs(single.id)).map((j) => j.payload)).toEqual([
        { sellerId: single.id, propertyIds: [singleId] },
      ]);
      return manyJob;
    };
    const manyJob = await expectOnce();
    // The same run again, and a day later: nothing paused, nothing told twice.
    await expect(runReconfirmJob(later, { db: handle.db })).resolves.toMatchObject({ paused: 0 });
    await runReconfirmJob(new Date(later.getTime() + DAY), { db: handle.db });
    await expectOnce();

    // The e-mail lists that seller's paused listings, each with its one-tap links.
    const send = async (job: typeof manyJob) => {
      await trustJobHandlers[PAUSED_NOTICE_JOB](job.payload, {
        id: job.id,
        kind: job.kind,
        payload: job.payload,
        attempts: 1,
        maxAttempts: 5,
      });
      return mail[mail.length - 1];
    };
    const [{ email }] = await handle.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, many.id));
    const first = await send(manyJob);
    expect(first.to).toBe(email);
    expect(first.subject).toBe("5 listings paused");
    for (let i = 1; i <= 5; i++) expect(first.text).toContain(`Flat ${i} of five`);
    expect(first.text).not.toContain("The only flat");
    expect(first.text).not.toContain("Corner villa");
    expect(first.text.match(/answer=yes/g)).toHaveLength(5);
    expect(first.text).toContain("/saller/properties?status=paused");
    // "Yes" from it makes that listing live again; a retried job leaves it out.
    const token = /token=([^&\s"]+)&answer=yes/.exec(first.text)![1];
    await expect(answerByLink(token, "yes")).resolves.toMatchObject({
      propertyId: manyIds[0],
      status: "active",
    });
    const again = await send(manyJob);
    expect(again.subject).toBe("4 listings paused");
    expect(again.text).not.toContain("Flat 1 of five");
    expect(again.text.match(/answer=yes/g)).toHaveLength(4);

    const [singleJob] = await pausedJobs(single.id);
    const alone = await send(singleJob);
    expect(alone.subject).toBe("Listing paused: The only flat");
    expect(alone.text).toContain('"The only flat" was paused');
    expect(alone.text).toContain("Make live");
    expect(alone.text).not.toContain("Flat 2 of five");
    // Brought back before the e-mail went out: nothing is sent.
    await changeListingStatus(single, singleId, "unpause");
    const sent = mail.length;
    await send(singleJob);
    expect(mail.length).toBe(sent);
  });
});
