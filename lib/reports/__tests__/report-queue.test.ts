import { eq } from "drizzle-orm";
import type { Actor, AdminActor } from "@/lib/auth/current-user";
import type { DbHandle } from "@/lib/db/client";
import { auditLog, listingReports, notifications, properties } from "@/lib/db/schema";
import { addCity, addProperty, addUser } from "@/lib/properties/__tests__/fixtures";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";
import { decideReports } from "../decide-reports";
import { ALREADY_REPORTED, reportListing } from "../report-listing";
import { countListingReports, countOpenReports, listReportQueue } from "../report-queue";

describe.each(TEST_ENGINES)("the moderators' report queue on %s", (engine) => {
  let handle: DbHandle;
  let admin: AdminActor;
  let seller: Actor;
  let buyers: Actor[];
  let cityId: number;
  let once: number;
  let many: number;

  const addListing = async (title: string) =>
    (await addProperty(handle.db, seller.id, cityId, { title })).id;
  const noticesOf = (userId: number) =>
    handle.db
      .select({
        kind: notifications.kind,
        title: notifications.title,
        body: notifications.body,
        link: notifications.link,
      })
      .from(notifications)
      .where(eq(notifications.userId, userId));
  const openIds = async () =>
    (await listReportQueue(admin)).rows.map((r) => [r.listing.id, r.openCount]);

  beforeAll(async () => {
    handle = await useTestDatabase(engine);
    cityId = (await addCity(handle.db)).id;
    admin = (await addUser(handle.db, { role: "admin" })) as AdminActor;
    seller = await addUser(handle.db, { role: "seller", kind: "individual" });
    buyers = [];
    for (let i = 0; i < 4; i++) buyers.push(await addUser(handle.db));
    once = await addListing("Reported once");
    many = await addListing("Reported by three buyers");
    // The single report is older: the listing reported three times still comes first.
    await reportListing(buyers[0], { propertyId: once, reason: "wrong_price", details: "Too low" });
    for (const b of buyers.slice(1)) {
      await reportListing(b, {
        propertyId: many,
        reason: "fake_photos",
        details: `Photos are from another building (${b.id})`,
      });
    }
  });
  afterAll(() => releaseTestDatabase(handle));

  it("lists open reports per listing, the most reported first, with reporter and reason", async () => {
    const queue = await listReportQueue(admin);
    expect(queue.counts).toEqual({ open: 4, closed: 0 });
    expect(queue.total).toBe(2);
    expect(queue.rows.map((r) => [r.listing.id, r.openCount, r.totalCount])).toEqual([
      [many, 3, 3],
      [once, 1, 1],
    ]);
    const [first] = queue.rows;
    expect(first.listing).toMatchObject({
      title: "Reported by three buyers",
      status: "active",
      sellerId: seller.id,
    });
    expect(first.reports).toHaveLength(3);
    expect(first.reports[0]).toMatchObject({
      reason: "fake_photos",
      status: "open",
      reporter: { id: buyers[3].id, role: "user", filed: 1, dismissed: 0 },
    });
    expect(first.reports[0].reporter?.name).toBe(`${buyers[3].firstName} ${buyers[3].lastName}`);
    expect(first.reports[0].details).toMatch(/another building/);

    const oldest = await listReportQueue(admin, { sort: "oldest" });
    expect(oldest.rows.map((r) => r.listing.id)).toEqual([once, many]);
    const one = await listReportQueue(admin, { listing: once });
    expect(one.rows.map((r) => r.listing.id)).toEqual([once]);
    expect(await countListingReports(admin, many)).toEqual({ open: 3, total: 3 });
    expect(await countOpenReports(admin)).toEqual({ reports: 4, listings: 2 });
  });

  it("dismisses one report with a note, records who and when, and keeps the listing", async () => {
    const [report] = (await listReportQueue(admin, { listing: many })).rows[0].reports;
    const result = await decideReports(admin, {
      propertyId: many,
      reportId: report.id,
      decision: "dismiss",
      note: "Photos match the building",
    });
    expect(result).toMatchObject({ status: "dismissed", closed: 1 });
    const [row] = await handle.db
      .select()
      .from(listingReports)
      .where(eq(listingReports.id, report.id));
    expect(row).toMatchObject({
      status: "dismissed",
      resolvedBy: admin.id,
      resolutionNote: "Photos match the building",
    });
    expect(row.resolvedAt).toBeInstanceOf(Date);
    const [listing] = await handle.db.select().from(properties).where(eq(properties.id, many));
    expect(listing.status).toBe("active");
    expect(await openIds()).toEqual([
      [many, 2],
      [once, 1],
    ]);
    const closed = await listReportQueue(admin, { view: "closed" });
    expect(closed.rows[0].reports).toEqual([
      expect.objectContaining({
        id: report.id,
        status: "dismissed",
        resolvedByName: `${admin.firstName} ${admin.lastName}`,
      }),
    ]);
    const audit = await handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "listing_report.dismiss"));
    expect(audit).toEqual([
      expect.objectContaining({ actorId: admin.id, entity: "property", entityId: String(many) }),
    ]);
    // The reporter hears the outcome (not the admin's note); the others' reports are still open.
    const reporter = buyers.find((b) => b.id === report.reporter?.id)!;
    expect(await noticesOf(reporter.id)).toEqual([
      {
        kind: "report_closed",
        title: "We reviewed your report: Reported by three buyers",
        body: "We checked this listing and found nothing against our rules. Thank you for telling us.",
        link: expect.stringMatching(new RegExp(`^/property/.+-${many}$`)),
      },
    ]);
    for (const other of buyers.filter((b) => b.id !== reporter.id))
      expect(await noticesOf(other.id)).toEqual([]);
    // Closed once: a second decision on it is refused, not repeated.
    await expect(
      decideReports(admin, { propertyId: many, reportId: report.id, decision: "resolve" }),
    ).rejects.toMatchObject({ status: 409, message: "This report was already dismissed." });
  });

  it("rejects the listing through the console's moderation and resolves all its open reports", async () => {
    await expect(
      decideReports(admin, { propertyId: many, decision: "reject", note: "" }),
    ).rejects.toMatchObject({ name: "ZodError" });
    const result = await decideReports(admin, {
      propertyId: many,
      decision: "reject",
      note: "Photos are of another building",
    });
    expect(result).toMatchObject({ status: "resolved", closed: 2 });
    const [listing] = await handle.db.select().from(properties).where(eq(properties.id, many));
    expect(listing).toMatchObject({
      status: "rejected",
      rejectionReason: "Photos are of another building",
    });
    const reports = await handle.db
      .select()
      .from(listingReports)
      .where(eq(listingReports.propertyId, many));
    expect(reports.map((r) => r.status).sort()).toEqual(["dismissed", "resolved", "resolved"]);
    // Each reporter whose report this closed is told the listing was taken down, with no link.
    const told = (await Promise.all(buyers.slice(1).map((b) => noticesOf(b.id)))).flat();
    expect(told.filter((n) => n.title.startsWith("Your report was resolved"))).toEqual([
      expect.objectContaining({
        title: "Your report was resolved: Reported by three buyers",
        body: "The listing has been taken down. Thank you for telling us.",
        link: null,
      }),
      expect.objectContaining({
        body: "The listing has been taken down. Thank you for telling us.",
      }),
    ]);
    expect(await openIds()).toEqual([[once, 1]]);
    await expect(
      decideReports(admin, { propertyId: many, decision: "resolve" }),
    ).rejects.toMatchObject({ status: 409, message: "This listing has no open reports." });
  });

  it("leaves the reports open when the listing's status refuses the action", async () => {
    const sold = (await addProperty(handle.db, seller.id, cityId, { status: "sold" })).id;
    await reportListing(buyers[0], { propertyId: sold, reason: "already_sold" });
    await expect(
      decideReports(admin, { propertyId: sold, decision: "reject", note: "Already sold here" }),
    ).rejects.toMatchObject({ status: 409 });
    expect(await countListingReports(admin, sold)).toEqual({ open: 1, total: 1 });
    await decideReports(admin, { propertyId: sold, decision: "resolve", note: "Marked sold" });
    expect(await countListingReports(admin, sold)).toEqual({ open: 0, total: 1 });
  });

  it("answers bad ids with 404 and bad input with a zod error, never a crash", async () => {
    await expect(
      decideReports(admin, { propertyId: 2_000_000_000, decision: "dismiss" }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      decideReports(admin, { propertyId: once, reportId: 2_000_000_000, decision: "dismiss" }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      decideReports(admin, { propertyId: -1, decision: "dismiss" }),
    ).rejects.toMatchObject({ name: "ZodError" });
    await expect(
      decideReports(admin, { propertyId: once, decision: "delete" as "dismiss" }),
    ).rejects.toMatchObject({ name: "ZodError" });
    // A report id of another listing is not this listing's report.
    const [other] = (await listReportQueue(admin, { listing: once })).rows[0].reports;
    await expect(
      decideReports(admin, { propertyId: many, reportId: other.id, decision: "dismiss" }),
    ).rejects.toMatchObject({ status: 404 });
    // Filters from a hand-edited URL fall back to the defaults.
    const queue = await listReportQueue(admin, {
      view: "nonsense" as "open",
      page: -3,
    });
    expect(queue.page).toBe(1);
  });

  it("is for administrators only: a buyer or a seller cannot read or decide", async () => {
    for (const actor of [buyers[0], seller]) {
      const asAdmin = actor as AdminActor;
      await expect(listReportQueue(asAdmin)).rejects.toMatchObject({ status: 403 });
      await expect(countListingReports(asAdmin, once)).rejects.toMatchObject({ status: 403 });
      await expect(countOpenReports(asAdmin)).rejects.toMatchObject({ status: 403 });
      await expect(
        decideReports(asAdmin, { propertyId: once, decision: "dismiss" }),
      ).rejects.toMatchObject({ status: 403 });
    }
    expect(await countListingReports(admin, once)).toEqual({ open: 1, total: 1 });
  });

  it("lets a buyer report again only once the earlier report is closed", async () => {
    const listing = await addListing("Reported, closed, reported again");
    const buyer = buyers[1];
    await reportListing(buyer, { propertyId: listing, reason: "spam" });
    await expect(
      reportListing(buyer, { propertyId: listing, reason: "spam" }),
    ).rejects.toMatchObject({ status: 409, message: ALREADY_REPORTED });
    await decideReports(admin, { propertyId: listing, decision: "dismiss" });
    // Closed: "already reported … reviewing it" would no longer be true.
    const again = await reportListing(buyer, {
      propertyId: listing,
      reason: "wrong_location",
      details: "The map pin is in another city",
    });
    expect(again.reportId).toEqual(expect.any(Number));
    expect(await countListingReports(admin, listing)).toEqual({ open: 1, total: 2 });
    // Two clicks at once still make one open report (the database holds the rule).
    const racer = buyers[2];
    const results = await Promise.allSettled([
      reportListing(racer, { propertyId: listing, reason: "spam" }),
      reportListing(racer, { propertyId: listing, reason: "spam" }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.find((r) => r.status === "rejected")).toMatchObject({
      reason: { status: 409, message: ALREADY_REPORTED },
    });
  });
});
