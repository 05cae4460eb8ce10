import { and, eq, inArray } from "drizzle-orm";
import type { Actor, AdminActor } from "@/lib/auth/current-user";
import type { DbHandle } from "@/lib/db/client";
import {
  auditLog,
  brokerRequests,
  contactRequests,
  leads,
  notifications,
  projects,
  properties,
  sellerProfiles,
  users,
} from "@/lib/db/schema";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";
import { blockAccount, unblockAccount } from "../accounts/block-account";
import { listSellers } from "../accounts/seller-queries";
import { getUserDetail, listUsers } from "../accounts/user-queries";
import { setSellerVerified } from "../accounts/verify-seller";
import { decideBrokerRequest } from "../broker-requests";
import { setEnquiryStatus } from "../enquiries";
import { moderateProperties } from "../listings/moderate-properties";
import {
  makeAccount,
  makeAdmin,
  makeBrokerRequest,
  makeCity,
  makeProject,
  makeProperties,
} from "./fixtures";

describe.each(TEST_ENGINES)("sellers, users and broker requests on %s", (engine) => {
  let handle: DbHandle;
  let admin: AdminActor;
  let cityId: number;

  beforeAll(async () => {
    handle = await useTestDatabase(engine);
    admin = await makeAdmin(handle.db);
    cityId = (await makeCity(handle.db)).id;
  });
  afterAll(() => releaseTestDatabase(handle));

  const statusOf = async (ids: number[]) =>
    Object.fromEntries(
      (
        await handle.db
          .select({ id: properties.id, status: properties.status })
          .from(properties)
          .where(inArray(properties.id, ids))
      ).map((r) => [r.id, r.status]),
    );

  it("blocking a seller takes their public listings down at once; unblocking restores exactly those", async () => {
    const seller = await makeAccount(handle.db, "seller", { kind: "builder" });
    const active = await makeProperties(handle.db, seller.id, cityId, 3, { status: "active" });
    const [pending] = await makeProperties(handle.db, seller.id, cityId, 1, { status: "pending" });
    const [sold] = await makeProperties(handle.db, seller.id, cityId, 1, { status: "sold" });
    const [separatelyBlocked] = await makeProperties(handle.db, seller.id, cityId, 1, {
      status: "active",
    });
    await moderateProperties(admin, {
      action: "block",
      ids: [separatelyBlocked],
      reason: "Fake photos used",
    });
    const projectId = await makeProject(handle.db, seller.id, cityId, { status: "active" });

    await expect(blockAccount(admin, { userId: seller.id, reason: "" })).rejects.toThrow();
    const blocked = await blockAccount(admin, {
      userId: seller.id,
      reason: "Fraud complaints from buyers",
    });
    expect(blocked.listings.sort()).toEqual([...active, sold].sort());
    expect(blocked.projects).toEqual([projectId]);
    const [account] = await handle.db.select().from(users).where(eq(users.id, seller.id));
    expect(account).toMatchObject({
      status: "blocked",
      blockedReason: "Fraud complaints from buyers",
      tokenVersion: 1,
    });
    const afterBlock = await statusOf([...active, pending, sold, separatelyBlocked]);
    expect(active.map((id) => afterBlock[id])).toEqual(["blocked", "blocked", "blocked"]);
    expect(afterBlock[sold]).toBe("blocked");
    expect(afterBlock[pending]).toBe("pending");
    // Listings of a blocked seller cannot be approved back into search.
    await expect(
      moderateProperties(admin, { action: "approve", ids: [active[0]] }),
    ).rejects.toMatchObject({
      status: 409,
    });

    const restored = await unblockAccount(admin, { userId: seller.id });
    expect(restored.listings.sort()).toEqual([...active, sold].sort());
    const afterUnblock = await statusOf([...active, pending, sold, separatelyBlocked]);
    expect(afterUnblock[sold]).toBe("sold");
    expect(active.map((id) => afterUnblock[id])).toEqual(["active", "active", "active"]);
    expect(afterUnblock[separatelyBlocked]).toBe("blocked");
    const [project] = await handle.db.select().from(projects).where(eq(projects.id, projectId));
    expect(project.status).toBe("active");
    const audits = await handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "user"), eq(auditLog.entityId, String(seller.id))));
    expect(audits.map((a) => a.action).sort()).toEqual(["account.block", "account.unblock"]);
    const blockAudit = audits.find((a) => a.action === "account.block")!;
    expect(blockAudit.reason).toBe("Fraud complaints from buyers");
    expect(JSON.parse(blockAudit.after!).listingsBlocked.sort()).toEqual([...active, sold].sort());
  });

  it("blocks and unblocks a buyer, never an admin", async () => {
    const buyer = await makeAccount(handle.db, "user");
    await blockAccount(admin, { userId: buyer.id, reason: "Abusive messages to sellers" });
    await expect(
      blockAccount(admin, { userId: buyer.id, reason: "Abusive messages" }),
    ).rejects.toMatchObject({
      status: 409,
    });
    await unblockAccount(admin, { userId: buyer.id });
    const [row] = await handle.db.select().from(users).where(eq(users.id, buyer.id));
    expect(row).toMatchObject({ status: "active", blockedReason: null });
    const other = await makeAdmin(handle.db);
    await expect(
      blockAccount(admin, { userId: other.id, reason: "Testing the rule" }),
    ).rejects.toMatchObject({
      status: 403,
    });
  });

  it("lists sellers with type, company, listing count and status", async () => {
    const seller = await makeAccount(handle.db, "seller", {
      kind: "agent",
      companyName: "Narmada Homes",
    });
    await makeProperties(handle.db, seller.id, cityId, 2, { status: "active" });
    const page = await listSellers(admin, { page: 1, q: "narmada" });
    expect(page.rows).toEqual([
      expect.objectContaining({
        id: seller.id,
        kind: "agent",
        companyName: "Narmada Homes",
        listings: 2,
        activeListings: 2,
        status: "active",
        planName: null,
      }),
    ]);
  });

  it("verifies a seller and audits it", async () => {
    const seller = await makeAccount(handle.db, "seller", { kind: "agent" });
    await setSellerVerified(admin, { userId: seller.id, verified: true });
    const [profile] = await handle.db
      .select()
      .from(sellerProfiles)
      .where(eq(sellerProfiles.userId, seller.id));
    expect(profile.verified).toBe(true);
    const [audit] = await handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "seller.verify"));
    expect(audit.entityId).toBe(String(seller.id));
  });

  it("approves a broker request: profile verified with the RERA number, agent notified", async () => {
    const agent: Actor = await makeAccount(handle.db, "seller", { kind: "agent" });
    const request = await makeBrokerRequest(handle.db, agent.id);
    await decideBrokerRequest(admin, { decision: "approve", requestId: request.id });
    const [profile] = await handle.db
      .select()
      .from(sellerProfiles)
      .where(eq(sellerProfiles.userId, agent.id));
    expect(profile).toMatchObject({
      verified: true,
      reraNumber: request.reraNumber,
      reraState: "Karnataka",
    });
    const [note] = await handle.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, agent.id));
    expect(note.kind).toBe("verification_approved");
    await expect(
      decideBrokerRequest(admin, { decision: "approve", requestId: request.id }),
    ).rejects.toMatchObject({
      status: 409,
    });
    const [audit] = await handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "broker_request"), eq(auditLog.entityId, String(request.id))));
    expect(audit.action).toBe("broker_request.approve");
  });

  it("rejects a broker request with a reason, leaving the profile unverified", async () => {
    const agent = await makeAccount(handle.db, "seller", { kind: "agent" });
    const request = await makeBrokerRequest(handle.db, agent.id);
    await decideBrokerRequest(admin, {
      decision: "reject",
      requestId: request.id,
      reason: "Certificate is for another agent",
    });
    const [row] = await handle.db
      .select()
      .from(brokerRequests)
      .where(eq(brokerRequests.id, request.id));
    expect(row).toMatchObject({
      status: "rejected",
      reason: "Certificate is for another agent",
      decidedBy: admin.id,
    });
    const [profile] = await handle.db
      .select()
      .from(sellerProfiles)
      .where(eq(sellerProfiles.userId, agent.id));
    expect(profile.verified).toBe(false);
  });

  it("counts the enquiries a buyer sent, in the users list and the user's page", async () => {
    const seller = await makeAccount(handle.db, "seller", { kind: "agent" });
    const [listingId] = await makeProperties(handle.db, seller.id, cityId, 1, { status: "active" });
    const buyer = await makeAccount(handle.db, "user");
    const quiet = await makeAccount(handle.db, "user");
    await handle.db.insert(leads).values({
      sellerId: seller.id,
      propertyId: listingId,
      userId: buyer.id,
      name: "Asha Rao",
      phone: "+919812345678",
      message: "Is it still available?",
    });
    const listed = await listUsers(admin, { page: 1, q: buyer.email });
    expect(listed.rows.find((r) => r.id === buyer.id)?.enquiries).toBe(1);
    const others = await listUsers(admin, { page: 1, q: quiet.email });
    expect(others.rows.find((r) => r.id === quiet.id)?.enquiries).toBe(0);
    expect((await getUserDetail(admin, buyer.id)).account.enquiries).toBe(1);
  });

  it("shows a user's enquiries and moves an inbox request through its statuses", async () => {
    const buyer = await makeAccount(handle.db, "user");
    const [request] = await handle.db
      .insert(contactRequests)
      .values({
        kind: "advice",
        name: "Asha",
        email: buyer.email,
        message: "Need advice on a plot",
      })
      .returning();
    const detail = await getUserDetail(admin, buyer.id);
    expect(detail.contactRequests.map((r) => r.id)).toEqual([request.id]);
    await setEnquiryStatus(admin, { id: request.id, status: "in_progress" });
    const [row] = await handle.db
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.id, request.id));
    expect(row.status).toBe("in_progress");
    const [audit] = await handle.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, "contact_request"), eq(auditLog.entityId, String(request.id))),
      );
    expect(JSON.parse(audit.after!)).toEqual({ status: "in_progress" });
  });
});
