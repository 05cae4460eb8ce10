import "server-only";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/admin/tx";
import { bandProbes, hashBands, SAME_PHOTO_MAX_DISTANCE, toSigned64 } from "./photo-hash";

const intArray = (values: number[]) => `{${values.join(",")}}`;

/**
 * Stored photo hashes within {@link SAME_PHOTO_MAX_DISTANCE} bits of `hash`, from other sellers.
 *
 * Per band, one index-only scan of the `(bandN, hash)` index over the band's value and its 16
 * one-bit neighbours, which tests the exact distance on the hash kept in the index (≈1,300
 * index entries per band among 5,000,000 photos, in a few adjacent pages each); only the few
 * matching hashes are then read from the table, by `(band0, hash)`, for their key and seller.
 * Reading every candidate's table row instead (the first design: a bitmap heap scan) cost
 * thousands of random page reads per lookup.
 */
export function nearHashesSql(hash: bigint, excludeSellerId: number) {
  const h = sql`${toSigned64(hash).toString()}::bigint`;
  const distance = (column: string) => sql`bit_count((${sql.raw(column)} # ${h})::bit(64))`;
  const perBand = hashBands(hash)
    .map(bandProbes)
    .map(
      (probes, i) => sql`select hash from photo_hashes
        where ${sql.raw(`band${i}`)} = any(${intArray(probes)}::int[])
          and ${distance("hash")} <= ${SAME_PHOTO_MAX_DISTANCE}::int`,
    );
  return sql`
    with near as materialized (${sql.join(perBand, sql` union `)})
    select c.storage_key, ${distance("c.hash")}::int as distance
    from near n
    join photo_hashes c on c.band0 = ((n.hash >> 48) & 65535)::int and c.hash = n.hash
    where c.seller_id <> ${excludeSellerId}::int`;
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
