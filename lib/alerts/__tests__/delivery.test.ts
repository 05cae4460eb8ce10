import { and, eq, sql } from "drizzle-orm";
import type { Actor, AdminActor } from "@/lib/auth/current-user";
import type { DbHandle } from "@/lib/db/client";
import {
  emailOutbox,
  favourites,
  jobs,
  notifications,
  savedSearches,
  savedSearchMatches,
  smsOutbox,
} from "@/lib/db/schema";
import { moderateProperties } from "@/lib/admin/listings/moderate-properties";
import { setEmailProviderForTesting } from "@/lib/email/send-email";
import { runJobWorkerTick } from "@/lib/jobs/worker";
import { addCity, addProperty, addUser } from "@/lib/properties/__tests__/fixtures";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";
import { runDigest } from "../digest";
import { recordPriceDrop, setPriceDropSettings } from "../price-drops";
import { saveSearch, updateSavedSearch } from "../saved-searches";
import { applyUnsubscribe, describeUnsubscribe } from "../unsubscribe";

describe.each(TEST_ENGINES)("alert delivery on %s", (engine) => {
  let handle: DbHandle;
  let admin: AdminActor;
  let seller: Actor;
  let instantBuyer: Actor;
  let dailyBuyer: Actor;
  let cityId: number;
  let instantId: number;

  beforeAll(async () => {
    handle = await useTestDatabase(engine);
    cityId = (await addCity(handle.db)).id;
    admin = (await addUser(handle.db, { role: "admin" })) as AdminActor;
    seller = await addUser(handle.db, { role: "seller", kind: "agent" });
    instantBuyer = await addUser(handle.db);
    dailyBuyer = await addUser(handle.db);
    instantId = (
      await saveSearch(instantBuyer, {
        query: "propertyType=FlatApartment&city=Indore",
        name: "Flats in Indore",
        frequency: "instant",
        sms: true,
      })
    ).id;
    await saveSearch(dailyBuyer, {
      query: "city=Indore",
      name: "Indore daily",
      frequency: "daily",
    });
  });
  afterAll(() => {
    setEmailProviderForTesting(undefined);
    return releaseTestDatabase(handle);
  });

  const notesOf = (userId: number, kind: string) =>
    handle.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));
  const mailsTo = (email: string) =>
    handle.db.select().from(emailOutbox).where(eq(emailOutbox.to, email.toLowerCase()));

  it("approval queues the matching; the worker sends instant alerts on every chosen channel", async () => {
    const listing = await addProperty(handle.db, seller.id, cityId, {
      status: "pending",
      title: "Sunny corner flat",
    });
    await moderateProperties(admin, { action: "approve", ids: [listing.id] });
    // Not in the approve request: a job waits, nobody has been told yet.
    const queued = await handle.db.select().from(jobs).where(eq(jobs.status, "queued"));
    expect(queued.map((j) => [j.kind, j.payload])).toEqual([
      ["alerts.listing-active", { propertyId: listing.id }],
    ]);
    expect(await notesOf(instantBuyer.id, "saved_search_match")).toHaveLength(0);

    await runJobWorkerTick();
    const [note] = await notesOf(instantBuyer.id, "saved_search_match");
    expect(note).toMatchObject({
      title: "New match for “Flats in Indore”",
      link: `/property/${listing.slug}-${listing.id}`,
    });
    const [mail] = await mailsTo(instantBuyer.email);
    expect(mail.subject).toBe("New match for “Flats in Indore”: Sunny corner flat");
    expect(mail.text).toContain(`/property/${listing.slug}-${listing.id}`);
    expect(mail.text).toMatch(/\/alerts\/unsubscribe\?token=[\w.-]+/);
    expect(mail.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const sms = await handle.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.phone, instantBuyer.phone));
    expect(sms).toHaveLength(1);
    expect(sms[0].body).toContain("Sunny corner flat");
    // The daily buyer waits for the digest.
    expect(await notesOf(dailyBuyer.id, "saved_search_digest")).toHaveLength(0);
    expect(await mailsTo(dailyBuyer.email)).toHaveLength(0);

    // Approved again after an edit: nobody is told twice.
    await handle.db.execute(sql`update properties set status = 'pending' where id = ${listing.id}`);
    await moderateProperties(admin, { action: "approve", ids: [listing.id] });
    await runJobWorkerTick();
    expect(await notesOf(instantBuyer.id, "saved_search_match")).toHaveLength(1);
    expect(await mailsTo(instantBuyer.email)).toHaveLength(1);
  });

  it("a failed e-mail leaves the alert undelivered and the job retries it", async () => {
    setEmailProviderForTesting({
      name: "down",
      send: async () => {
        throw new Error("SMTP down");
      },
    });
    const listing = await addProperty(handle.db, seller.id, cityId, { title: "Retry flat" });
    await handle.db.execute(
      sql`insert into jobs (kind, payload) values ('alerts.listing-active', ${JSON.stringify({ propertyId: listing.id })}::jsonb)`,
    );
    const run = await runJobWorkerTick();
    expect(run.retried).toBeGreaterThanOrEqual(1);
    const [match] = await handle.db
      .select()
      .from(savedSearchMatches)
      .where(
        and(
          eq(savedSearchMatches.savedSearchId, instantId),
          eq(savedSearchMatches.propertyId, listing.id),
        ),
      );
    expect(match.deliveredAt).toBeNull();
    setEmailProviderForTesting(undefined);
    await handle.db.execute(sql`update jobs set run_at = now() where status = 'queued'`);
    await runJobWorkerTick();
    const notes = await notesOf(instantBuyer.id, "saved_search_match");
    expect(notes.filter((n) => n.body.startsWith("Retry flat"))).toHaveLength(1);
  });

  it("a daily digest tells each match once, and not before a day has passed", async () => {
    const now = new Date(Date.now() + 25 * 3_600_000);
    const first = await runDigest(handle.db, "daily", { now });
    expect(first.searches).toBe(1);
    expect(first.listings).toBe(2);
    const [note] = await notesOf(dailyBuyer.id, "saved_search_digest");
    expect(note.title).toBe("2 new properties match “Indore daily”");
    const [mail] = await mailsTo(dailyBuyer.email);
    expect(mail.subject).toBe("Today: 2 new properties match “Indore daily”");
    expect(mail.text).toContain("Sunny corner flat");
    expect(mail.text).toContain("Retry flat");

    expect((await runDigest(handle.db, "daily", { now })).searches).toBe(0);
    // A new match the same day waits for the next day's digest.
    const another = await addProperty(handle.db, seller.id, cityId, { title: "Third flat" });
    await handle.db.execute(
      sql`insert into jobs (kind, payload) values ('alerts.listing-active', ${JSON.stringify({ propertyId: another.id })}::jsonb)`,
    );
    await runJobWorkerTick();
    expect(
      (await runDigest(handle.db, "daily", { now: new Date(now.getTime() + 3_600_000) })).searches,
    ).toBe(0);
    const next = await runDigest(handle.db, "daily", {
      now: new Date(now.getTime() + 24 * 3_600_000),
    });
    expect(next).toEqual({ searches: 1, listings: 1 });
    expect(await mailsTo(dailyBuyer.email)).toHaveLength(2);
    expect(await notesOf(dailyBuyer.id, "saved_search_digest")).toHaveLength(2);
  });

  it("tells buyers who saved a listing about a price drop once it is live, once", async () => {
    const listing = await addProperty(handle.db, seller.id, cityId, {
      title: "Price cut flat",
      price: 5_000_000,
    });
    await handle.db.insert(favourites).values({ userId: dailyBuyer.id, propertyId: listing.id });
    // The buyer also asked for price drops by SMS.
    await setPriceDropSettings(dailyBuyer, { email: true, sms: true });
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`update properties set price = 4500000 where id = ${listing.id}`);
      await recordPriceDrop(tx, {
        propertyId: listing.id,
        oldPrice: 5_000_000,
        newPrice: 4_500_000,
      });
    });
    await runJobWorkerTick();
    const [note] = await notesOf(dailyBuyer.id, "price_drop");
    expect(note).toMatchObject({ title: "Price drop: Price cut flat" });
    expect(note.body).toContain("₹50 L → ₹45 L");
    const mails = (await mailsTo(dailyBuyer.email)).filter((m) =>
      m.subject.startsWith("Price drop"),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain("₹50 L → ₹45 L");
    const sms = await handle.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.phone, dailyBuyer.phone));
    expect(sms.map((m) => m.body)).toEqual([
      "LAND Acre: price drop on a property you saved: Price cut flat, ₹50 L → ₹45 L.",
    ]);
    // A raise is not a drop; the same drop is not told twice.
    await recordPriceDrop(handle.db, {
      propertyId: listing.id,
      oldPrice: 4_500_000,
      newPrice: 4_600_000,
    });
    await handle.db.execute(
      sql`insert into jobs (kind, payload) values ('alerts.price-drop', ${JSON.stringify({ propertyId: listing.id })}::jsonb)`,
    );
    await runJobWorkerTick();
    expect(await notesOf(dailyBuyer.id, "price_drop")).toHaveLength(1);
  });

  it("an e-mail's unsubscribe link stops those e-mails; a tampered one changes nothing", async () => {
    const [mail] = await mailsTo(instantBuyer.email);
    const token = decodeURIComponent(mail.text.match(/unsubscribe\?token=([\w.%-]+)/)![1]);
    const tampered = token.slice(0, -2) + (token.endsWith("AA") ? "BB" : "AA");
    expect(await applyUnsubscribe(tampered)).toEqual({ ok: false, reason: "invalid" });
    const emailEnabled = async () =>
      (await handle.db.select().from(savedSearches).where(eq(savedSearches.id, instantId)))[0]
        .emailEnabled;
    expect(await emailEnabled()).toBe(true);
    expect(await describeUnsubscribe(token)).toEqual({
      ok: true,
      what: "e-mails for your saved search “Flats in Indore”",
      alreadyOff: false,
    });
    expect((await applyUnsubscribe(token)).ok).toBe(true);
    expect(await emailEnabled()).toBe(false);
    expect((await applyUnsubscribe(token)).ok).toBe(true); // idempotent

    // Still told in the app, no more e-mail.
    const before = (await mailsTo(instantBuyer.email)).length;
    const listing = await addProperty(handle.db, seller.id, cityId, { title: "After unsubscribe" });
    await handle.db.execute(
      sql`insert into jobs (kind, payload) values ('alerts.listing-active', ${JSON.stringify({ propertyId: listing.id })}::jsonb)`,
    );
    await runJobWorkerTick();
    expect(await mailsTo(instantBuyer.email)).toHaveLength(before);
    const notes = await notesOf(instantBuyer.id, "saved_search_match");
    expect(notes.some((n) => n.body.startsWith("After unsubscribe"))).toBe(true);
    // Turning e-mail back on is the buyer's own choice in the profile.
    await updateSavedSearch(instantBuyer, { id: instantId, emailEnabled: true });
    expect(await emailEnabled()).toBe(true);
  });
});
