import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { propertyPath } from "@/lib/seo/urls";
import type { PropertyType } from "@/lib/validation/property-enums";
import { alertEmail, newMatchSms } from "./alert-messages";
import {
  deliverAlerts,
  idList,
  loadAlertListings,
  loadBuyers,
  siteUrl,
  type AlertDelivery,
} from "./deliver";
import { searchTypesFor } from "./saved-search-criteria";
import { signUnsubscribeToken } from "./unsubscribe-token";

/**
 * The columns the match reads: all in the reverse index (key + INCLUDE), so each of the four
 * branches below — the listing's city or none, times one of its types or none — is an index-only
 * range scan.
 */
const REVERSE_COLUMNS = sql.raw(
  [
    "id",
    "user_id",
    "city_id",
    "state",
    "min_price",
    "max_price",
    "bhk",
    "min_area",
    "max_area",
    "furnishing",
    "possession",
    "posted_by",
    "verified",
    "amenities",
    "keywords",
    "locality",
    "locality_slug",
  ]
    .map((c) => `s.${c}`)
    .join(", "),
);

/**
 * The reverse search: which saved searches a live listing matches. The saved searches are
 * narrowed by the index on (deal, city, type) — the listing's city or no city, the listing's type
 * or one of its groups (Land → LandPlot) or no type — then every other filter of the search is
 * tested against the one listing, with the same rules as the results page
 * (lib/search/search-conditions.ts): BHK 5 means 5 or more, keywords by full-text match, locality
 * by name, slug or similarity, a state alone by the listing's city's state. A buyer is never
 * matched with their own listing.
 *
 * Every match is recorded once per (search, listing) — a listing approved again after an edit is
 * not told about twice. Returns the matches recorded now.
 */
export async function recordListingMatches(
  db: Db,
  propertyId: number,
  now = new Date(),
): Promise<{ savedSearchId: number; userId: number }[]> {
  // Two statements: the listing by its key, then the saved searches with the listing's values as
  // parameters. One statement joining both tables spent ~10 ms planning (the listings table has
  // many indexes) for a ~1 ms execution.
  const [p] = (
    await db.execute<ListingFacts>(sql`
      select p.deal_type, p.city_id, p.property_type, p.price, p.bhk, p.area_sqft, p.furnishing,
             p.possession, p.posted_by, p.verified, p.amenities, p.seller_id,
             p.search_vector::text as search_vector, c.state, l.name as locality, l.slug as locality_slug
      from properties p
      join cities c on c.id = p.city_id
      left join localities l on l.id = p.locality_id
      where p.id = ${propertyId} and p.status = 'active'`)
  ).rows;
  if (!p) return [];
  const types = searchTypesFor(p.property_type);
  const list = (values: readonly string[]) =>
    sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    );
  const amenities = p.amenities.length
    ? sql`array[${list(p.amenities)}]::text[]`
    : sql`'{}'::text[]`;
  const locality = p.locality
    ? sql`(lower(s.locality) = lower(${p.locality}) or s.locality_slug = ${p.locality_slug}
          or similarity(${p.locality}::text, s.locality) >= 0.5)`
    : sql`false`;
  const result = await db.execute<{ saved_search_id: number; user_id: number }>(sql`
    insert into saved_search_matches (saved_search_id, property_id, user_id, matched_at)
    select s.id, ${propertyId}::int, s.user_id, ${now.toISOString()}::timestamptz
    from (${sql.join(
      [
        [sql`s.city_id = ${p.city_id}::int`, sql`s.search_type in (${list(types)})`],
        [sql`s.city_id = ${p.city_id}::int`, sql`s.search_type is null`],
        [sql`s.city_id is null`, sql`s.search_type in (${list(types)})`],
        [sql`s.city_id is null`, sql`s.search_type is null`],
      ].map(
        ([city, type]) => sql`select ${REVERSE_COLUMNS} from saved_searches s
          where s.paused = false and s.deal_type = ${p.deal_type}::deal_type and ${city} and ${type}`,
      ),
      sql` union all `,
    )}) s
    where s.user_id <> ${p.seller_id}::int
      and (s.state is null or s.city_id is not null or lower(s.state) = lower(${p.state}))
      and (s.min_price is null or s.min_price <= ${p.price}::bigint)
      and (s.max_price is null or s.max_price >= ${p.price}::bigint)
      and (s.bhk is null or ${p.bhk}::smallint = any(s.bhk) or (5 = any(s.bhk) and ${p.bhk}::smallint >= 5))
      and (s.min_area is null or s.min_area <= ${p.area_sqft}::int)
      and (s.max_area is null or s.max_area >= ${p.area_sqft}::int)
      and (s.furnishing is null or ${p.furnishing}::furnishing = any(s.furnishing))
      and (s.possession is null or s.possession = ${p.possession}::possession)
      and (s.posted_by is null or ${p.posted_by}::seller_kind = any(s.posted_by))
      and (s.verified = false or ${p.verified}::boolean)
      and (s.amenities is null or ${amenities} @> s.amenities)
      and (s.keywords is null or ${p.search_vector}::tsvector @@ plainto_tsquery('simple', s.keywords))
      and (s.locality is null or ${locality})
    on conflict (saved_search_id, property_id) do nothing
    returning saved_search_id, user_id`);
  return result.rows.map((r) => ({
    savedSearchId: Number(r.saved_search_id),
    userId: Number(r.user_id),
  }));
}

type ListingFacts = {
  deal_type: string;
  city_id: number;
  property_type: PropertyType;
  price: number | string;
  bhk: number | null;
  area_sqft: number;
  furnishing: string | null;
  possession: string | null;
  posted_by: string;
  verified: boolean;
  amenities: string[];
  seller_id: number;
  search_vector: string | null;
  state: string;
  locality: string | null;
  locality_slug: string | null;
};

type PendingInstant = {
  saved_search_id: number;
  user_id: number;
  name: string;
  query: string;
  email_enabled: boolean;
  sms_enabled: boolean;
};

/**
 * Sends the instant alerts of a listing's matches not yet delivered (all channels the buyer
 * chose), one at a time, each marked delivered as it goes: a retry after a failure resumes with
 * the ones left.
 */
export async function deliverInstantMatches(db: Db, propertyId: number): Promise<number> {
  const pending = (
    await db.execute<PendingInstant>(sql`
      select m.saved_search_id, m.user_id, s.name, s.query, s.email_enabled, s.sms_enabled
      from saved_search_matches m join saved_searches s on s.id = m.saved_search_id
      where m.property_id = ${propertyId} and m.delivered_at is null
        and s.frequency = 'instant' and s.paused = false
      order by m.saved_search_id`)
  ).rows;
  if (pending.length === 0) return 0;
  const listing = (await loadAlertListings(db, [propertyId])).get(propertyId);
  if (!listing) return 0;
  const buyers = await loadBuyers(db, [...new Set(pending.map((p) => Number(p.user_id)))]);
  const markDelivered = async (tx: Db, searchIds: number[]) => {
    if (searchIds.length === 0) return;
    await tx.execute(sql`update saved_search_matches set delivered_at = now()
      where property_id = ${propertyId} and saved_search_id in (${idList(searchIds)})`);
  };
  // Buyers who are gone (blocked, deleted) are not told.
  await markDelivered(
    db,
    pending
      .filter((row) => !buyers.has(Number(row.user_id)))
      .map((row) => Number(row.saved_search_id)),
  );
  const items = pending.flatMap((row) => {
    const buyer = buyers.get(Number(row.user_id));
    if (!buyer) return [];
    const searchId = Number(row.saved_search_id);
    const item: AlertDelivery & { searchId: number } = {
      searchId,
      buyer,
      notification: {
        kind: "saved_search_match",
        title: `New match for “${row.name}”`,
        body: `${listing.title} — ${[listing.localityName, listing.cityName].filter(Boolean).join(", ")}`,
        link: propertyPath(listing),
      },
      email: row.email_enabled
        ? alertEmail({
            siteUrl: siteUrl(),
            firstName: buyer.firstName,
            subject: `New match for “${row.name}”: ${listing.title}`,
            intro: `A new listing matches your saved search “${row.name}”.`,
            listings: [listing],
            moreHref: `/search-results?${row.query}`,
            unsubscribeToken: signUnsubscribeToken({
              kind: "search",
              userId: buyer.id,
              savedSearchId: searchId,
            }),
            unsubscribeWhat: `e-mails for “${row.name}”`,
            stopAllToken: signUnsubscribeToken({ kind: "marketing", userId: buyer.id }),
          })
        : null,
      sms: row.sms_enabled ? newMatchSms(row.name, listing, siteUrl()) : null,
    };
    return [item];
  });
  return deliverAlerts(db, items, (tx, done) =>
    markDelivered(
      tx,
      done.map((item) => item.searchId),
    ),
  );
}
