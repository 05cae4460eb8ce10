import "server-only";
import { getDb } from "@/lib/db/client";
import { photoHashes } from "@/lib/db/schema";
import type { PhotoFacts } from "./photo-facts";
import { hashBands, toSigned64 } from "./photo-hash";

/** Stores an uploaded photo's fingerprint under its storage key (before any listing uses it). */
export async function recordPhotoFacts(
  sellerId: number,
  storageKey: string,
  facts: PhotoFacts,
): Promise<void> {
  const [band0, band1, band2, band3] = hashBands(facts.hash);
  const db = await getDb();
  await db
    .insert(photoHashes)
    .values({
      storageKey,
      sellerId,
      hash: toSigned64(facts.hash),
      band0,
      band1,
      band2,
      band3,
      takenAt: facts.takenAt,
      lat: facts.lat,
      lon: facts.lon,
    })
    .onConflictDoNothing();
}
