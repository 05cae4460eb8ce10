import { eq, sql } from "drizzle-orm";
import type { Actor } from "@/lib/auth/current-user";
import type { DbHandle } from "@/lib/db/client";
import { jobs, siteVisits } from "@/lib/db/schema";
import { setEmailProviderForTesting } from "@/lib/email/send-email";
import type { EmailMessage } from "@/lib/email/types";
import { runDueJobs } from "@/lib/jobs/queue";
import { createLead } from "@/lib/leads/create-lead";
import { addCity, addProperty, addUser } from "@/lib/properties/__tests__/fixtures";
import { setSmsProviderForTesting } from "@/lib/sms/get-sms-provider";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";
import { messageJobHandlers } from "../notify/handlers";
import { participantFromActor } from "../participant";
import { getThreadView } from "../read-thread";
import { acceptVisit, cancelVisit, proposeVisit } from "../visits/site-visits";
import { VISIT_REMINDER_JOB } from "../visits/visit-jobs";
import { addDays, istDate, reminderTime } from "../visits/visit-time";

function nextTenInIndia(from: Date): Date {
  const at = new Date(from);
  at.setUTCHours(4, 30, 0, 0);
  if (at <= from) at.setUTCDate(at.getUTCDate() + 1);
  return at;
}

describe.each(TEST_ENGINES)("site visits on %s", (engine) => {
  let handle: DbHandle;
  let seller: Actor;
  let buyer: Actor;
  let threadId: number;
  let emails: EmailMessage[];
  // 10:00 in India, the next time the clock gets there: the notices of a visit are queued at the
  // real time, so the run at `now` must not be before it (a fixed day became the past).
  const now = nextTenInIndia(new Date());

  beforeAll(async () => {
    handle = await useTestDatabase(engine);
    const city = await addCity(handle.db);
    seller = await addUser(handle.db, { role: "seller", kind: "agent", verified: true });
    buyer = await addUser(handle.db);
    const listing = await addProperty(handle.db, seller.id, city.id, { address: "12 MG Road" });
    threadId = (await createLead(buyer, { targetType: "property", targetId: listing.id })).threadId;
    setSmsProviderForTesting({ name: "test", send: async () => undefined });
  });
  afterAll(async () => {
    setEmailProviderForTesting(undefined);
    setSmsProviderForTesting(undefined);
    await releaseTestDatabase(handle);
  });
  beforeEach(() => {
    emails = [];
    setEmailProviderForTesting({ name: "test", send: async (m) => void emails.push(m) });
  });

  const b = () => participantFromActor(buyer);
  const s = () => participantFromActor(seller);
  const today = istDate(now);

  it("refuses slots in the past, beyond 30 days, or twice, on their own field; saves nothing", async () => {
    await expect(
      proposeVisit(
        b(),
        {
          threadId,
          slots: [
            { date: today, window: "morning" }, // 9 am today has passed at 10 am
            { date: addDays(today, 31), window: "evening" },
            { date: addDays(today, 2), window: "midday" },
          ],
        },
        now,
      ),
    ).rejects.toMatchObject({
      status: 400,
      fieldErrors: {
        "slots.0": "This time has already passed. Choose a later one.",
        "slots.1": "Choose a date in the next 30 days.",
      },
    });
    await expect(
      proposeVisit(
        b(),
        {
          threadId,
          slots: [1, 2, 3, 4].map((d) => ({ date: addDays(today, d), window: "midday" as const })),
        },
        now,
      ),
    ).rejects.toMatchObject({
      issues: [expect.objectContaining({ message: "Propose at most 3 times." })],
    });
    expect(await handle.db.select().from(siteVisits)).toHaveLength(0);
  });

  it("the buyer proposes, the proposer cannot accept, the seller accepts one: both get an .ics", async () => {
    const { visitId } = await proposeVisit(
      b(),
      {
        threadId,
        slots: [
          { date: today, window: "afternoon" },
          { date: addDays(today, 3), window: "morning" },
        ],
      },
      now,
    );
    await expect(acceptVisit(b(), { visitId, slot: 0 }, now)).rejects.toMatchObject({
      status: 403,
    });
    await acceptVisit(s(), { visitId, slot: 1 }, now);
    const view = await getThreadView(b(), threadId);
    expect(view.status).toBe("Visit booked");
    expect(view.visits.find((v) => v.id === visitId)?.confirmed).toMatch(/9 am – 12 pm$/);
    await runDueJobs(handle.db, messageJobHandlers, { leaseMs: 60_000, now });
    const confirmations = emails.filter((e) => e.subject.startsWith("Site visit confirmed"));
    expect(confirmations.map((e) => e.to).sort()).toEqual([buyer.email, seller.email].sort());
    for (const e of confirmations) {
      expect(e.subject).toBe("Site visit confirmed: 2 BHK Flat in Vijay Nagar");
      const [ics] = e.attachments ?? [];
      expect(ics.filename).toBe("visit.ics");
      expect(ics.content).toContain("BEGIN:VEVENT");
      // 9 am India time is 03:30 UTC.
      expect(ics.content).toContain(`DTSTART:${addDays(today, 3).replace(/-/g, "")}T033000Z`);
      expect(ics.content).toContain("LOCATION:12 MG Road\\, Vijay Nagar\\, Indore");
    }
    // The reminder is due at 6 pm India time the evening before.
    const [reminder] = await handle.db.select().from(jobs).where(eq(jobs.kind, VISIT_REMINDER_JOB));
    expect(reminder.runAt.toISOString()).toBe(reminderTime(addDays(today, 3)).toISOString());
    expect(reminder.runAt.toISOString()).toBe(`${addDays(today, 2)}T12:30:00.000Z`);
    // A new proposal waits until the booked visit is cancelled.
    await expect(
      proposeVisit(s(), { threadId, slots: [{ date: addDays(today, 4), window: "morning" }] }, now),
    ).rejects.toMatchObject({ status: 409 });
  });

  it("cancelling tells the other side (and the reminder then sends nothing)", async () => {
    const [visit] = await handle.db
      .select()
      .from(siteVisits)
      .where(eq(siteVisits.status, "confirmed"));
    await cancelVisit(b(), { visitId: visit.id }, now);
    await runDueJobs(handle.db, messageJobHandlers, { leaseMs: 60_000, now });
    const cancelled = emails.filter((e) => e.subject.startsWith("Site visit cancelled"));
    expect(cancelled.map((e) => [e.to, e.subject])).toEqual([
      [seller.email, "Site visit cancelled: 2 BHK Flat in Vijay Nagar"],
    ]);
    expect(cancelled[0].attachments?.[0].content).toContain("METHOD:CANCEL");
    emails = [];
    await handle.db.execute(
      sql`update jobs set run_at = now() - interval '1 minute' where kind = ${VISIT_REMINDER_JOB}`,
    );
    await runDueJobs(handle.db, messageJobHandlers, { leaseMs: 60_000 });
    expect(emails.filter((e) => e.subject.startsWith("Reminder"))).toHaveLength(0);
  });

  it("only the thread's two sides arrange visits", async () => {
    const stranger = await addUser(handle.db);
    await expect(
      proposeVisit(
        participantFromActor(stranger),
        { threadId, slots: [{ date: addDays(today, 2), window: "morning" }] },
        now,
      ),
    ).rejects.toMatchObject({ status: 404 });
  });
});
