import "server-only";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/admin/tx";
import { bandProbes, hashBands, SAME_PHOTO_MAX_DISTANCE, toSigned64 } from "./photo-hash";

const intArray = (values: number[]) => `{${values.join(",")}}`;

/**
 * Stored photo hashes within {@link SAME_PHOTO_MAX_DISTANCE} bits of `hash`, from other sellers:
 * per band, an index-only scan of the band's value and its 16 one-bit neighbours that tests the
 * distance on the hash kept in the index; only matches are read from the table.
 */
export function nearHashesSql(hash: bigint, excludeSellerId: number) {
  const bands = hashBands(hash).map(bandProbes).map(intArray);
  const h = toSigned64(hash).toString();
  const near = sql`bit_count((hash # ${h}::bigint)::bit(64)) <= ${SAME_PHOTO_MAX_DISTANCE}::int
    and seller_id <> ${excludeSellerId}::int`;
  const perBand = bands.map(
    (probes, i) =>
      sql`select hash, seller_id from photo_hashes where ${sql.raw(`band${i}`)} = any(${probes}::int[]) and ${near}`,
  );
  return sql`
    select c.storage_key, bit_count((c.hash # ${h}::bigint)::bit(64))::int as distance
    from (${sql.join(perBand, sql` union `)}) m
    join photo_hashes c on c.band0 = ((m.hash >> 48) & 65535)::int and c.hash = m.hash
      and c.seller_id = m.seller_id`;
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
