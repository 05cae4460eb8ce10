import { eq } from "drizzle-orm";
import { reviewListingEdit } from "@/lib/admin/listings/review-listing-edit";
import { makeAdmin } from "@/lib/admin/__tests__/fixtures";
import type { AdminActor, SellerActor } from "@/lib/auth/current-user";
import type { DbHandle } from "@/lib/db/client";
import {
  jobs,
  listingEdits,
  notifications,
  priceDrops,
  properties,
  propertyMedia,
} from "@/lib/db/schema";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";
import { createListing } from "../create-listing";
import { getSellerListingForEdit, listSellerListings } from "../seller-listings";
import { updateListing } from "../update-listing";
import { flatInput, makeIndore, makeSeller, uploadSamplePhoto, useTempStorage } from "./fixtures";

// Issue 28, major 1: a live listing stays live while an edit waits for review.
describe.each(TEST_ENGINES)("edits of a live listing on %s", (engine) => {
  let handle: DbHandle;
  let cleanupStorage: () => Promise<void>;
  let seller: SellerActor;
  let admin: AdminActor;

  beforeAll(async () => {
    handle = await useTestDatabase(engine);
    ({ cleanup: cleanupStorage } = await useTempStorage());
    await makeIndore(handle.db);
    seller = await makeSeller(handle.db, "agent");
    admin = await makeAdmin(handle.db);
  });
  afterAll(async () => {
    await releaseTestDatabase(handle);
    await cleanupStorage();
  });

  const row = async (id: number) =>
    (await handle.db.select().from(properties).where(eq(properties.id, id)))[0];
  const editOf = async (id: number) =>
    (await handle.db.select().from(listingEdits).where(eq(listingEdits.propertyId, id)))[0];

  async function liveListing(title: string) {
    const photo = await uploadSamplePhoto(seller);
    const { id } = await createListing(
      seller,
      flatInput({ title, photos: [{ ...photo, width: 1, height: 1 }] }),
    );
    await handle.db
      .update(properties)
      .set({ status: "active", approvedAt: new Date() })
      .where(eq(properties.id, id));
    return id;
  }

  it("puts a price cut live at once and queues the price-drop alert", async () => {
    const id = await liveListing("Sunny 2 BHK near the park");
    const { values } = await getSellerListingForEdit(seller, id);
    const result = await updateListing(seller, id, { ...values, price: "4200000" });
    expect(result).toMatchObject({ status: "active", sentForReview: false, editPending: false });
    expect(await row(id)).toMatchObject({ status: "active", price: 4200000, pricePerSqft: 3500 });
    expect(await editOf(id)).toBeUndefined();
    const drops = await handle.db.select().from(priceDrops).where(eq(priceDrops.propertyId, id));
    expect(drops).toMatchObject([{ oldPrice: 4500000, newPrice: 4200000 }]);
    const queued = await handle.db.select().from(jobs);
    expect(queued.some((j) => JSON.stringify(j.payload).includes(`${id}`))).toBe(true);
  });

  it("keeps a listing's own map point: a price edit of a listing off its locality's centre stays live", async () => {
    const id = await liveListing("Flat two lanes off the main road");
    // A point of its own (a demo listing's, or one set before the form placed listings).
    await handle.db
      .update(properties)
      .set({ lat: 22.7531, lon: 75.8942 })
      .where(eq(properties.id, id));
    const { values } = await getSellerListingForEdit(seller, id);
    const result = await updateListing(seller, id, { ...values, price: "4300000" });
    expect(result).toMatchObject({ status: "active", sentForReview: false, editPending: false });
    expect(await row(id)).toMatchObject({ price: 4300000, lat: 22.7531, lon: 75.8942 });
    expect(await editOf(id)).toBeUndefined();

    // Moving it to another locality is a change for review, placed at that locality's centre.
    const moved = await updateListing(seller, id, {
      ...values,
      localityName: "Palasia",
      localityId: null,
    });
    expect(moved).toMatchObject({ status: "active", editPending: true });
    expect(await editOf(id)).toMatchObject({ facts: { localityName: "Palasia", lat: 22.76 } });
    expect(await row(id)).toMatchObject({ localityName: "Vijay Nagar", lat: 22.7531 });
    // The seller's list marks the listing whose changes wait, and only that one.
    const { items } = await listSellerListings(seller, {});
    const marked = items.filter((i) => i.editPendingSince !== null).map((i) => i.id);
    expect(marked).toContain(id);
    expect(marked.every((m) => m === id)).toBe(true);
  });

  it("keeps the approved title and photos public while a reviewed change waits", async () => {
    const id = await liveListing("Corner flat with a view");
    const before = await handle.db
      .select()
      .from(propertyMedia)
      .where(eq(propertyMedia.propertyId, id));
    const { values } = await getSellerListingForEdit(seller, id);
    const newPhoto = await uploadSamplePhoto(seller);
    const result = await updateListing(seller, id, {
      ...values,
      title: "Corner flat with a lake view",
      price: "4400000",
      photos: [...(values.photos ?? []), { ...newPhoto, width: 1, height: 1 }],
    });
    expect(result).toMatchObject({ status: "active", sentForReview: false, editPending: true });
    // Public: the old title and photos, the new price.
    expect(await row(id)).toMatchObject({
      status: "active",
      title: "Corner flat with a view",
      price: 4400000,
    });
    const media = await handle.db
      .select()
      .from(propertyMedia)
      .where(eq(propertyMedia.propertyId, id));
    expect(media.map((m) => m.storageKey)).toEqual(before.map((m) => m.storageKey));
    // The seller's form goes on from the pending edit.
    const again = await getSellerListingForEdit(seller, id);
    expect(again.values.title).toBe("Corner flat with a lake view");
    expect(again.values.photos).toHaveLength(2);
    expect(again.editPendingSince).toBeInstanceOf(Date);

    await reviewListingEdit(admin, { decision: "approve", propertyId: id });
    expect(await row(id)).toMatchObject({
      status: "active",
      title: "Corner flat with a lake view",
      price: 4400000,
    });
    const approved = await handle.db
      .select()
      .from(propertyMedia)
      .where(eq(propertyMedia.propertyId, id));
    expect(approved).toHaveLength(2);
    expect(await editOf(id)).toBeUndefined();
    await expect(
      reviewListingEdit(admin, { decision: "approve", propertyId: id }),
    ).rejects.toMatchObject({ status: 409 });
  });

  it("drops a rejected edit, keeps the listing live and tells the seller why", async () => {
    const id = await liveListing("Quiet 3 BHK on the ring road");
    const { values } = await getSellerListingForEdit(seller, id);
    await updateListing(seller, id, { ...values, description: "Call 98xxxxxx for a discount" });
    expect(await editOf(id)).toBeDefined();
    await reviewListingEdit(admin, {
      decision: "reject",
      propertyId: id,
      reason: "Phone numbers are not allowed in the description.",
    });
    expect(await editOf(id)).toBeUndefined();
    expect(await row(id)).toMatchObject({ status: "active", description: "" });
    const told = await handle.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, seller.id));
    // The reason's own full stop ends it: not "description.. The listing".
    expect(told.map((n) => n.body).join("\n")).toContain(
      "were not approved: Phone numbers are not allowed in the description. The listing stays live",
    );
  });

  it("drops the pending edit when the seller goes back to the approved facts", async () => {
    const id = await liveListing("Garden flat in Vijay Nagar");
    const { values } = await getSellerListingForEdit(seller, id);
    await updateListing(seller, id, { ...values, title: "Garden flat, renovated" });
    expect(await editOf(id)).toBeDefined();
    const result = await updateListing(seller, id, values);
    expect(result).toMatchObject({ status: "active", editPending: false });
    expect(await editOf(id)).toBeUndefined();
  });

  it("still sends a paused listing's reviewed changes to review, but not its price", async () => {
    const id = await liveListing("Paused flat");
    await handle.db.update(properties).set({ status: "paused" }).where(eq(properties.id, id));
    const { values } = await getSellerListingForEdit(seller, id);
    expect(await updateListing(seller, id, { ...values, price: "4300000" })).toMatchObject({
      status: "paused",
    });
    expect(
      await updateListing(seller, id, { ...values, price: "4300000", title: "Paused flat, new" }),
    ).toMatchObject({ status: "pending", sentForReview: true });
  });
});
