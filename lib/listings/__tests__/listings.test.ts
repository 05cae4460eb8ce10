import { eq } from "drizzle-orm";
import { ZodError } from "zod";
import type { SellerActor } from "@/lib/auth/current-user";
import type { DbHandle } from "@/lib/db/client";
import { listingDrafts, notifications, properties, propertyMedia } from "@/lib/db/schema";
import { searchProperties } from "@/lib/search/search-properties";
import { sitemapUrls } from "@/lib/seo/sitemap";
import { propertyPath } from "@/lib/seo/urls";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";
import { parseSearchParams } from "@/lib/validation/search";
import { changeListingStatus } from "../change-listing-status";
import { createListing } from "../create-listing";
import { expireListings } from "../expire-listings";
import { getListingDraft, saveListingDraft } from "../listing-drafts";
import { suggestLocalities } from "../locality-suggestions";
import { getSellerListingForEdit, listSellerListings } from "../seller-listings";
import { updateListing } from "../update-listing";
import { flatInput, makeIndore, makeSeller, uploadSamplePhoto, useTempStorage } from "./fixtures";

const DAY = 24 * 60 * 60 * 1000;

describe.each(TEST_ENGINES)("seller listings on %s", (engine) => {
  let handle: DbHandle;
  let cleanupStorage: () => Promise<void>;
  let sellerA: SellerActor;
  let sellerB: SellerActor;
  let localityId: number;

  beforeAll(async () => {
    handle = await useTestDatabase(engine);
    ({ cleanup: cleanupStorage } = await useTempStorage());
    ({ localityId } = await makeIndore(handle.db));
    sellerA = await makeSeller(handle.db, "agent");
    sellerB = await makeSeller(handle.db, "individual");
  });
  afterAll(async () => {
    await releaseTestDatabase(handle);
    await cleanupStorage();
  });

  const statusOf = async (id: number) =>
    (await handle.db.select().from(properties).where(eq(properties.id, id)))[0];

  async function liveListing(seller = sellerA) {
    const { id } = await createListing(seller, flatInput());
    await handle.db
      .update(properties)
      .set({ status: "active", approvedAt: new Date() })
      .where(eq(properties.id, id));
    return id;
  }

  it("posts a flat for review with its photos in one go and clears the draft", async () => {
    await saveListingDraft(sellerA, { propertyType: "FlatApartment", area: "12" });
    expect(await getListingDraft(sellerA)).not.toBeNull();
    const photos = await Promise.all([1, 2, 3].map(() => uploadSamplePhoto(sellerA)));
    const { id, status } = await createListing(
      sellerA,
      flatInput({
        photos: photos.map((p) => ({ ...p, width: 1, height: 1 })),
        coverKey: photos[1].key,
        areaUnit: "sqyd",
        area: "150",
      }),
    );
    expect(status).toBe("pending");
    const row = await statusOf(id);
    expect(row).toMatchObject({
      sellerId: sellerA.id,
      postedBy: "agent",
      status: "pending",
      bhk: 2,
      floorNo: 3,
      furnishing: "semi",
      areaValue: 150,
      areaUnit: "sqyd",
      areaSqft: 1350,
      carpetAreaSqft: 1350,
      localityId,
      cityName: "Indore",
      state: "Madhya Pradesh",
      price: 4500000,
      title: "2 BHK Flat / Apartment for Sale in Vijay Nagar, Indore",
    });
    const media = await handle.db
      .select()
      .from(propertyMedia)
      .where(eq(propertyMedia.propertyId, id))
      .orderBy(propertyMedia.position);
    expect(media.map((m) => m.storageKey)).toEqual(photos.map((p) => p.key));
    expect(media.map((m) => m.isCover)).toEqual([false, true, false]);
    // Dimensions come from the stored file, not from what the browser claimed.
    expect(media[0]).toMatchObject({ width: 960, height: 600 });
    expect(await getListingDraft(sellerA)).toBeNull();
    expect(
      await handle.db.select().from(listingDrafts).where(eq(listingDrafts.sellerId, sellerA.id)),
    ).toHaveLength(0);
  });

  it("asks for the fields of the chosen type", async () => {
    await expect(createListing(sellerA, flatInput({ details: {} }))).rejects.toThrow(ZodError);
    const error = await createListing(
      sellerA,
      flatInput({ propertyType: "Land", details: { bhk: "3" } }),
    ).catch((e: ZodError) => e);
    const paths = (error as ZodError).issues.map((i) => i.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["details.openSides", "details.landUse"]));
    expect(paths).not.toContain("details.bhk");
    const { id } = await createListing(
      sellerA,
      flatInput({
        propertyType: "Land",
        areaUnit: "acre",
        area: "2",
        details: { bhk: "3", openSides: "2", landUse: "agricultural", plotLength: "300" },
      }),
    );
    const row = await statusOf(id);
    expect(row).toMatchObject({ bhk: null, plotAreaSqft: 87120, carpetAreaSqft: null });
    expect(row.extras).toMatchObject({ openSides: "2", landUse: "agricultural", plotLength: 300 });
  });

  it("refuses a floor above the building's total floors, on posting and on editing", async () => {
    const floors = (floorNo: string, totalFloors: string) =>
      flatInput({
        details: { bhk: "2", floorNo, totalFloors, furnishing: "semi", possession: "ready" },
      });
    const refusal = (error: unknown) =>
      (error as ZodError).issues.map((i) => [i.path.join("."), i.message]);
    const posted = await createListing(sellerA, floors("3", "2")).catch((e: unknown) => e);
    expect(posted).toBeInstanceOf(ZodError);
    expect(refusal(posted)).toEqual([
      ["details.floorNo", "Floor number cannot be above the total floors"],
    ]);
    const { id } = await createListing(sellerA, floors("2", "2"));
    expect(await statusOf(id)).toMatchObject({ floorNo: 2, totalFloors: 2 });
    const edited = await updateListing(sellerA, id, floors("5", "2")).catch((e: unknown) => e);
    expect(refusal(edited)).toEqual([
      ["details.floorNo", "Floor number cannot be above the total floors"],
    ]);
    expect(await statusOf(id)).toMatchObject({ floorNo: 2, totalFloors: 2 });
    await updateListing(sellerA, id, floors("-1", "2"));
    expect(await statusOf(id)).toMatchObject({ floorNo: -1, totalFloors: 2 });
  });

  it("shows each listing's own cover photo in the seller's table", async () => {
    const [a1, a2, b1] = await Promise.all([
      uploadSamplePhoto(sellerA),
      uploadSamplePhoto(sellerA),
      uploadSamplePhoto(sellerB),
    ]);
    const first = await createListing(sellerA, flatInput({ photos: [a1], coverKey: a1.key }));
    const second = await createListing(sellerA, flatInput({ photos: [a2], coverKey: a2.key }));
    const other = await createListing(sellerB, flatInput({ photos: [b1], coverKey: b1.key }));
    const coverOf = async (seller: SellerActor, id: number) =>
      (await listSellerListings(seller, {})).items.find((i) => i.id === id)?.coverUrl;
    expect(await coverOf(sellerA, first.id)).toContain(a1.key);
    expect(await coverOf(sellerA, second.id)).toContain(a2.key);
    expect(await coverOf(sellerB, other.id)).toContain(b1.key);
  });

  it("shows a live listing's expiry (90 days after approval) and none while in review", async () => {
    const approvedAt = new Date("2026-03-01T06:30:00Z");
    const id = await liveListing();
    await handle.db.update(properties).set({ approvedAt }).where(eq(properties.id, id));
    const { id: pendingId } = await createListing(sellerA, flatInput());
    const { items } = await listSellerListings(sellerA, {});
    expect(items.find((i) => i.id === id)?.expiresAt).toBe(
      new Date(approvedAt.getTime() + 90 * DAY).toISOString(),
    );
    expect(items.find((i) => i.id === pendingId)?.expiresAt).toBeNull();
  });

  it("refuses photos uploaded by another seller", async () => {
    const other = await uploadSamplePhoto(sellerB);
    await expect(createListing(sellerA, flatInput({ photos: [other] }))).rejects.toThrow(
      "not yours",
    );
  });

  it("keeps seller B out of seller A's listing: read, edit, status change", async () => {
    const id = await liveListing();
    const before = await statusOf(id);
    await expect(getSellerListingForEdit(sellerB, id)).rejects.toMatchObject({ status: 404 });
    await expect(updateListing(sellerB, id, flatInput({ price: "1000" }))).rejects.toMatchObject({
      status: 404,
    });
    await expect(changeListingStatus(sellerB, id, "delete")).rejects.toMatchObject({ status: 404 });
    expect((await listSellerListings(sellerB, {})).items.map((i) => i.id)).not.toContain(id);
    expect(await statusOf(id)).toEqual(before);
  });

  it("keeps a live listing live when its facts change (reviewed changes wait aside)", async () => {
    const id = await liveListing();
    const { values } = await getSellerListingForEdit(sellerA, id);
    const same = await updateListing(sellerA, id, values);
    expect(same).toMatchObject({ status: "active", sentForReview: false, editPending: false });
    const changed = await updateListing(sellerA, id, { ...values, price: "4700000" });
    expect(changed).toMatchObject({ status: "active", sentForReview: false, editPending: false });
    expect(await statusOf(id)).toMatchObject({ status: "active", price: 4700000 });
    const retitled = await updateListing(sellerA, id, { ...values, title: "A brand new title" });
    expect(retitled).toMatchObject({ status: "active", editPending: true });
  });

  it("resubmits a rejected listing and clears the reason", async () => {
    const { id } = await createListing(sellerA, flatInput());
    await handle.db
      .update(properties)
      .set({ status: "rejected", rejectionReason: "Photos are blurry" })
      .where(eq(properties.id, id));
    const edit = await getSellerListingForEdit(sellerA, id);
    expect(edit).toMatchObject({ status: "rejected", rejectionReason: "Photos are blurry" });
    await updateListing(sellerA, id, edit.values);
    expect(await statusOf(id)).toMatchObject({ status: "pending", rejectionReason: null });
  });

  it("pauses, unpauses and marks sold or rented", async () => {
    const id = await liveListing();
    expect((await changeListingStatus(sellerA, id, "pause")).status).toBe("paused");
    await expect(changeListingStatus(sellerA, id, "pause")).rejects.toMatchObject({ status: 409 });
    expect((await changeListingStatus(sellerA, id, "unpause")).status).toBe("active");
    expect((await changeListingStatus(sellerA, id, "sold")).status).toBe("sold");
    const { id: rentId } = await createListing(
      sellerA,
      flatInput({
        dealType: "rent",
        price: "25000",
        details: {
          bhk: "2",
          floorNo: "1",
          totalFloors: "4",
          furnishing: "furnished",
          preferredTenants: "family",
          deposit: "50000",
        },
      }),
    );
    await handle.db.update(properties).set({ status: "active" }).where(eq(properties.id, rentId));
    expect((await changeListingStatus(sellerA, rentId, "sold")).status).toBe("rented");
    expect(await statusOf(rentId)).toMatchObject({ deposit: 50000, pricePerSqft: null });
  });

  it("expires listings after 90 days, warns a week before, and renews", async () => {
    const now = new Date();
    const old = await liveListing();
    const soon = await liveListing();
    await handle.db
      .update(properties)
      .set({ approvedAt: new Date(now.getTime() - 91 * DAY), expiresAt: null })
      .where(eq(properties.id, old));
    await handle.db
      .update(properties)
      .set({ expiresAt: new Date(now.getTime() + 3 * DAY) })
      .where(eq(properties.id, soon));

    const run = await expireListings(now, { sellerId: sellerA.id });
    expect(run.expired).toBeGreaterThanOrEqual(1);
    expect(await statusOf(old)).toMatchObject({ status: "expired" });
    expect(await statusOf(soon)).toMatchObject({ status: "active" });
    const again = await expireListings(now, { sellerId: sellerA.id });
    expect(again).toEqual({ expired: 0, warned: 0, tags: [] });
    const mine = await handle.db
      .select({ kind: notifications.kind, link: notifications.link })
      .from(notifications)
      .where(eq(notifications.userId, sellerA.id));
    expect(mine).toEqual(
      expect.arrayContaining([
        { kind: "listing_expired", link: "/saller/properties?status=expired" },
        { kind: "listing_expiring", link: `/saller/properties?listing=${soon}` },
      ]),
    );

    const renewed = await changeListingStatus(sellerA, old, "renew", now);
    expect(renewed.status).toBe("active");
    expect(renewed.expiresAt!.getTime()).toBe(now.getTime() + 90 * DAY);

    // A reviewed change sends it back to review; the next approval starts a fresh 90 days.
    await changeListingStatus(sellerA, old, "pause");
    const { values } = await getSellerListingForEdit(sellerA, old);
    await updateListing(sellerA, old, { ...values, title: "Renewed flat, new title" });
    expect(await statusOf(old)).toMatchObject({ status: "pending", expiresAt: null });
    await expect(changeListingStatus(sellerB, old, "renew")).rejects.toMatchObject({ status: 404 });
  });

  it("soft-deletes: the row stays, marked deleted, and is out of every list", async () => {
    const { id } = await createListing(
      sellerA,
      flatInput({ title: "Zanskarview corner flat with two balconies" }),
    );
    await handle.db
      .update(properties)
      .set({ status: "active", approvedAt: new Date() })
      .where(eq(properties.id, id));
    const searchIds = async () => {
      const { filters, errors } = parseSearchParams({
        transactionType: "Buy",
        searchQuery: "zanskarview",
      });
      expect(errors).toEqual({});
      return (await searchProperties(filters, handle.db)).data.map((d) => d.id);
    };
    const sitemapLocs = async () =>
      ((await sitemapUrls("properties-0", "https://landacre.in")) ?? []).map((u) => u.loc);
    const path = `https://landacre.in${propertyPath({ id, slug: (await statusOf(id)).slug })}`;
    expect(await searchIds()).toEqual([id]);
    expect(await sitemapLocs()).toContain(path);

    expect((await changeListingStatus(sellerA, id, "delete")).status).toBe("deleted");
    expect(await statusOf(id)).toMatchObject({ status: "deleted" });
    expect(await searchIds()).toEqual([]);
    expect(await sitemapLocs()).not.toContain(path);
    expect((await listSellerListings(sellerA, {})).items.map((i) => i.id)).not.toContain(id);
    await expect(getSellerListingForEdit(sellerA, id)).rejects.toMatchObject({ status: 404 });
    await expect(changeListingStatus(sellerA, id, "renew")).rejects.toMatchObject({ status: 404 });
  });

  it("searches and filters the seller's table", async () => {
    const { items } = await listSellerListings(sellerA, { status: "sold" });
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.status === "sold")).toBe(true);
    const found = await listSellerListings(sellerA, { q: "vijay" });
    expect(found.total).toBeGreaterThan(0);
    expect((await listSellerListings(sellerA, { q: "no-such-place" })).total).toBe(0);
    // What the table sends for "All statuses" after a row action refetches it.
    const all = await listSellerListings(sellerA, { q: "", status: "", page: "1" });
    expect(all.total).toBe((await listSellerListings(sellerA, {})).total);
  });

  it("suggests localities of the chosen city, tolerating typos", async () => {
    expect((await suggestLocalities({ city: "indore", q: "vij" })).map((l) => l.name)).toEqual([
      "Vijay Nagar",
    ]);
    expect((await suggestLocalities({ city: "indore", q: "palasiya" }))[0]?.name).toBe("Palasia");
    expect(await suggestLocalities({ city: "nowhere", q: "a" })).toEqual([]);
  });
});
