import { eq } from "drizzle-orm";
import type { SellerActor } from "@/lib/auth/current-user";
import type { DbHandle } from "@/lib/db/client";
import { properties, propertyMedia } from "@/lib/db/schema";
import { mediaRowsFor } from "@/lib/db/seed/seed-media";
import { getStorage } from "@/lib/storage/storage";
import { listingSchema, type ListingFormInput } from "@/lib/validation/listing";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";
import { createListing } from "../create-listing";
import { getSellerListingForEdit } from "../seller-listings";
import { updateListing } from "../update-listing";
import { flatInput, makeIndore, makeSeller, uploadSamplePhoto, useTempStorage } from "./fixtures";

// A seeded (or imported) listing's photos carry keys no upload makes (`seed/apartment-16`) and
// its age may be any number of years: editing it must work, and must not open a door to others'.
describe.each(TEST_ENGINES)("editing a listing with the demo pool's photos on %s", (engine) => {
  let handle: DbHandle;
  let cleanupStorage: () => Promise<void>;
  let seller: SellerActor;

  beforeAll(async () => {
    handle = await useTestDatabase(engine);
    ({ cleanup: cleanupStorage } = await useTempStorage());
    await makeIndore(handle.db);
    seller = await makeSeller(handle.db, "agent");
  });
  afterAll(async () => {
    await releaseTestDatabase(handle);
    await cleanupStorage();
  });

  /** A live listing shaped as the seed writes it: pool photos (first is the cover), 19 years old. */
  async function seededListing(variants: number[]) {
    const { id } = await createListing(seller, flatInput({ title: `Seeded flat ${variants[0]}` }));
    await handle.db
      .update(properties)
      .set({ status: "active", approvedAt: new Date(), ageYears: 19 })
      .where(eq(properties.id, id));
    const rows = mediaRowsFor(id, "Seeded flat", { category: "apartment", variants }, new Date());
    await handle.db.insert(propertyMedia).values(rows);
    return { id, keys: rows.map((r) => r.storageKey) };
  }

  const mediaOf = (id: number) =>
    handle.db
      .select()
      .from(propertyMedia)
      .where(eq(propertyMedia.propertyId, id))
      .orderBy(propertyMedia.position);

  it("opens with its own pool photos and the age's band, and saves a new price", async () => {
    const { id, keys } = await seededListing([15, 16, 17]);
    const { values } = await getSellerListingForEdit(seller, id);
    expect(values.photos?.map((p) => p.key)).toEqual(keys);
    expect(values.details?.ageYears).toBe("10");
    expect(listingSchema.safeParse(values).success).toBe(true);

    const result = await updateListing(seller, id, { ...values, price: "4400000" });
    expect(result).toMatchObject({ status: "active", editPending: false });
    const [row] = await handle.db.select().from(properties).where(eq(properties.id, id));
    expect(row).toMatchObject({ price: 4400000, ageYears: 10 });
    expect((await mediaOf(id)).map((m) => m.storageKey)).toEqual(keys);
  });

  it("keeps the chosen cover among its pool photos, and never deletes a dropped pool file", async () => {
    const { id, keys } = await seededListing([20, 21, 22]);
    const dropped = `${keys[1]}-960.webp`;
    await getStorage().put(dropped, Buffer.from("pool"), "image/webp");
    const { values } = await getSellerListingForEdit(seller, id);
    const edit: ListingFormInput = {
      ...values,
      photos: values.photos!.filter((p) => p.key !== keys[1]),
      coverKey: keys[2],
    };
    // A paused listing takes its photo change at once (it goes back to review).
    await handle.db.update(properties).set({ status: "paused" }).where(eq(properties.id, id));
    await updateListing(seller, id, edit);
    const media = await mediaOf(id);
    expect(media.map((m) => [m.storageKey, m.isCover])).toEqual([
      [keys[0], false],
      [keys[2], true],
    ]);
    expect(await getStorage().exists(dropped)).toBe(true);
  });

  it("refuses another listing's pool photo and a pool photo on no listing", async () => {
    const mine = await seededListing([30]);
    const theirs = await seededListing([31]);
    const { values } = await getSellerListingForEdit(seller, mine.id);
    const pool = (key: string) => ({ key, url: `/media/${key}-960.webp`, width: 960, height: 720 });
    for (const key of [theirs.keys[0], "seed/apartment-40"]) {
      await expect(
        updateListing(seller, mine.id, { ...values, photos: [...values.photos!, pool(key)] }),
      ).rejects.toMatchObject({ status: 422, fieldErrors: { photos: expect.any(String) } });
    }
    expect((await mediaOf(mine.id)).map((m) => m.storageKey)).toEqual(mine.keys);
  });

  it("refuses the seller's own upload that is already another listing's photo", async () => {
    const photo = await uploadSamplePhoto(seller);
    await createListing(seller, flatInput({ title: "Has the upload", photos: [photo] }));
    const other = await seededListing([35]);
    const { values } = await getSellerListingForEdit(seller, other.id);
    await expect(
      updateListing(seller, other.id, { ...values, photos: [...values.photos!, photo] }),
    ).rejects.toMatchObject({ status: 422 });
    // A fresh upload of their own is still welcome (paused: the photo change applies at once).
    await handle.db.update(properties).set({ status: "paused" }).where(eq(properties.id, other.id));
    const fresh = await uploadSamplePhoto(seller);
    await updateListing(seller, other.id, { ...values, photos: [...values.photos!, fresh] });
    expect((await mediaOf(other.id)).map((m) => m.storageKey)).toContain(fresh.key);
  });
});
