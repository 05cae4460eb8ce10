import { eq, sql } from "drizzle-orm";
import type { Actor } from "@/lib/auth/current-user";
import type { DbHandle } from "@/lib/db/client";
import { messages, sellerBlocks, threads } from "@/lib/db/schema";
import { createLead } from "@/lib/leads/create-lead";
import { eraseAccount } from "@/lib/privacy/erase-account";
import { exportPersonalData } from "@/lib/privacy/export-data";
import { addCity, addProperty, addUser } from "@/lib/properties/__tests__/fixtures";
import { resetLimitersForTesting } from "@/lib/rate-limit/limiter";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";
import { participantFromActor } from "../participant";
import { blockSeller } from "../privacy";
import { DELETED_BUYER } from "../privacy-entries";
import { DELETED_MESSAGE } from "../system-note";
import { sendMessage } from "../send-message";

describe.each(TEST_ENGINES)("conversations when an account is deleted on %s", (engine) => {
  let handle: DbHandle;
  let seller: Actor;
  let buyer: Actor;
  let threadId: number;

  beforeAll(async () => {
    handle = await useTestDatabase(engine);
    resetLimitersForTesting();
    const city = await addCity(handle.db);
    seller = await addUser(handle.db, { role: "seller", kind: "agent", verified: true });
    buyer = await addUser(handle.db);
    const listing = await addProperty(handle.db, seller.id, city.id);
    threadId = (
      await createLead(buyer, {
        targetType: "property",
        targetId: listing.id,
        message: `Call me on ${buyer.phone}`,
      })
    ).threadId;
    await sendMessage(participantFromActor(seller), { threadId, body: "Sure, tomorrow." });
    await blockSeller(participantFromActor(buyer), { threadId });
  });
  afterAll(() => releaseTestDatabase(handle));

  it("exports the buyer's conversations with their messages", async () => {
    const { data } = await exportPersonalData(buyer);
    const conversations = (data as unknown as { conversations: { messages: { body: string }[] }[] })
      .conversations;
    expect(conversations).toHaveLength(1);
    expect(conversations[0].messages.map((m) => m.body)).toEqual([
      `Call me on ${buyer.phone}`,
      "Sure, tomorrow.",
    ]);
  });

  it("a deleted buyer's side is anonymised; the seller keeps the thread and their own words", async () => {
    await eraseAccount(buyer.id);
    const [thread] = await handle.db.select().from(threads).where(eq(threads.id, threadId));
    expect(thread).toMatchObject({
      buyerId: null,
      buyerName: DELETED_BUYER,
      buyerEmail: null,
      buyerPhone: `deleted:${threadId}`,
    });
    const bodies = await handle.db
      .select({ body: messages.body })
      .from(messages)
      .where(eq(messages.threadId, threadId))
      .orderBy(messages.id);
    expect(bodies.map((b) => b.body)).toEqual([DELETED_MESSAGE, "Sure, tomorrow."]);
    const hits = await handle.db.execute<{ n: number }>(
      sql`select count(*)::int as n from threads t where position(${buyer.phone} in row_to_json(t)::text) > 0`,
    );
    expect(Number(hits.rows[0].n)).toBe(0);
    expect(await handle.db.select().from(sellerBlocks)).toHaveLength(0);
  });

  it("a deleted seller's conversations go with the account", async () => {
    await eraseAccount(seller.id);
    expect(await handle.db.select().from(threads).where(eq(threads.sellerId, seller.id))).toEqual(
      [],
    );
    expect(await handle.db.select().from(messages).where(eq(messages.threadId, threadId))).toEqual(
      [],
    );
  });
});
