import { eq } from "drizzle-orm";
import sharp from "sharp";
import type { DbHandle } from "@/lib/db/client";
import { photoHashes } from "@/lib/db/schema";
import { makeSeller, useTempStorage } from "@/lib/listings/__tests__/fixtures";
import { storePhoto } from "@/lib/media/upload-photo";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";
import { readPhotoFacts } from "../photo-facts";
import { hammingDistance, SAME_PHOTO_MAX_DISTANCE } from "../photo-hash";
import { patterned, photoWithExif } from "./trust-fixtures";

describe("photo fingerprints", () => {
  it("reads the EXIF position and date, and nothing from a photo without them", async () => {
    const facts = await readPhotoFacts(
      await photoWithExif({ lat: 22.7533, lon: 75.8937, takenAt: "2026:10:20 10:00:00" }),
    );
    expect(facts.lat).toBeCloseTo(22.7533, 3);
    expect(facts.lon).toBeCloseTo(75.8937, 3);
    expect(facts.takenAt?.getUTCFullYear()).toBe(2026);
    const bare = await readPhotoFacts(await patterned());
    expect(bare).toMatchObject({ lat: null, lon: null, takenAt: null });
  });

  it("hashes a resized, re-encoded copy close to the original and another picture far", async () => {
    const original = await patterned(0);
    const copy = await sharp(original).resize(320).webp({ quality: 60 }).toBuffer();
    const other = await patterned(3);
    const [a, b, c] = await Promise.all([original, copy, other].map(readPhotoFacts));
    expect(hammingDistance(a.hash, b.hash)).toBeLessThanOrEqual(SAME_PHOTO_MAX_DISTANCE);
    expect(hammingDistance(a.hash, c.hash)).toBeGreaterThan(10);
  });
});

describe.each(TEST_ENGINES)("stored photo fingerprints on %s", (engine) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    handle = await useTestDatabase(engine);
    ({ cleanup } = await useTempStorage());
  });
  afterAll(async () => {
    await releaseTestDatabase(handle);
    await cleanup();
  });

  it("keeps the hash and EXIF of an upload under its key, read before the metadata is stripped", async () => {
    const seller = await makeSeller(handle.db, "individual");
    const stored = await storePhoto(
      seller.id,
      "listings",
      await photoWithExif({ lat: 22.7533, lon: 75.8937, takenAt: "2026:10:20 10:00:00" }),
    );
    const [row] = await handle.db
      .select()
      .from(photoHashes)
      .where(eq(photoHashes.storageKey, stored.key));
    expect(row).toMatchObject({ sellerId: seller.id });
    expect(row.lat).toBeCloseTo(22.7533, 3);
    expect(row.takenAt).not.toBeNull();
    const noExif = await storePhoto(seller.id, "listings", await patterned(1));
    const [bare] = await handle.db
      .select()
      .from(photoHashes)
      .where(eq(photoHashes.storageKey, noExif.key));
    expect(bare).toMatchObject({ lat: null, lon: null, takenAt: null });
  });
});
