import "server-only";
import { sql } from "drizzle-orm";
import { getDb, type Db } from "@/lib/db/client";
import { listingChecks, trustFlags, type TrustFlagKind } from "@/lib/db/schema";
import { log } from "@/lib/log";
import { LOW_PRICE_RATIO, MAX_OWNER_LISTINGS, SAME_AREA_TOLERANCE } from "./fake-rules";
import { checkPhotosAtPlace } from "./photo-check";
import { nearPhotos } from "./near-photos";
import { isInformativeHash } from "./photo-hash";

type Listing = {
  id: number;
  seller_id: number;
  posted_by: string;
  city_id: number;
  locality_id: number | null;
  locality_name: string;
  property_type: string;
  deal_type: string;
  bhk: number | null;
  area_sqft: number;
  price: number | string;
  price_on_request: boolean;
  lat: number | null;
  lon: number | null;
  posted_at: Date | string;
  phone: string;
};

type Flag = {
  kind: TrustFlagKind;
  otherPropertyId: number | null;
  evidence: Record<string, unknown>;
};

/** Another seller's listings (not deleted) holding a photo within 6 bits of one of this one's. */
async function samePhotoFlags(db: Db, l: Listing): Promise<Flag[]> {
  const { rows: mine } = await db.execute<{ url: string; hash: string }>(sql`
    select mm.url, h.hash::text as hash from property_media mm
    join photo_hashes h on h.storage_key = mm.storage_key
    where mm.property_id = ${l.id}`);
  const best = new Map<number, Flag>();
  for (const photo of mine) {
    if (!isInformativeHash(BigInt(photo.hash))) continue;
    for (const match of await nearPhotos(db, BigInt(photo.hash), l.seller_id)) {
      if (match.propertyId === l.id) continue;
      const seen = best.get(match.propertyId);
      if (seen && Number(seen.evidence.distance) <= match.distance) continue;
      best.set(match.propertyId, {
        kind: "same_photo",
        otherPropertyId: match.propertyId,
        evidence: { mine: photo.url, theirs: match.url, distance: match.distance },
      });
    }
  }
  return [...best.values()];
}

/** Another seller's listing in the same locality with the same type, deal, BHK and area ± 2 %. */
async function sameListingFlags(db: Db, l: Listing): Promise<Flag[]> {
  const place = l.locality_id
    ? sql`p.locality_id = ${l.locality_id}`
    : sql`p.city_id = ${l.city_id} and lower(p.locality_name) = lower(${l.locality_name})`;
  const { rows } = await db.execute<{ id: number; area_sqft: number; price: number | string }>(sql`
    select p.id, p.area_sqft, p.price from properties p
    where ${place} and p.seller_id <> ${l.seller_id} and p.id <> ${l.id}
      and p.status in ('pending', 'active', 'paused')
      and p.property_type = ${l.property_type} and p.deal_type = ${l.deal_type}
      and p.bhk is not distinct from ${l.bhk}::smallint
      and abs(p.area_sqft - ${l.area_sqft}::int)
        <= ${SAME_AREA_TOLERANCE}::float8 * greatest(p.area_sqft, ${l.area_sqft}::int)
    order by p.id limit 10`);
  return rows.map((r) => ({
    kind: "same_listing",
    otherPropertyId: Number(r.id),
    evidence: {
      area: [l.area_sqft, Number(r.area_sqft)],
      price: [Number(l.price), Number(r.price)],
    },
  }));
}

/** An "owner" whose phone other accounts verified too, or with more than 5 live listings. */
async function ownerFlags(db: Db, l: Listing): Promise<Flag[]> {
  if (l.posted_by !== "individual") return [];
  const flags: Flag[] = [];
  const { rows: others } = await db.execute<{ user_id: number }>(sql`
    select distinct substring(purpose from 'phone-change:([0-9]+)')::int as user_id
    from otp_codes
    where phone = ${l.phone} and consumed_at is not null and purpose like 'phone-change:%'
      and purpose <> ${`phone-change:${l.seller_id}`}`);
  if (others.length > 0) {
    flags.push({
      kind: "shared_phone",
      otherPropertyId: null,
      evidence: { accounts: others.map((o) => Number(o.user_id)) },
    });
  }
  const { rows: live } = await db.execute<{ id: number; title: string; owner: string | null }>(sql`
    select p.id, p.title,
      (select c.details->>'ownerName' from listing_checks c
        where c.property_id = p.id and c.kind = 'documents' order by c.id desc limit 1) as owner
    from properties p
    where p.seller_id = ${l.seller_id} and p.posted_by = 'individual'
      and p.status in ('pending', 'active')
    order by p.id limit 50`);
  if (live.length > MAX_OWNER_LISTINGS) {
    const names = [...new Set(live.map((r) => r.owner).filter((n): n is string => !!n))];
    flags.push({
      kind: "many_owner_listings",
      otherPropertyId: null,
      evidence: {
        listings: live.map((r) => ({ id: Number(r.id), title: r.title })),
        ownerNames: names,
      },
    });
  }
  return flags;
}

/** A price per sq ft 40 % or more below the latest locality (else city) median for type and BHK. */
async function lowPriceFlags(db: Db, l: Listing): Promise<Flag[]> {
  if (l.price_on_request || l.area_sqft <= 0) return [];
  const ppsf = Number(l.price) / l.area_sqft;
  const { rows } = await db.execute<{ median: number; locality_id: number; month: string }>(sql`
    select median, locality_id, month::text as month from price_trends
    where city_id = ${l.city_id}::int and locality_id in (${l.locality_id ?? 0}::int, 0)
      and deal_type = ${l.deal_type} and property_type = ${l.property_type}
      and bhk = ${l.bhk ?? -1}::smallint and median is not null
    order by (locality_id = 0), month desc limit 1`);
  const median = rows[0] ? Number(rows[0].median) : null;
  if (!median || ppsf > LOW_PRICE_RATIO * median) return [];
  return [
    {
      kind: "low_price",
      otherPropertyId: null,
      evidence: {
        pricePerSqft: Math.round(ppsf),
        median: Math.round(median),
        month: rows[0].month,
        scope: rows[0].locality_id ? "locality" : "city",
      },
    },
  ];
}

/** The photos-at-the-place check, from the fingerprints of the listing's photos. */
async function photoCheck(db: Db, l: Listing): Promise<void> {
  const { rows } = await db.execute<{
    taken_at: Date | string | null;
    lat: number | null;
    lon: number | null;
  }>(sql`
    select h.taken_at, h.lat, h.lon from property_media m
    join photo_hashes h on h.storage_key = m.storage_key
    where m.property_id = ${l.id}`);
  const result = checkPhotosAtPlace(
    rows.map((r) => ({
      takenAt: r.taken_at ? new Date(r.taken_at) : null,
      lat: r.lat,
      lon: r.lon,
    })),
    { lat: l.lat, lon: l.lon, postedAt: new Date(l.posted_at) },
  );
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`delete from listing_checks where property_id = ${l.id} and kind = 'photos'`,
    );
    if (result.status === "none") return;
    const { status, ...details } = result;
    await tx.insert(listingChecks).values({
      propertyId: l.id,
      kind: "photos",
      status,
      details,
      checkedAt: new Date(),
    });
  });
}

/**
 * Runs every duplicate and fake signal on a listing just submitted or edited, records the
 * photos-at-the-place check, and files each new signal (once per listing, kind and other
 * listing) in the admin's moderation queue. Returns the kinds found.
 */
export async function screenListing(
  propertyId: number,
  options: { db?: Db } = {},
): Promise<TrustFlagKind[]> {
  const db = options.db ?? (await getDb());
  const { rows } = await db.execute<Listing>(sql`
    select p.id, p.seller_id, p.posted_by, p.city_id, p.locality_id, p.locality_name,
      p.property_type, p.deal_type, p.bhk, p.area_sqft, p.price, p.price_on_request, p.lat, p.lon,
      p.posted_at, u.phone
    from properties p join users u on u.id = p.seller_id where p.id = ${propertyId}`);
  const listing = rows[0];
  if (!listing) return [];
  const groups = await Promise.all([
    samePhotoFlags(db, listing),
    sameListingFlags(db, listing),
    ownerFlags(db, listing),
    lowPriceFlags(db, listing),
  ]);
  await photoCheck(db, listing);
  const flags = groups.flat();
  if (flags.length > 0) {
    await db
      .insert(trustFlags)
      .values(flags.map((f) => ({ propertyId, ...f })))
      .onConflictDoNothing();
  }
  return [...new Set(flags.map((f) => f.kind))];
}

/** {@link screenListing} after a submit or edit: a failure is logged, never the seller's error. */
export async function screenListingQuietly(propertyId: number): Promise<void> {
  try {
    await screenListing(propertyId);
  } catch (error) {
    log.warn({ err: error, propertyId }, "listing trust screening failed");
  }
}
