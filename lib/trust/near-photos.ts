import "server-only";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/admin/tx";
import { bandProbes, hashBands, SAME_PHOTO_MAX_DISTANCE, toSigned64 } from "./photo-hash";

const intArray = (values: number[]) => `{${values.join(",")}}`;

/**
 * Stored photo hashes within {@link SAME_PHOTO_MAX_DISTANCE} bits of `hash`, from other sellers
 * (4 × 17 b-tree probes, then the exact distance on the few candidates).
 */
export function nearHashesSql(hash: bigint, excludeSellerId: number) {
  const [b0, b1, b2, b3] = hashBands(hash).map(bandProbes).map(intArray);
  const h = toSigned64(hash).toString();
  return sql`
    select c.storage_key, bit_count((c.hash # ${h}::bigint)::bit(64))::int as distance
    from photo_hashes c
    where (c.band0 = any(${b0}::int[]) or c.band1 = any(${b1}::int[])
        or c.band2 = any(${b2}::int[]) or c.band3 = any(${b3}::int[]))
      and c.seller_id <> ${excludeSellerId}::int
      and bit_count((c.hash # ${h}::bigint)::bit(64)) <= ${SAME_PHOTO_MAX_DISTANCE}::int`;
}

/** Listings (not deleted) of other sellers that use a photo near `hash`. */
export async function nearPhotos(
  db: DbOrTx,
  hash: bigint,
  excludeSellerId: number,
): Promise<{ propertyId: number; url: string; distance: number }[]> {
  const { rows } = await db.execute<{ property_id: number; url: string; distance: number }>(sql`
    select m.property_id, m.url, n.distance
    from (${nearHashesSql(hash, excludeSellerId)}) n
    join property_media m on m.storage_key = n.storage_key
    join properties p on p.id = m.property_id and p.status <> 'deleted'
    order by n.distance limit 50`);
  return rows.map((r) => ({
    propertyId: Number(r.property_id),
    url: r.url,
    distance: Number(r.distance),
  }));
}
