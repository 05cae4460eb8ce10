import { and, eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/current-user";
import type { DbHandle } from "@/lib/db/client";
import { leads, notifications, properties } from "@/lib/db/schema";
import { addCity, addProject, addProperty, addUser } from "@/lib/properties/__tests__/fixtures";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";
import { DUPLICATE_ENQUIRY_MESSAGES, ENQUIRY_DAILY_LIMIT } from "@/lib/validation/lead";
import type { AppError } from "@/lib/auth/errors";
import { resetLimitersForTesting } from "@/lib/rate-limit/limiter";
import { LIMIT_POLICIES } from "@/lib/rate-limit/policies";
import { createLead } from "../create-lead";

describe.each(TEST_ENGINES)("createLead on %s", (engine) => {
  let handle: DbHandle;
  let seller: Actor;
  let buyer: Actor;
  let cityId: number;
  let activeId: number;

  beforeAll(async () => {
    handle = await useTestDatabase(engine);
    const city = await addCity(handle.db);
    cityId = city.id;
    seller = await addUser(handle.db, { role: "seller", kind: "agent", verified: true });
    buyer = await addUser(handle.db);
    activeId = (await addProperty(handle.db, seller.id, cityId)).id;
  });
  afterAll(() => releaseTestDatabase(handle));

  it("refuses guests", async () => {
    await expect(
      createLead(null, { targetType: "property", targetId: activeId }),
    ).rejects.toMatchObject({
      status: 401,
      message: "Please log in to send an enquiry.",
    });
  });

  it("creates the lead from the account, counts it and notifies the seller", async () => {
    const { leadId, sellerId } = await createLead(buyer, {
      targetType: "property",
      targetId: activeId,
      message: "  Is the price negotiable?  ",
    });
    expect(sellerId).toBe(seller.id);
    const [lead] = await handle.db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead).toMatchObject({
      sellerId: seller.id,
      propertyId: activeId,
      userId: buyer.id,
      name: `${buyer.firstName} ${buyer.lastName}`,
      phone: buyer.phone,
      email: buyer.email,
      message: "Is the price negotiable?",
      status: "new",
    });
    const [listing] = await handle.db.select().from(properties).where(eq(properties.id, activeId));
    expect(listing.enquiries).toBe(1);
    const notes = await handle.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, seller.id));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      kind: "lead",
      title: "New enquiry for 2 BHK Flat in Vijay Nagar",
    });
    expect(notes[0].body).toContain("Is the price negotiable?");
  });

  it("allows one enquiry per phone per listing in 48 hours", async () => {
    await expect(
      createLead(buyer, { targetType: "property", targetId: activeId }),
    ).rejects.toMatchObject({
      status: 409,
      message:
        "You have already sent an enquiry for this property. The seller will contact you soon.",
    });
    const rows = await handle.db
      .select()
      .from(leads)
      .where(and(eq(leads.propertyId, activeId), eq(leads.phone, buyer.phone)));
    expect(rows).toHaveLength(1);
    // 49 hours later the same buyer may ask again.
    const later = new Date(Date.now() + 49 * 3_600_000);
    await expect(
      createLead(buyer, { targetType: "property", targetId: activeId }, later),
    ).resolves.toMatchObject({
      sellerId: seller.id,
    });
  });

  it("keeps the dedupe per listing: another listing is fine", async () => {
    const other = await addProperty(handle.db, seller.id, cityId, {
      title: "Plot in Rau",
      propertyType: "Plot",
    });
    await expect(
      createLead(buyer, { targetType: "property", targetId: other.id }),
    ).resolves.toBeDefined();
  });

  it.each([
    "pending",
    "blocked",
    "sold",
    "rented",
    "paused",
    "deleted",
    "expired",
    "rejected",
  ] as const)("refuses a %s listing", async (status) => {
    const listing = await addProperty(handle.db, seller.id, cityId, { status });
    await expect(
      createLead(buyer, { targetType: "property", targetId: listing.id }),
    ).rejects.toMatchObject({
      status: 404,
      message: "This property is no longer available for enquiries.",
    });
  });

  it("refuses an active listing past its expiry and an unknown id", async () => {
    const listing = await addProperty(handle.db, seller.id, cityId, {
      expiresAt: new Date(Date.now() - 1000),
    });
    await expect(
      createLead(buyer, { targetType: "property", targetId: listing.id }),
    ).rejects.toMatchObject({
      status: 404,
    });
    await expect(
      createLead(buyer, { targetType: "property", targetId: 999_999 }),
    ).rejects.toMatchObject({
      status: 404,
    });
  });

  it("refuses an enquiry on your own listing", async () => {
    await expect(
      createLead(seller, { targetType: "property", targetId: activeId }),
    ).rejects.toMatchObject({
      status: 400,
    });
  });

  it("rejects bad input with a zod error", async () => {
    await expect(createLead(buyer, { targetType: "property", targetId: -3 })).rejects.toMatchObject(
      {
        name: "ZodError",
      },
    );
    await expect(
      createLead(buyer, { targetType: "property", targetId: activeId, message: "x".repeat(1001) }),
    ).rejects.toMatchObject({ name: "ZodError" });
  });

  it("sends project enquiries to the builder and agent enquiries to the agent", async () => {
    const builder = await addUser(handle.db, { role: "seller", kind: "builder", verified: true });
    const project = await addProject(handle.db, builder.id, cityId);
    const asker = await addUser(handle.db);
    const projectLead = await createLead(asker, { targetType: "project", targetId: project.id });
    expect(projectLead.sellerId).toBe(builder.id);
    await expect(
      createLead(asker, { targetType: "project", targetId: project.id }),
    ).rejects.toMatchObject({
      message: DUPLICATE_ENQUIRY_MESSAGES.project,
    });
    const brokerLead = await createLead(asker, { targetType: "broker", targetId: seller.id });
    const [row] = await handle.db.select().from(leads).where(eq(leads.id, brokerLead.leadId));
    expect(row).toMatchObject({ sellerId: seller.id, propertyId: null, projectId: null });
    await expect(
      createLead(asker, { targetType: "broker", targetId: seller.id }),
    ).rejects.toMatchObject({
      message: DUPLICATE_ENQUIRY_MESSAGES.broker,
    });
    // A builder is not an agent: no broker enquiries to them.
    await expect(
      createLead(asker, { targetType: "broker", targetId: builder.id }),
    ).rejects.toMatchObject({
      status: 404,
    });
  });

  it("caps enquiries per phone per day", async () => {
    const busy = await addUser(handle.db);
    const now = new Date();
    for (let i = 0; i < ENQUIRY_DAILY_LIMIT; i++) {
      await handle.db.insert(leads).values({
        sellerId: seller.id,
        userId: busy.id,
        name: "Busy",
        phone: busy.phone,
        createdAt: new Date(now.getTime() - 60_000),
      });
    }
    const refused = (await createLead(
      busy,
      { targetType: "property", targetId: activeId },
      now,
    ).catch((e: unknown) => e)) as AppError;
    expect(refused).toMatchObject({ status: 429 });
    // Retry-After: when the day's oldest enquiry (a minute old) leaves the 24-hour window.
    expect(Number(refused.headers?.["Retry-After"])).toBe(24 * 3600 - 60);
  });

  it("limits enquiries per address, signed in or not (429 + Retry-After; issue 25, finding 13)", async () => {
    resetLimitersForTesting();
    const ip = "203.0.113.77";
    const { points } = LIMIT_POLICIES.enquiryIp;
    for (let i = 0; i < points; i++) {
      const sender = await addUser(handle.db);
      const listing = await addProperty(handle.db, seller.id, cityId);
      await createLead(sender, { targetType: "property", targetId: listing.id }, new Date(), {
        ip,
      });
    }
    const last = await addUser(handle.db);
    const refused = (await createLead(
      last,
      { targetType: "property", targetId: activeId },
      new Date(),
      { ip },
    ).catch((e: unknown) => e)) as AppError;
    expect(refused).toMatchObject({ status: 429 });
    expect(Number(refused.headers?.["Retry-After"])).toBeGreaterThan(0);
    const before = await handle.db.select().from(leads).where(eq(leads.userId, last.id));
    expect(before).toHaveLength(0);
    // Another address is not held back.
    await expect(
      createLead(last, { targetType: "property", targetId: activeId }, new Date(), {
        ip: "203.0.113.78",
      }),
    ).resolves.toMatchObject({ sellerId: seller.id });
    resetLimitersForTesting();
  });

  it("serialises concurrent enquiries so only one gets through", async () => {
    const racer = await addUser(handle.db);
    const listing = await addProperty(handle.db, seller.id, cityId);
    const results = await Promise.allSettled(
      [1, 2, 3].map(() => createLead(racer, { targetType: "property", targetId: listing.id })),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const [row] = await handle.db.select().from(properties).where(eq(properties.id, listing.id));
    expect(row.enquiries).toBe(1);
  });
});
