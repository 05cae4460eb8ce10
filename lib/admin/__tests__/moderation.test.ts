import { and, eq, inArray } from "drizzle-orm";
import type { Actor, AdminActor } from "@/lib/auth/current-user";
import type { DbHandle } from "@/lib/db/client";
import { auditLog, notifications, projects, properties } from "@/lib/db/schema";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";
import { LISTING_LIFETIME_DAYS } from "@/lib/listings/lifecycle";
import { getAdminProperty } from "../listings/get-admin-property";
import { moderateProjects } from "../listings/moderate-projects";
import { moderateProperties } from "../listings/moderate-properties";
import { listAdminProperties } from "../listings/property-queries";
import { makeAccount, makeAdmin, makeCity, makeProject, makeProperties } from "./fixtures";

describe.each(TEST_ENGINES)("listing moderation on %s", (engine) => {
  let handle: DbHandle;
  let admin: AdminActor;
  let seller: Actor;
  let cityId: number;

  beforeAll(async () => {
    handle = await useTestDatabase(engine);
    admin = await makeAdmin(handle.db);
    seller = await makeAccount(handle.db, "seller", { kind: "individual" });
    cityId = (await makeCity(handle.db)).id;
  });
  afterAll(() => releaseTestDatabase(handle));

  const statusesOf = async (ids: number[]) =>
    (
      await handle.db
        .select({ status: properties.status })
        .from(properties)
        .where(inArray(properties.id, ids))
    ).map((row) => row.status);
  const auditFor = (entity: string, id: number) =>
    handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))));

  it("approves 100 listings in one transaction, with an audit row and a notice each", async () => {
    const ids = await makeProperties(handle.db, seller.id, cityId, 100);
    const result = await moderateProperties(admin, { action: "approve", ids });
    expect(result).toEqual({ action: "approve", count: 100 });
    expect(new Set(await statusesOf(ids))).toEqual(new Set(["active"]));
    const audits = await handle.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, "property.approve"), inArray(auditLog.entityId, ids.map(String))),
      );
    expect(audits).toHaveLength(100);
    expect(audits[0].actorId).toBe(admin.id);
    expect(JSON.parse(audits[0].before!)).toMatchObject({ status: "pending" });
    expect(JSON.parse(audits[0].after!)).toMatchObject({ status: "active" });
    const notes = await handle.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, seller.id), eq(notifications.kind, "listing_approved")));
    expect(notes).toHaveLength(100);
  });

  it("shows a live listing's expiry as its lifetime from approval when it has no date of its own", async () => {
    const [id] = await makeProperties(handle.db, seller.id, cityId, 1);
    expect((await getAdminProperty(admin, id)).expiresAt).toBeNull();
    await moderateProperties(admin, { action: "approve", ids: [id] });
    const [{ approvedAt }] = await handle.db
      .select({ approvedAt: properties.approvedAt })
      .from(properties)
      .where(eq(properties.id, id));
    const detail = await getAdminProperty(admin, id);
    expect(detail.property.expiresAt).toBeNull();
    expect(detail.expiresAt?.getTime()).toBe(
      approvedAt!.getTime() + LISTING_LIFETIME_DAYS * 24 * 3_600_000,
    );
  });

  it("bulk approve is all or nothing: one listing in the wrong state and none change", async () => {
    const ids = await makeProperties(handle.db, seller.id, cityId, 100);
    const [bad] = await makeProperties(handle.db, seller.id, cityId, 1, { status: "deleted" });
    const mixed = [...ids.slice(0, 57), bad, ...ids.slice(57)];
    await expect(
      moderateProperties(admin, { action: "approve", ids: mixed }),
    ).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining(`Listing #${bad}`),
    });
    expect(new Set(await statusesOf(ids))).toEqual(new Set(["pending"]));
    const audits = await handle.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.entityId, mixed.map(String)));
    expect(audits).toHaveLength(0);
  });

  it("rejects with a reason the seller sees, and requires that reason", async () => {
    const [id] = await makeProperties(handle.db, seller.id, cityId, 1);
    await expect(
      moderateProperties(admin, { action: "reject", ids: [id], reason: "" }),
    ).rejects.toMatchObject({
      name: "ZodError",
    });
    expect(await statusesOf([id])).toEqual(["pending"]);
    await moderateProperties(admin, {
      action: "reject",
      ids: [id],
      reason: "Photos do not show the property",
    });
    const [row] = await handle.db.select().from(properties).where(eq(properties.id, id));
    expect(row).toMatchObject({
      status: "rejected",
      rejectionReason: "Photos do not show the property",
    });
    const [note] = await handle.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, seller.id), eq(notifications.kind, "listing_rejected")));
    expect(note.body).toContain("was not approved: Photos do not show the property");
    const [audit] = await auditFor("property", id);
    expect(audit).toMatchObject({
      action: "property.reject",
      reason: "Photos do not show the property",
    });
  });

  it("blocks (reason required), features until a date, unfeatures and deletes — each audited", async () => {
    const [id] = await makeProperties(handle.db, seller.id, cityId, 1, { status: "active" });
    await expect(
      moderateProperties(admin, { action: "block", ids: [id], reason: "no" }),
    ).rejects.toThrow();
    await moderateProperties(admin, { action: "feature", ids: [id], until: "2099-12-31" });
    let [row] = await handle.db.select().from(properties).where(eq(properties.id, id));
    expect(row.featuredUntil?.toISOString()).toBe("2099-12-31T18:29:59.999Z");
    await moderateProperties(admin, { action: "unfeature", ids: [id] });
    [row] = await handle.db.select().from(properties).where(eq(properties.id, id));
    expect(row.featuredUntil).toBeNull();
    await moderateProperties(admin, {
      action: "block",
      ids: [id],
      reason: "Duplicate of another listing",
    });
    [row] = await handle.db.select().from(properties).where(eq(properties.id, id));
    expect(row).toMatchObject({
      status: "blocked",
      rejectionReason: "Duplicate of another listing",
    });
    await expect(
      moderateProperties(admin, { action: "feature", ids: [id], until: "2099-12-31" }),
    ).rejects.toMatchObject({
      status: 409,
    });
    await moderateProperties(admin, { action: "delete", ids: [id] });
    expect(await statusesOf([id])).toEqual(["deleted"]);
    const actions = (await auditFor("property", id)).map((a) => a.action).sort();
    expect(actions).toEqual(
      ["property.block", "property.delete", "property.feature", "property.unfeature"].sort(),
    );
  });

  it("filters the moderation table by audience, status and search", async () => {
    const agent = await makeAccount(handle.db, "seller", {
      kind: "agent",
      companyName: "Malwa Realty",
    });
    await makeProperties(handle.db, agent.id, cityId, 2, {
      postedBy: "agent",
      title: "Corner shop on MG Road",
    });
    const byAgents = await listAdminProperties(
      admin,
      { sort: "newest", page: 1, q: "malwa" },
      "agent",
    );
    expect(byAgents.total).toBe(2);
    expect(byAgents.rows[0]).toMatchObject({ companyName: "Malwa Realty", postedBy: "agent" });
    const byOwners = await listAdminProperties(
      admin,
      { sort: "newest", page: 1, q: "MG Road" },
      "individual",
    );
    expect(byOwners.total).toBe(0);
    const pending = await listAdminProperties(admin, {
      sort: "price_desc",
      page: 1,
      status: "pending",
      q: "corner",
    });
    expect(pending.rows.map((r) => r.title)).toEqual([
      "Corner shop on MG Road",
      "Corner shop on MG Road",
    ]);
    expect(pending.rows[0].price).toBeGreaterThan(pending.rows[1].price);
  });

  it("refuses to approve an under-construction project without a RERA number", async () => {
    const builder = await makeAccount(handle.db, "seller", { kind: "builder" });
    const withRera = await makeProject(handle.db, builder.id, cityId);
    const without = await makeProject(handle.db, builder.id, cityId, { reraNumber: null });
    await expect(
      moderateProjects(admin, { action: "approve", ids: [withRera, without] }),
    ).rejects.toMatchObject({
      status: 422,
      message: expect.stringContaining("has no RERA registration number"),
    });
    const rows = await handle.db
      .select({ id: projects.id, status: projects.status })
      .from(projects)
      .where(inArray(projects.id, [withRera, without]));
    expect(rows.map((r) => r.status)).toEqual(["pending", "pending"]);
    const ready = await makeProject(handle.db, builder.id, cityId, {
      reraNumber: null,
      stage: "ready",
    });
    await moderateProjects(admin, { action: "approve", ids: [withRera, ready] });
    const [audit] = await auditFor("project", withRera);
    expect(audit.action).toBe("project.approve");
  });
});
