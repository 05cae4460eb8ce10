import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import type { SellerActor } from "@/lib/auth/current-user";
import type { DbHandle } from "@/lib/db/client";
import { listingChecks, otpCodes, priceTrends, properties, trustFlags } from "@/lib/db/schema";
import { createListing } from "@/lib/listings/create-listing";
import {
  flatInput,
  makeIndore,
  makeSeller,
  useTempStorage,
} from "@/lib/listings/__tests__/fixtures";
import { storePhoto } from "@/lib/media/upload-photo";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";
import type { ListingFormInput } from "@/lib/validation/listing";
import { screenListing } from "../screen-listing";
import { patterned, photoWithExif } from "./trust-fixtures";

describe.each(TEST_ENGINES)("duplicate and fake signals on %s", (engine) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;
  let cityId: number;
  let localityId: number;

  beforeAll(async () => {
    handle = await useTestDatabase(engine);
    ({ cleanup } = await useTempStorage());
    ({ cityId, localityId } = await makeIndore(handle.db));
  });
  afterAll(async () => {
    await releaseTestDatabase(handle);
    await cleanup();
  });

  async function post(
    seller: SellerActor,
    photos: Buffer[],
    overrides: Partial<ListingFormInput> = {},
  ) {
    const stored = [];
    for (const p of photos) stored.push(await storePhoto(seller.id, "listings", p));
    const { id } = await createListing(
      seller,
      flatInput({ photos: stored.map((s) => ({ ...s, alt: "" })), ...overrides }),
    );
    return id;
  }
  async function flagsOf(id: number) {
    return handle.db
      .select({
        kind: trustFlags.kind,
        other: trustFlags.otherPropertyId,
        evidence: trustFlags.evidence,
      })
      .from(trustFlags)
      .where(eq(trustFlags.propertyId, id));
  }

  it("flags the same photo and the same flat from another seller, not from the same seller", async () => {
    const a = await makeSeller(handle.db, "individual");
    const b = await makeSeller(handle.db, "agent");
    const photo = await patterned(2);
    const first = await post(a, [photo], { area: "1200" });
    await screenListing(first);
    expect(await flagsOf(first)).toEqual([]);

    // Another seller: the same photo re-encoded smaller, the same flat 1 % larger.
    const copy = await sharp(photo).resize(800).jpeg({ quality: 70 }).toBuffer();
    const second = await post(b, [copy], { area: "1212" });
    const found = await flagsOf(second);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: "same_photo", other: first }),
        expect.objectContaining({ kind: "same_listing", other: first }),
      ]),
    );
    expect(found.find((f) => f.kind === "same_photo")?.evidence.distance).toBeLessThanOrEqual(6);

    // The same seller again: nothing against their own listing (only against the other seller's).
    const again = await post(a, [photo], { area: "1200" });
    const againFlags = await flagsOf(again);
    expect(againFlags.map((f) => f.other)).not.toContain(first);
    expect(againFlags.every((f) => f.other === second)).toBe(true);
    // Another seller, 8 % larger, another picture: none.
    const c = await makeSeller(handle.db, "agent");
    const different = await post(c, [await patterned(5)], { area: "1300" });
    expect(await flagsOf(different)).toEqual([]);

    // Screening again (an edit) files nothing twice.
    await screenListing(second);
    const settled = (await flagsOf(second)).length;
    await screenListing(second);
    expect((await flagsOf(second)).length).toBe(settled);
  });

  it("flags an owner whose phone other accounts verified, and an owner with more than 5 listings", async () => {
    const owner = await makeSeller(handle.db, "individual");
    const other = await makeSeller(handle.db, "individual");
    await handle.db.insert(otpCodes).values({
      phone: owner.phone,
      purpose: `phone-change:${other.id}`,
      codeHash: "x",
      expiresAt: new Date(),
      consumedAt: new Date(),
    });
    const id = await post(owner, [], { area: "700", localityName: "Palasia" });
    expect(await flagsOf(id)).toEqual([
      expect.objectContaining({ kind: "shared_phone", evidence: { accounts: [other.id] } }),
    ]);

    const busy = await makeSeller(handle.db, "individual");
    const ids = [];
    for (let i = 0; i < 6; i++)
      ids.push(await post(busy, [], { area: String(500 + i * 100), localityName: "Rau" }));
    for (const id5 of ids.slice(0, 5)) {
      expect((await flagsOf(id5)).map((f) => f.kind)).not.toContain("many_owner_listings");
    }
    expect((await flagsOf(ids[5])).map((f) => f.kind)).toContain("many_owner_listings");
    // An agent's many listings are not a signal.
    const agent = await makeSeller(handle.db, "agent");
    const agentIds = [];
    for (let i = 0; i < 6; i++)
      agentIds.push(await post(agent, [], { area: String(2000 + i * 100), localityName: "Rau" }));
    expect((await flagsOf(agentIds[5])).map((f) => f.kind)).not.toContain("many_owner_listings");
  });

  it("flags a price 40 % or more below the locality median for the type and BHK", async () => {
    await handle.db.insert(priceTrends).values({
      cityId,
      localityId: (await handle.db.select().from(properties).limit(1))[0]?.localityId ?? localityId,
      dealType: "sale",
      propertyType: "FlatApartment",
      bhk: 2,
      month: "2026-10-01",
      listings: 30,
      p25: 4000,
      median: 5000,
      p75: 6000,
    });
    const seller = await makeSeller(handle.db, "agent");
    // 1,200 sq ft: ₹30 L is ₹2,500 / sq ft (half the median); ₹45 L is ₹3,750 (25 % below).
    const cheap = await post(seller, [], { price: "3000000", area: "1205" });
    const fair = await post(seller, [], { price: "4500000", area: "1195" });
    expect(await flagsOf(cheap)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: "low_price",
          evidence: expect.objectContaining({
            median: 5000,
            pricePerSqft: 2490,
            scope: "locality",
          }),
        }),
      ]),
    );
    expect((await flagsOf(fair)).map((f) => f.kind)).not.toContain("low_price");
  });

  it("records photos taken at the place when EXIF says so, and claims nothing without EXIF", async () => {
    const seller = await makeSeller(handle.db, "individual");
    const [loc] = await handle.db
      .select()
      .from(properties)
      .where(eq(properties.localityId, localityId))
      .limit(1);
    const now = new Date();
    const stamp = `${now.getUTCFullYear()}:${String(now.getUTCMonth() + 1).padStart(2, "0")}:01 10:00:00`;
    const near = await post(
      seller,
      [await photoWithExif({ lat: loc.lat! + 0.005, lon: loc.lon!, takenAt: stamp, shade: 7 })],
      { area: "3000" },
    );
    const far = await post(
      seller,
      [await photoWithExif({ lat: loc.lat! + 0.1, lon: loc.lon!, takenAt: stamp, shade: 8 })],
      { area: "3100" },
    );
    const bare = await post(seller, [await patterned(9)], { area: "3200" });
    const check = async (id: number) =>
      (
        await handle.db
          .select({ status: listingChecks.status })
          .from(listingChecks)
          .where(and(eq(listingChecks.propertyId, id), eq(listingChecks.kind, "photos")))
      ).map((r) => r.status);
    expect(await check(near)).toEqual(["passed"]);
    expect(await check(far)).toEqual(["failed"]);
    expect(await check(bare)).toEqual([]);
  });
});
