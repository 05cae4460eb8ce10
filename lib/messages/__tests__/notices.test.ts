import { and, eq, sql } from "drizzle-orm";
import type { Actor } from "@/lib/auth/current-user";
import type { DbHandle } from "@/lib/db/client";
import { jobs, messageDeliveries } from "@/lib/db/schema";
import { setEmailProviderForTesting } from "@/lib/email/send-email";
import type { EmailMessage } from "@/lib/email/types";
import { runDueJobs } from "@/lib/jobs/queue";
import { createLead } from "@/lib/leads/create-lead";
import { addCity, addProperty, addUser } from "@/lib/properties/__tests__/fixtures";
import { resetLimitersForTesting } from "@/lib/rate-limit/limiter";
import { setSmsProviderForTesting } from "@/lib/sms/get-sms-provider";
import type { SmsMessage } from "@/lib/sms/types";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";
import { messageJobHandlers } from "../notify/handlers";
import { NOTICE_FOLD_MS, THREAD_NOTICE_JOB } from "../notify/schedule";
import { participantFromActor } from "../participant";
import { setBuyerTexts } from "../privacy";
import { markThreadSeen } from "../read-thread";
import { sendMessage } from "../send-message";

const LEASE = 60_000;

describe.each(TEST_ENGINES)("conversation notices on %s", (engine) => {
  let handle: DbHandle;
  let seller: Actor;
  let buyer: Actor;
  let listingId: number;
  let emails: EmailMessage[];
  let texts: SmsMessage[];

  beforeAll(async () => {
    handle = await useTestDatabase(engine);
    const city = await addCity(handle.db);
    seller = await addUser(handle.db, { role: "seller", kind: "agent", verified: true });
    buyer = await addUser(handle.db);
    listingId = (await addProperty(handle.db, seller.id, city.id)).id;
  });
  afterAll(async () => {
    setEmailProviderForTesting(undefined);
    setSmsProviderForTesting(undefined);
    await releaseTestDatabase(handle);
  });
  beforeEach(async () => {
    emails = [];
    texts = [];
    resetLimitersForTesting();
    setEmailProviderForTesting({ name: "test", send: async (m) => void emails.push(m) });
    setSmsProviderForTesting({ name: "test", send: async (m) => void texts.push(m) });
    await handle.db.execute(sql`delete from jobs`);
  });

  /** Runs every due job as the worker would, at `now`. */
  const work = (now = new Date()) =>
    runDueJobs(handle.db, messageJobHandlers, { leaseMs: LEASE, now });

  it("tells the seller of a new enquiry at once: one e-mail and one SMS with a site link", async () => {
    const { threadId } = await createLead(buyer, {
      targetType: "property",
      targetId: listingId,
      message: "Is it <i>vastu</i> compliant?",
    });
    await work();
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      to: seller.email,
      subject: "New enquiry about 2 BHK Flat in Vijay Nagar",
    });
    expect(emails[0].text).toContain("Is it <i>vastu</i> compliant?");
    expect(emails[0].html).toContain("Is it &lt;i&gt;vastu&lt;/i&gt; compliant?");
    expect(emails[0].text).toContain(`/saller/queries/${threadId}`);
    expect(texts).toHaveLength(1);
    expect(texts[0].to).toBe(seller.phone);
    expect(texts[0].body).toMatch(/^LAND Acre: new enquiry from /);
    const links = texts[0].body.match(/https?:\/\/\S+/g) ?? [];
    expect(links.every((l) => l.startsWith("http://localhost:3000/"))).toBe(true);
    // Nothing more to send: running again sends nothing.
    await work();
    expect(emails).toHaveLength(1);
    expect(texts).toHaveLength(1);
  });

  it("folds replies within 10 minutes into one e-mail, and skips what was already seen", async () => {
    const reader = await addUser(handle.db);
    const lead = await createLead(reader, {
      targetType: "property",
      targetId: listingId,
      message: "Hello again",
    });
    const t0 = new Date();
    await work(t0);
    emails = [];
    const sellerP = participantFromActor(seller);
    await sendMessage(sellerP, { threadId: lead.threadId, body: "First reply" }, t0);
    await work(t0);
    expect(emails.map((e) => e.subject)).toEqual([
      `${seller.firstName} ${seller.lastName} replied about 2 BHK Flat in Vijay Nagar`,
    ]);
    // Two more within the window: no e-mail now, one later with both.
    const t1 = new Date(t0.getTime() + 60_000);
    await sendMessage(sellerP, { threadId: lead.threadId, body: "Second reply" }, t1);
    await sendMessage(sellerP, { threadId: lead.threadId, body: "Third reply" }, t1);
    await work(t1);
    expect(emails).toHaveLength(1);
    const due = await handle.db
      .select({ runAt: jobs.runAt })
      .from(jobs)
      .where(and(eq(jobs.kind, THREAD_NOTICE_JOB), eq(jobs.status, "queued")));
    expect(due).toHaveLength(1);
    // Ten minutes after the first e-mail went out: that moment is the real clock's when the job
    // ran (seconds after t0 on a busy machine), so the fold is run at the job's own due time.
    const foldAt = due[0].runAt.getTime();
    expect(foldAt).toBeGreaterThanOrEqual(t0.getTime() + NOTICE_FOLD_MS - 1000);
    expect(foldAt).toBeLessThan(t0.getTime() + NOTICE_FOLD_MS + 60_000);
    await work(new Date(foldAt - 1000));
    expect(emails).toHaveLength(1);
    await work(new Date(foldAt + 1000));
    expect(emails).toHaveLength(2);
    expect(emails[1].subject).toBe("2 new messages about 2 BHK Flat in Vijay Nagar");
    expect(emails[1].text).toContain("Second reply");
    expect(emails[1].text).toContain("Third reply");
    expect(emails[1].text).not.toContain("First reply");

    // A reply the buyer reads on the site before the notice is due is not e-mailed.
    const t2 = new Date(t0.getTime() + NOTICE_FOLD_MS + 60_000);
    await sendMessage(sellerP, { threadId: lead.threadId, body: "Fourth reply" }, t2);
    await markThreadSeen(participantFromActor(reader), lead.threadId);
    await work(new Date(t2.getTime() + NOTICE_FOLD_MS + 1000));
    expect(emails).toHaveLength(2);
  });

  it("retries a failed send, and never sends twice after a crash mid-send", async () => {
    const other = await addUser(handle.db);
    const lead = await createLead(other, {
      targetType: "property",
      targetId: listingId,
      message: "Crash test",
    });
    // The provider fails: nothing recorded as sent, the job is retried and then delivers once.
    let fail = true;
    setEmailProviderForTesting({
      name: "flaky",
      send: async (m) => {
        if (fail) throw new Error("SMTP down");
        emails.push(m);
      },
    });
    const first = await work();
    expect(first.retried).toBeGreaterThan(0);
    expect(emails).toHaveLength(0);
    fail = false;
    await work(new Date(Date.now() + 60_000));
    expect(emails).toHaveLength(1);

    // A crash mid-send: the provider accepted the message but the worker died before recording
    // it. The job's lease runs out and another worker claims it: the e-mail is not sent again.
    await sendMessage(participantFromActor(other), { threadId: lead.threadId, body: "Again" });
    const later = new Date(Date.now() + NOTICE_FOLD_MS + 1000);
    const [job] = await handle.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, THREAD_NOTICE_JOB), eq(jobs.status, "queued")));
    let crashes = 0;
    setEmailProviderForTesting({
      name: "dies",
      send: async (m) => {
        emails.push(m);
        crashes++;
        // The process dies here: nothing after the provider call runs.
        await new Promise(() => undefined);
      },
    });
    void work(later);
    await new Promise((r) => setTimeout(r, 500));
    expect(crashes).toBe(1);
    const [mark] = await handle.db
      .select()
      .from(messageDeliveries)
      .where(eq(messageDeliveries.key, `notice:${job.id}:email`));
    expect(mark.status).toBe("sending");
    setEmailProviderForTesting({ name: "test", send: async (m) => void emails.push(m) });
    await work(new Date(later.getTime() + LEASE + 1000));
    expect(crashes).toBe(1);
    expect(emails.filter((m) => m.text.includes("Again"))).toHaveLength(1);
    const [done] = await handle.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(done.status).toBe("done");
  });

  it("texts the buyer about a reply only when they asked for texts, linking only to the site", async () => {
    const texter = await addUser(handle.db);
    const lead = await createLead(texter, {
      targetType: "property",
      targetId: listingId,
      message: "x",
    });
    await work();
    texts = [];
    const sellerP = participantFromActor(seller);
    await sendMessage(sellerP, { threadId: lead.threadId, body: "Reply one" });
    await work();
    expect(texts.filter((t) => t.to === texter.phone)).toHaveLength(0);
    await setBuyerTexts(participantFromActor(texter), { threadId: lead.threadId, enabled: true });
    await sendMessage(sellerP, { threadId: lead.threadId, body: "Reply two" });
    await work(new Date(Date.now() + NOTICE_FOLD_MS + 1000));
    const mine = texts.filter((t) => t.to === texter.phone);
    expect(mine).toHaveLength(1);
    expect(mine[0].body).toBe(
      `LAND Acre: ${seller.firstName} ${seller.lastName} replied about 2 BHK Flat in Vijay Nagar. Read it: http://localhost:3000/profile/messages/${lead.threadId}`,
    );
  });
});
