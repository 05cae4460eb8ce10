import type { Actor } from "@/lib/auth/current-user";
import type { DbHandle } from "@/lib/db/client";
import { listingReports } from "@/lib/db/schema";
import { addCity, addProperty, addUser } from "@/lib/properties/__tests__/fixtures";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";
import { ALREADY_REPORTED, reportListing } from "../report-listing";

describe.each(TEST_ENGINES)("reporting listings on %s", (engine) => {
  let handle: DbHandle;
  let buyer: Actor;
  let activeId: number;
  let blockedId: number;

  beforeAll(async () => {
    handle = await useTestDatabase(engine);
    const city = await addCity(handle.db);
    const seller = await addUser(handle.db, { role: "seller", kind: "individual" });
    buyer = await addUser(handle.db);
    activeId = (await addProperty(handle.db, seller.id, city.id)).id;
    blockedId = (await addProperty(handle.db, seller.id, city.id, { status: "blocked" })).id;
  });
  afterAll(() => releaseTestDatabase(handle));

  it("asks guests to log in", async () => {
    await expect(
      reportListing(null, { propertyId: activeId, reason: "spam" }),
    ).rejects.toMatchObject({ status: 401 });
  });

  it("files one open report per account and listing", async () => {
    const { reportId } = await reportListing(buyer, {
      propertyId: activeId,
      reason: "wrong_price",
      details: " too low ",
    });
    const rows = await handle.db.select().from(listingReports);
    expect(rows).toEqual([
      expect.objectContaining({
        id: reportId,
        propertyId: activeId,
        userId: buyer.id,
        reason: "wrong_price",
        details: "too low",
        status: "open",
      }),
    ]);
    await expect(
      reportListing(buyer, { propertyId: activeId, reason: "spam" }),
    ).rejects.toMatchObject({
      status: 409,
      message: ALREADY_REPORTED,
    });
  });

  it("needs details for “other” and a known reason", async () => {
    const other = await addUser(handle.db);
    await expect(
      reportListing(other, { propertyId: activeId, reason: "other", details: "bad" }),
    ).rejects.toMatchObject({
      name: "ZodError",
    });
    await expect(
      reportListing(other, { propertyId: activeId, reason: "nonsense" as "spam" }),
    ).rejects.toMatchObject({ name: "ZodError" });
    await expect(
      reportListing(other, {
        propertyId: activeId,
        reason: "other",
        details: "The photos are of another building.",
      }),
    ).resolves.toHaveProperty("reportId");
  });

  it("refuses listings without a public page", async () => {
    await expect(
      reportListing(buyer, { propertyId: blockedId, reason: "spam" }),
    ).rejects.toMatchObject({ status: 404 });
  });
});
