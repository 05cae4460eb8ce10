import type { DbHandle } from "@/lib/db/client";
import { photoHashes } from "@/lib/db/schema";
import { makeSeller } from "@/lib/listings/__tests__/fixtures";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";
import { nearHashesSql } from "../near-photos";
import { hammingDistance, hashBands, SAME_PHOTO_MAX_DISTANCE, toSigned64 } from "../photo-hash";

/** `hash` with the given bit positions (0 = lowest) flipped. */
const flip = (hash: bigint, bits: number[]) =>
  BigInt.asUintN(
    64,
    bits.reduce((h, b) => h ^ (1n << BigInt(b)), hash),
  );

const BASE = 0x3c5a_96e1_0ff0_a55an;

describe.each(TEST_ENGINES)("near-duplicate photo lookup on %s", (engine) => {
  let handle: DbHandle;
  let mine: number;
  let theirs: number;
  let third: number;

  beforeAll(async () => {
    handle = await useTestDatabase(engine);
    [mine, theirs, third] = (
      await Promise.all([
        makeSeller(handle.db, "individual"),
        makeSeller(handle.db, "agent"),
        makeSeller(handle.db, "agent"),
      ])
    ).map((s) => s.id);
  });
  afterAll(async () => {
    await releaseTestDatabase(handle);
  });

  async function store(key: string, sellerId: number, hash: bigint) {
    const [band0, band1, band2, band3] = hashBands(hash);
    await handle.db
      .insert(photoHashes)
      .values({ storageKey: key, sellerId, hash: toSigned64(hash), band0, band1, band2, band3 });
  }
  async function near(hash: bigint, excludeSellerId: number) {
    const { rows } = await handle.db.execute<{ storage_key: string; distance: number }>(
      nearHashesSql(hash, excludeSellerId),
    );
    return new Map(rows.map((r) => [r.storage_key, Number(r.distance)]));
  }

  it("finds every stored photo within 6 bits, however the bits spread over the bands, and none at 7", async () => {
    // Bands are bits 63–48, 47–32, 31–16, 15–0.
    const cases: [string, number[]][] = [
      ["same", []],
      ["one-band", [0, 1, 2, 3, 4, 5]], // 6 bits, all in the last band
      ["spread-2-2-1-1", [63, 62, 47, 46, 31, 0]],
      ["spread-1-1-2-2", [60, 40, 20, 21, 1, 2]],
      ["top-bit", [63, 32, 16, 15, 14, 13]], // the sign bit of the stored bigint
      ["seven-bits", [63, 62, 47, 46, 31, 30, 0]],
      ["seven-one-band", [48, 49, 50, 51, 52, 53, 54]],
    ];
    for (const [key, bits] of cases) await store(`near/${key}`, theirs, flip(BASE, bits));
    await store("near/far", theirs, ~BASE);
    await store("near/same-by-third", third, BASE);

    const found = await near(BASE, mine);
    for (const [key, bits] of cases) {
      const distance = hammingDistance(BASE, flip(BASE, bits));
      if (distance <= SAME_PHOTO_MAX_DISTANCE) expect(found.get(`near/${key}`)).toBe(distance);
      else expect(found.has(`near/${key}`)).toBe(false);
    }
    expect(found.get("near/same-by-third")).toBe(0);
    expect(found.has("near/far")).toBe(false);
    expect(found.size).toBe(6);
  });

  it("leaves out the asking seller's own photos, and keeps other sellers' copies of the same hash", async () => {
    const hash = flip(BASE, [10, 20, 30, 40, 50, 60]) ^ 0xff00n;
    await store("own/original", mine, hash);
    await store("own/theirs", theirs, hash);
    const found = await near(hash, mine);
    expect(found.has("own/original")).toBe(false);
    expect(found.get("own/theirs")).toBe(0);
    expect((await near(hash, theirs)).get("own/original")).toBe(0);
  });
});
