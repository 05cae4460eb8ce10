import { eq } from "drizzle-orm";
import type { SellerActor } from "@/lib/auth/current-user";
import type { DbHandle } from "@/lib/db/client";
import { brokerRequests, leads, properties, propertyViews, sellerProfiles } from "@/lib/db/schema";
import { createListing } from "@/lib/listings/create-listing";
import {
  flatInput,
  makeIndore,
  makeSeller,
  useTempStorage,
} from "@/lib/listings/__tests__/fixtures";
import { storeDocument } from "@/lib/media/upload-document";
import { createNotification } from "@/lib/notifications/create-notification";
import {
  listNotifications,
  markNotificationsRead,
  unreadNotificationCount,
} from "@/lib/notifications/user-notifications";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";
import { getDashboardStats } from "../dashboard-stats";
import { profileCompleteness } from "../profile-completeness";
import { getVerificationState, submitVerificationRequest } from "../verification";

const PDF = Buffer.from("%PDF-1.7\n%%EOF\n");

describe.each(TEST_ENGINES)("seller dashboard, verification, notifications on %s", (engine) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;
  let agent: SellerActor;
  let owner: SellerActor;

  beforeAll(async () => {
    handle = await useTestDatabase(engine);
    ({ cleanup } = await useTempStorage());
    await makeIndore(handle.db);
    agent = await makeSeller(handle.db, "agent");
    owner = await makeSeller(handle.db, "individual");
  });
  afterAll(async () => {
    await releaseTestDatabase(handle);
    await cleanup();
  });

  it("counts live and pending listings, this month's enquiries and views, by month", async () => {
    const now = new Date("2026-03-15T10:00:00+05:30");
    const { id } = await createListing(agent, flatInput());
    await createListing(agent, flatInput());
    await handle.db
      .update(properties)
      .set({ status: "active", approvedAt: now, expiresAt: new Date(now.getTime() + 5 * 86400000) })
      .where(eq(properties.id, id));
    await handle.db.insert(propertyViews).values([
      { propertyId: id, day: "2026-03-02", count: 7 },
      { propertyId: id, day: "2026-01-20", count: 4 },
      { propertyId: id, day: "2025-12-31", count: 100 },
    ]);
    await handle.db.insert(leads).values([
      {
        sellerId: agent.id,
        propertyId: id,
        name: "A",
        phone: "+919800000021",
        createdAt: new Date("2026-03-01T00:30:00+05:30"),
      },
      {
        sellerId: agent.id,
        propertyId: id,
        name: "B",
        phone: "+919800000022",
        createdAt: new Date("2026-02-28T23:30:00+05:30"),
      },
    ]);
    const stats = await getDashboardStats(agent, now);
    expect(stats).toMatchObject({
      live: 1,
      pendingReview: 1,
      enquiriesThisMonth: 1,
      viewsThisMonth: 7,
      year: 2026,
    });
    expect(stats.monthly.slice(0, 3)).toEqual([
      { month: 1, label: "Jan", views: 4, enquiries: 0 },
      { month: 2, label: "Feb", views: 0, enquiries: 1 },
      { month: 3, label: "Mar", views: 7, enquiries: 1 },
    ]);
    expect(stats.expiringSoon.map((e) => e.id)).toEqual([id]);
    expect((await getDashboardStats(owner, now)).live).toBe(0);
  });

  it("counts projects for builders only: owners and agents cannot post them", async () => {
    const builder = await makeSeller(handle.db, "builder");
    expect((await getDashboardStats(builder)).projects).toBe(0);
    expect((await getDashboardStats(agent)).projects).toBeNull();
    expect((await getDashboardStats(owner)).projects).toBeNull();
  });

  it("lets an agent request verification once, with their own document", async () => {
    await expect(
      submitVerificationRequest(owner, {
        reraNumber: "A51800012345",
        reraState: "Maharashtra",
        documentKey: "x",
      }),
    ).rejects.toMatchObject({ status: 403 });
    const doc = await storeDocument(agent.id, "verification", PDF);
    const otherDoc = await storeDocument(owner.id, "verification", PDF);
    await expect(
      submitVerificationRequest(agent, {
        reraNumber: "A51800012345",
        reraState: "Maharashtra",
        documentKey: otherDoc.key,
      }),
    ).rejects.toMatchObject({ status: 422 });
    await submitVerificationRequest(agent, {
      reraNumber: "a51800012345",
      reraState: "Maharashtra",
      documentKey: doc.key,
    });
    const state = await getVerificationState(agent);
    expect(state).toMatchObject({
      eligible: true,
      verified: false,
      request: { status: "pending", reraNumber: "A51800012345", reraState: "Maharashtra" },
    });
    await expect(
      submitVerificationRequest(agent, {
        reraNumber: "A51800012345",
        reraState: "Maharashtra",
        documentKey: doc.key,
      }),
    ).rejects.toMatchObject({ status: 409 });
    const [row] = await handle.db
      .select()
      .from(brokerRequests)
      .where(eq(brokerRequests.sellerId, agent.id));
    expect(row.documentUrl).toBe(`/api/seller/documents/${doc.key}`);
    await handle.db
      .update(sellerProfiles)
      .set({ verified: true })
      .where(eq(sellerProfiles.userId, agent.id));
    expect((await getVerificationState(agent)).verified).toBe(true);
  });

  it("scores profile completeness with what is missing", async () => {
    const before = await profileCompleteness(agent);
    expect(before.missing).toContain("Add your RERA agent registration number");
    await handle.db
      .update(sellerProfiles)
      .set({ about: "Indore agent since 2010", reraNumber: "A-1", companyName: "Acre Realty" })
      .where(eq(sellerProfiles.userId, agent.id));
    const after = await profileCompleteness(agent);
    expect(after.percent).toBeGreaterThan(before.percent);
    expect(after.missing).not.toContain("Add your company name");
  });

  it("creates, lists and marks read only the actor's notifications", async () => {
    const enquiry = (userId: number, body: string) =>
      createNotification(handle.db, {
        userId,
        kind: "new_enquiry",
        title: "New enquiry",
        body,
        link: "/saller/queries/manage",
      });
    await enquiry(agent.id, 'Ravi asked about "Sunny flat".');
    await enquiry(owner.id, "Meera sent you an enquiry.");
    const list = await listNotifications(agent);
    expect(list.items[0]).toMatchObject({
      kind: "new_enquiry",
      title: "New enquiry",
      body: 'Ravi asked about "Sunny flat".',
      link: "/saller/queries/manage",
      read: false,
    });
    const ownerItem = (await listNotifications(owner)).items[0];
    await markNotificationsRead(agent, [ownerItem.id]);
    expect(await unreadNotificationCount(owner)).toBe(1);
    await markNotificationsRead(agent);
    expect(await unreadNotificationCount(agent)).toBe(0);
    expect(await unreadNotificationCount(owner)).toBe(1);
  });
});
