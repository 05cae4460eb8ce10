import { eq, sql } from "drizzle-orm";
import { unblockAccount } from "@/lib/admin/accounts/block-account";
import type { Actor, AdminActor } from "@/lib/auth/current-user";
import type { DbHandle } from "@/lib/db/client";
import {
  consentRecords,
  dataRequests,
  invoices,
  leads,
  messages,
  payments,
  properties,
  savedSearches,
  threads,
  users,
} from "@/lib/db/schema";
import { addCity, addProperty, addUser } from "@/lib/properties/__tests__/fixtures";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";
import { recordConsent } from "../consent";
import { eraseAccount, OPEN_PAYMENT_MESSAGE } from "../erase-account";
import { exportPersonalData } from "../export-data";
import { ANONYMOUS_SENDER } from "../registry";
import { DELETED_BUYER } from "@/lib/messages/privacy-entries";
import { DELETED_MESSAGE } from "@/lib/messages/system-note";

/** Every row of every table whose JSON text contains `needle` (the person's e-mail or phone). */
async function rowsMentioning(handle: DbHandle, needle: string): Promise<string[]> {
  const tables = await handle.db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const hits: string[] = [];
  for (const { name } of tables.rows) {
    const found = await handle.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(name)} t
          where position(${needle} in row_to_json(t)::text) > 0`,
    );
    if (found.rows[0]!.n > 0) hits.push(name);
  }
  return hits;
}

describe.each(TEST_ENGINES)("export and deletion on %s", (engine) => {
  let handle: DbHandle;
  let buyer: Actor;
  let seller: Actor;
  let listingId: number;
  let paymentId: number;

  beforeAll(async () => {
    handle = await useTestDatabase(engine);
    const db = handle.db;
    const city = await addCity(db);
    seller = await addUser(db, { role: "seller", kind: "agent" });
    buyer = await addUser(db);
    const other = await addUser(db);
    listingId = (await addProperty(db, seller.id, city.id)).id;
    await db.insert(leads).values([
      {
        sellerId: seller.id,
        propertyId: listingId,
        userId: buyer.id,
        name: `${buyer.firstName} ${buyer.lastName}`,
        phone: buyer.phone,
        email: buyer.email,
        message: "Is the flat still available? Call me on my number.",
      },
      {
        sellerId: seller.id,
        propertyId: listingId,
        userId: other.id,
        name: "Other buyer",
        phone: other.phone,
        message: "Hello",
      },
    ]);
    const [thread] = await db
      .insert(threads)
      .values({
        sellerId: seller.id,
        buyerId: buyer.id,
        buyerPhone: buyer.phone,
        buyerName: `${buyer.firstName} ${buyer.lastName}`,
        buyerEmail: buyer.email,
        propertyId: listingId,
        targetKey: `p:${listingId}`,
        subject: "2 BHK Flat in Vijay Nagar",
        lastMessagePreview: "My number is below",
      })
      .returning();
    await db.insert(messages).values([
      { threadId: thread!.id, sender: "buyer", body: `Call me on ${buyer.phone}` },
      { threadId: thread!.id, sender: "seller", body: "Sure, tomorrow at 10." },
    ]);
    await db.insert(savedSearches).values({
      userId: buyer.id,
      name: "2 BHK in Indore",
      query: "city=Indore",
      dealType: "sale",
    });
    await recordConsent(db, { userId: buyer.id, channel: "sms", granted: true, source: "test" });
    const [payment] = await db
      .insert(payments)
      .values({ sellerId: seller.id, amountPaise: 118_000, status: "pending" })
      .returning();
    paymentId = payment!.id;
    await db.insert(invoices).values({
      paymentId,
      sellerId: seller.id,
      number: "LA/2026-27/000001",
      financialYear: "2026-27",
      sequence: 1,
      billedName: `${seller.firstName} ${seller.lastName}`,
      billedEmail: seller.email,
      description: "Plan",
      taxablePaise: 100_000,
      cgstPaise: 9_000,
      sgstPaise: 9_000,
      igstPaise: 0,
      totalPaise: 118_000,
      issuedAt: new Date(),
    });
  });
  afterAll(() => releaseTestDatabase(handle));

  it("exports every section of the person's data, without the password hash", async () => {
    const out = await exportPersonalData(buyer);
    expect(out.data.account).toEqual([expect.objectContaining({ email: buyer.email })]);
    expect(out.data.enquiriesSent).toHaveLength(1);
    expect(out.data.savedSearches).toEqual([expect.objectContaining({ name: "2 BHK in Indore" })]);
    expect(out.data.consents).toEqual([expect.objectContaining({ channel: "sms", granted: true })]);
    expect(out.data.conversations).toEqual([
      expect.objectContaining({ messages: [expect.anything(), expect.anything()] }),
    ]);
    expect(JSON.stringify(out)).not.toMatch(/passwordHash|tokenVersion/);
    const sellerOut = await exportPersonalData(seller);
    expect(sellerOut.data.listings).toEqual([expect.objectContaining({ id: listingId })]);
    expect(sellerOut.data.enquiriesReceived).toHaveLength(2);
    expect(sellerOut.data.payments).toHaveLength(1);
    expect(sellerOut.data.invoices).toHaveLength(1);
    const logged = await handle.db
      .select()
      .from(dataRequests)
      .where(eq(dataRequests.kind, "export"));
    expect(logged).toHaveLength(2);
  });

  it("erases the buyer at once: nothing names them, their enquiry is anonymised", async () => {
    await expect(eraseAccount(buyer.id)).resolves.toEqual({
      userId: buyer.id,
      alreadyDeleted: false,
    });
    expect(await rowsMentioning(handle, buyer.email)).toEqual([]);
    expect(await rowsMentioning(handle, buyer.phone)).toEqual([]);
    expect(await rowsMentioning(handle, buyer.lastName)).toEqual([]);
    const [lead] = await handle.db.select().from(leads).where(eq(leads.propertyId, listingId));
    const sent = await handle.db.select().from(leads).where(eq(leads.name, ANONYMOUS_SENDER));
    expect(lead).toBeDefined();
    expect(sent).toEqual([
      expect.objectContaining({ userId: null, phone: "", email: null, message: "" }),
    ]);
    const [account] = await handle.db.select().from(users).where(eq(users.id, buyer.id));
    expect(account).toMatchObject({ status: "blocked", firstName: "Deleted" });
    expect(account!.deletedAt).toBeInstanceOf(Date);
    expect(await handle.db.select().from(consentRecords)).toHaveLength(0);
    const [thread] = await handle.db.select().from(threads);
    expect(thread).toMatchObject({ buyerId: null, buyerName: DELETED_BUYER, buyerEmail: null });
    const bodies = (await handle.db.select().from(messages)).map((m) => m.body).sort();
    expect(bodies).toEqual([DELETED_MESSAGE, "Sure, tomorrow at 10."].sort());
  });

  it("cannot be brought back by an administrator's unblock", async () => {
    const admin = await addUser(handle.db, { role: "admin" });
    await expect(unblockAccount(admin as AdminActor, { userId: buyer.id })).rejects.toMatchObject({
      status: 409,
    });
  });

  it("answers a second deletion as already done and changes nothing", async () => {
    const before = await handle.db.select().from(users).where(eq(users.id, buyer.id));
    await expect(eraseAccount(buyer.id)).resolves.toEqual({
      userId: buyer.id,
      alreadyDeleted: true,
    });
    expect(await handle.db.select().from(users).where(eq(users.id, buyer.id))).toEqual(before);
  });

  it("refuses while a payment is open, changes nothing, and records one waiting request", async () => {
    await expect(eraseAccount(seller.id)).rejects.toMatchObject({
      status: 409,
      message: OPEN_PAYMENT_MESSAGE,
    });
    await expect(eraseAccount(seller.id)).rejects.toMatchObject({ status: 409 });
    const [listing] = await handle.db
      .select({ status: properties.status })
      .from(properties)
      .where(eq(properties.id, listingId));
    expect(listing!.status).toBe("active");
    const waiting = await handle.db
      .select()
      .from(dataRequests)
      .where(eq(dataRequests.userId, seller.id));
    expect(waiting.filter((r) => r.kind === "erasure")).toEqual([
      expect.objectContaining({ status: "pending", completedAt: null }),
    ]);
    const due = waiting.find((r) => r.kind === "erasure")!;
    expect(due.dueAt.getTime() - due.requestedAt.getTime()).toBe(90 * 24 * 60 * 60 * 1000);
  });

  it("once settled: unpublishes listings, keeps the invoice with the name only", async () => {
    await handle.db.update(payments).set({ status: "completed" }).where(eq(payments.id, paymentId));
    await eraseAccount(seller.id);
    const [listing] = await handle.db
      .select({ status: properties.status })
      .from(properties)
      .where(eq(properties.id, listingId));
    expect(listing!.status).toBe("deleted");
    const [invoice] = await handle.db.select().from(invoices);
    expect(invoice).toMatchObject({
      billedName: `${seller.firstName} ${seller.lastName}`,
      billedEmail: "",
    });
    expect(await handle.db.select().from(payments)).toHaveLength(1);
    expect(await handle.db.select().from(leads)).toHaveLength(0);
    expect(await handle.db.select().from(threads)).toHaveLength(0);
    expect(await rowsMentioning(handle, seller.email)).toEqual([]);
    expect(await rowsMentioning(handle, seller.phone)).toEqual([]);
    const requests = await handle.db
      .select()
      .from(dataRequests)
      .where(eq(dataRequests.userId, seller.id));
    expect(requests.filter((r) => r.kind === "erasure").map((r) => r.status)).toEqual([
      "completed",
      "completed",
    ]);
  });

  it("refuses to delete an administrator here", async () => {
    const admin = await addUser(handle.db, { role: "admin" });
    await expect(eraseAccount(admin.id)).rejects.toMatchObject({ status: 403 });
  });
});
