import { eq, sql } from "drizzle-orm";
import type { Actor } from "@/lib/auth/current-user";
import type { DbHandle } from "@/lib/db/client";
import { leads, threads, users } from "@/lib/db/schema";
import { createLead } from "@/lib/leads/create-lead";
import { addCity, addProperty, addUser } from "@/lib/properties/__tests__/fixtures";
import { resetLimitersForTesting } from "@/lib/rate-limit/limiter";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";
import { participantFromActor } from "../participant";
import { PHONE_VIEWS_PER_DAY, viewSellerPhone } from "../phone-view";
import { previousEnquiry } from "../previous-enquiry";
import { loadResponseTime, responseTimeLabel, slowestResponders } from "../response-time";
import { sendMessage } from "../send-message";

describe.each(TEST_ENGINES)("phone views and response time on %s", (engine) => {
  let handle: DbHandle;
  let seller: Actor;
  let buyer: Actor;
  let cityId: number;
  let listingId: number;

  beforeAll(async () => {
    handle = await useTestDatabase(engine);
    cityId = (await addCity(handle.db)).id;
    seller = await addUser(handle.db, { role: "seller", kind: "agent", verified: true });
    buyer = await addUser(handle.db);
    listingId = (await addProperty(handle.db, seller.id, cityId)).id;
    resetLimitersForTesting();
  });
  afterAll(() => releaseTestDatabase(handle));

  it("View phone number opens a thread and counts as one lead, however often it is asked", async () => {
    const shown = await viewSellerPhone(buyer, { targetType: "property", targetId: listingId });
    expect(shown.phone).toBe(`+91 ${seller.phone.slice(3, 8)} ${seller.phone.slice(8)}`);
    const again = await viewSellerPhone(buyer, { targetType: "property", targetId: listingId });
    expect(again.threadId).toBe(shown.threadId);
    const rows = await handle.db.select().from(leads).where(eq(leads.userId, buyer.id));
    expect(rows.map((r) => r.source)).toEqual(["phone"]);
    // It is not an enquiry: the form still works, and continues the same thread.
    const lead = await createLead(buyer, {
      targetType: "property",
      targetId: listingId,
      message: "Hi",
    });
    expect(lead.threadId).toBe(shown.threadId);
    expect(
      await previousEnquiry(participantFromActor(buyer), {
        targetType: "property",
        targetId: listingId,
      }),
    ).toMatchObject({
      threadId: shown.threadId,
    });
  });

  it("needs a signed-in buyer with a verified phone, and stops at 20 numbers a day", async () => {
    await expect(
      viewSellerPhone(null, { targetType: "property", targetId: listingId }),
    ).rejects.toMatchObject({
      status: 401,
    });
    const unverified = await addUser(handle.db);
    await handle.db.update(users).set({ phoneVerifiedAt: null }).where(eq(users.id, unverified.id));
    await expect(
      viewSellerPhone(unverified, { targetType: "property", targetId: listingId }),
    ).rejects.toMatchObject({ status: 403 });

    const scraper = await addUser(handle.db);
    const ids: number[] = [];
    for (let i = 0; i <= PHONE_VIEWS_PER_DAY; i++) {
      ids.push((await addProperty(handle.db, seller.id, cityId, { slug: `flat-${i}` })).id);
    }
    for (const id of ids.slice(0, PHONE_VIEWS_PER_DAY)) {
      await viewSellerPhone(scraper, { targetType: "property", targetId: id });
    }
    await expect(
      viewSellerPhone(scraper, { targetType: "property", targetId: ids[PHONE_VIEWS_PER_DAY] }),
    ).rejects.toMatchObject({ status: 429, headers: { "Retry-After": "3600" } });
    const [{ n }] = await handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(leads)
      .where(eq(leads.userId, scraper.id));
    expect(Number(n)).toBe(PHONE_VIEWS_PER_DAY);
  });

  it("response time: the median first reply over 90 days, shown from 5 conversations", async () => {
    const agent = await addUser(handle.db, { role: "seller", kind: "agent", verified: true });
    const listing = (await addProperty(handle.db, agent.id, cityId, { slug: "rt" })).id;
    const replies = [1, 2, 3, 30, null]; // hours to the first reply; null = never
    const start = new Date(Date.now() - 10 * 86_400_000);
    for (const [i, hours] of replies.entries()) {
      const asker = await addUser(handle.db);
      const { threadId } = await createLead(
        asker,
        { targetType: "property", targetId: listing, message: `q${i}` },
        start,
      );
      if (hours !== null) {
        await sendMessage(
          participantFromActor(agent),
          { threadId, body: "a" },
          new Date(start.getTime() + hours * 3_600_000),
        );
      }
      if (i === 3) expect(await loadResponseTime(handle.db, agent.id)).toBeNull();
    }
    const time = await loadResponseTime(handle.db, agent.id);
    expect(time).toEqual({ medianHours: 3, threads: 5 });
    expect(responseTimeLabel(time!)).toBe("Usually replies within 3 hours");
    expect(responseTimeLabel(time!, "hi")).toBe("आमतौर पर 3 घंटे में जवाब देते हैं");
    expect(responseTimeLabel({ medianHours: 1, threads: 5 }, "hi")).toBe(
      "आमतौर पर 1 घंटे में जवाब देते हैं",
    );
    expect(responseTimeLabel({ medianHours: 60, threads: 5 }, "hi")).toBe(
      "आमतौर पर 3 दिन में जवाब देते हैं",
    );
    // Older than 90 days does not count.
    await handle.db.execute(
      sql`update threads set created_at = created_at - interval '100 days' where seller_id = ${agent.id}`,
    );
    expect(await loadResponseTime(handle.db, agent.id)).toBeNull();
    await handle.db.execute(
      sql`update threads set created_at = created_at + interval '100 days' where seller_id = ${agent.id}`,
    );
    const slow = await slowestResponders();
    expect(slow.find((r) => r.sellerId === agent.id)).toMatchObject({
      threads: 5,
      unanswered: 1,
      medianHours: 3,
    });
    expect(
      (await handle.db.select().from(threads).where(eq(threads.sellerId, agent.id))).length,
    ).toBe(5);
  });
});
