import { eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/current-user";
import type { DbHandle } from "@/lib/db/client";
import { leads, messages, properties, threads } from "@/lib/db/schema";
import { createLead, recordLead } from "@/lib/leads/create-lead";
import { listSellerLeads } from "@/lib/leads/seller-leads";
import { addCity, addProperty, addUser } from "@/lib/properties/__tests__/fixtures";
import { resetLimitersForTesting } from "@/lib/rate-limit/limiter";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";
import { listBuyerThreads, listSellerThreads, unreadCounts } from "../list-threads";
import { guestParticipant, participantFromActor } from "../participant";
import { blockSeller, reportThread, shareMyNumber, unblockSeller } from "../privacy";
import { getThreadView, markThreadSeen } from "../read-thread";
import { sendMessage } from "../send-message";

describe.each(TEST_ENGINES)("conversations on %s", (engine) => {
  let handle: DbHandle;
  let seller: Actor;
  let otherSeller: Actor;
  let buyer: Actor;
  let stranger: Actor;
  let admin: Actor;
  let cityId: number;
  let listingId: number;
  let threadId: number;

  beforeAll(async () => {
    handle = await useTestDatabase(engine);
    cityId = (await addCity(handle.db)).id;
    seller = await addUser(handle.db, { role: "seller", kind: "agent", verified: true });
    otherSeller = await addUser(handle.db, { role: "seller", kind: "individual" });
    buyer = await addUser(handle.db);
    stranger = await addUser(handle.db);
    admin = await addUser(handle.db, { role: "admin" });
    listingId = (await addProperty(handle.db, seller.id, cityId)).id;
    resetLimitersForTesting();
  });
  afterAll(() => releaseTestDatabase(handle));

  const as = (a: Actor) => participantFromActor(a);

  it("an enquiry opens a thread with the buyer's message and the listing at the top", async () => {
    const created = await createLead(buyer, {
      targetType: "property",
      targetId: listingId,
      message: "Is the price negotiable?",
    });
    threadId = created.threadId;
    const [lead] = await handle.db.select().from(leads).where(eq(leads.id, created.leadId));
    expect(lead.threadId).toBe(threadId);
    const view = await getThreadView(as(buyer), threadId);
    expect(view).toMatchObject({
      role: "buyer",
      subject: "2 BHK Flat in Vijay Nagar",
      status: "Waiting for a reply",
      card: { kind: "property", title: "2 BHK Flat in Vijay Nagar", price: "₹45 L" },
      lock: { readOnly: false },
    });
    expect(view.messages.map((m) => [m.sender, m.body])).toEqual([
      ["buyer", "Is the price negotiable?"],
    ]);
    expect((await listSellerThreads(seller.id)).map((t) => t.id)).toEqual([threadId]);
    expect((await listBuyerThreads(as(buyer))).map((t) => t.id)).toEqual([threadId]);
    expect(await unreadCounts(as(seller))).toEqual({ buyer: 0, seller: 1 });
  });

  it("a later enquiry about the same listing continues the same thread", async () => {
    const later = new Date(Date.now() + 49 * 3_600_000);
    const again = await createLead(
      buyer,
      { targetType: "property", targetId: listingId, message: "Still available?" },
      later,
    );
    expect(again.threadId).toBe(threadId);
    const rows = await handle.db.select().from(threads).where(eq(threads.sellerId, seller.id));
    expect(rows).toHaveLength(1);
  });

  it("answers 404 to anyone not in the thread — other buyers, other sellers, guests with another phone", async () => {
    for (const p of [as(stranger), as(otherSeller), guestParticipant("+919999999999")]) {
      await expect(getThreadView(p, threadId)).rejects.toMatchObject({
        status: 404,
        message: "This conversation was not found.",
      });
      await expect(sendMessage(p, { threadId, body: "hello" })).rejects.toMatchObject({
        status: 404,
        message: "This conversation was not found.",
      });
    }
    // The same answer as for a thread that does not exist.
    await expect(getThreadView(as(stranger), 999_999)).rejects.toMatchObject({
      status: 404,
      message: "This conversation was not found.",
    });
    const count = await handle.db.select().from(messages).where(eq(messages.threadId, threadId));
    expect(count).toHaveLength(2);
  });

  it("lets a guest with the buyer's verified phone read it; an admin reads but cannot write", async () => {
    const guest = guestParticipant(buyer.phone);
    expect((await getThreadView(guest, threadId)).role).toBe("buyer");
    const adminView = await getThreadView(as(admin), threadId);
    expect(adminView.role).toBe("admin");
    expect(adminView.buyerPhone).toBe(`+91 ${buyer.phone.slice(3, 8)} ${buyer.phone.slice(8)}`);
    await expect(sendMessage(as(admin), { threadId, body: "hi" })).rejects.toMatchObject({
      status: 403,
    });
  });

  it("refuses empty and over-long messages and keeps markup as plain text", async () => {
    await expect(sendMessage(as(seller), { threadId, body: "   " })).rejects.toMatchObject({
      issues: [expect.objectContaining({ message: "Please write a message." })],
    });
    await expect(
      sendMessage(as(seller), { threadId, body: "x".repeat(2001) }),
    ).rejects.toMatchObject({
      issues: [
        expect.objectContaining({ message: "Please keep your message under 2,000 characters." }),
      ],
    });
    const markup = '<img src=x onerror="alert(1)"> <b>Yes</b>, negotiable.';
    const sent = await sendMessage(as(seller), { threadId, body: markup });
    expect(sent.body).toBe(markup);
    const view = await getThreadView(as(buyer), threadId);
    expect(view.messages.at(-1)?.body).toBe(markup);
    expect(view.status).toBe("Seller replied");
    const [lead] = await handle.db
      .select()
      .from(leads)
      .where(eq(leads.threadId, threadId))
      .orderBy(leads.id);
    expect(lead.status).toBe("contacted");
  });

  it("marks messages seen when the other side opens the thread", async () => {
    expect((await unreadCounts(as(buyer))).buyer).toBe(1);
    await markThreadSeen(as(buyer), threadId);
    expect((await unreadCounts(as(buyer))).buyer).toBe(0);
    const view = await getThreadView(as(seller), threadId);
    expect(view.messages.find((m) => m.sender === "seller")?.seenAt).not.toBeNull();
    expect(view.messages.find((m) => m.sender === "buyer")?.seenAt).toBeNull();
  });

  it("masks the buyer's number for the seller until the buyer shares it", async () => {
    const masked = `+91 ${buyer.phone.slice(3, 5)}xxx xx${buyer.phone.slice(10)}`;
    expect((await getThreadView(as(seller), threadId)).buyerPhone).toBe(masked);
    const board = await listSellerLeads(seller as never, {});
    expect(board.items.every((l) => l.phone === masked && l.email === null)).toBe(true);
    await expect(shareMyNumber(as(seller), { threadId })).rejects.toMatchObject({ status: 403 });
    await shareMyNumber(as(buyer), { threadId });
    const shared = await getThreadView(as(seller), threadId);
    expect(shared.buyerPhone).toBe(`+91 ${buyer.phone.slice(3, 8)} ${buyer.phone.slice(8)}`);
    expect(shared.messages.at(-1)?.body).toBe("The buyer shared their phone number.");
    expect((await listSellerLeads(seller as never, {})).items[0].phone).toBe(buyer.phone);
  });

  it("a blocked seller cannot write; unblocking lets them again", async () => {
    await blockSeller(as(buyer), { threadId });
    await expect(sendMessage(as(seller), { threadId, body: "Any update?" })).rejects.toMatchObject({
      status: 409,
      message: "This buyer has closed the conversation.",
    });
    expect((await getThreadView(as(buyer), threadId)).lock).toEqual({
      readOnly: true,
      note: "You blocked this seller. Unblock them to write again.",
    });
    await unblockSeller(as(buyer), { threadId });
    await expect(sendMessage(as(seller), { threadId, body: "Any update?" })).resolves.toBeTruthy();
  });

  it("a buyer reports a thread once until it is resolved; a seller cannot", async () => {
    await expect(reportThread(as(seller), { threadId, reason: "spam" })).rejects.toMatchObject({
      status: 403,
    });
    await reportThread(as(buyer), { threadId, reason: "Asked for money up front" });
    await expect(reportThread(as(buyer), { threadId, reason: "again" })).rejects.toMatchObject({
      status: 409,
    });
    const [row] = await handle.db.select().from(threads).where(eq(threads.id, threadId));
    expect(row.reportReason).toBe("Asked for money up front");
  });

  it("floods get 429 with Retry-After", async () => {
    resetLimitersForTesting();
    for (let i = 0; i < 20; i++) await sendMessage(as(buyer), { threadId, body: `m${i}` });
    const refused = sendMessage(as(buyer), { threadId, body: "one too many" });
    await expect(refused).rejects.toMatchObject({ status: 429 });
    await refused.catch((e: { headers: Record<string, string> }) => {
      expect(Number(e.headers["Retry-After"])).toBeGreaterThan(0);
    });
    resetLimitersForTesting();
  });

  it("a paused or sold listing leaves the thread readable but closed to new messages", async () => {
    await handle.db.update(properties).set({ status: "sold" }).where(eq(properties.id, listingId));
    const view = await getThreadView(as(buyer), threadId);
    expect(view.lock).toEqual({
      readOnly: true,
      note: "This listing is marked sold. The conversation is kept for your records.",
    });
    expect(view.messages.length).toBeGreaterThan(3);
    await expect(sendMessage(as(seller), { threadId, body: "Sorry" })).rejects.toMatchObject({
      status: 409,
    });
    await handle.db
      .update(properties)
      .set({ status: "active" })
      .where(eq(properties.id, listingId));
  });

  it("a seller cannot start a thread: there is no thread without the buyer's enquiry", async () => {
    // The seller's own listing cannot be enquired about by the seller either.
    await expect(
      recordLead(
        { userId: seller.id, name: "Me", phone: seller.phone, email: null },
        { targetType: "property", targetId: listingId, message: "" },
      ),
    ).rejects.toMatchObject({ status: 400 });
    const mine = await listBuyerThreads(as(seller));
    expect(mine).toEqual([]);
  });
});
