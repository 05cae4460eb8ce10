import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { propertyPath } from "@/lib/seo/urls";
import type { PropertyType } from "@/lib/validation/property-enums";
import { alertEmail, newMatchSms } from "./alert-messages";
import { deliverAlert, loadAlertListings, loadBuyers, siteUrl } from "./deliver";
import { searchTypesFor } from "./saved-search-criteria";
import { signUnsubscribeToken } from "./unsubscribe-token";

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
  const [listing] = (
    await db.execute<{ property_type: PropertyType }>(
      sql`select property_type from properties where id = ${propertyId} and status = 'active'`,
    )
  ).rows;
  if (!listing) return [];
  const types = searchTypesFor(listing.property_type);
  const result = await db.execute<{ saved_search_id: number; user_id: number }>(sql`
    insert into saved_search_matches (saved_search_id, property_id, user_id, matched_at)
    select s.id, p.id, s.user_id, ${now.toISOString()}
    from properties p
    join cities c on c.id = p.city_id
    join saved_searches s
      on s.paused = false
     and s.deal_type = p.deal_type
     and (s.city_id = p.city_id or s.city_id is null)
     and (s.search_type is null or s.search_type in (${sql.join(
       types.map((t) => sql`${t}`),
       sql`, `,
     )}))
    where p.id = ${propertyId} and p.status = 'active'
      and s.user_id <> p.seller_id
      and (s.state is null or s.city_id is not null or lower(s.state) = lower(c.state))
      and (s.min_price is null or p.price >= s.min_price)
      and (s.max_price is null or p.price <= s.max_price)
      and (s.bhk is null or p.bhk = any(s.bhk) or (5 = any(s.bhk) and p.bhk >= 5))
      and (s.min_area is null or p.area_sqft >= s.min_area)
      and (s.max_area is null or p.area_sqft <= s.max_area)
      and (s.furnishing is null or p.furnishing = any(s.furnishing))
      and (s.possession is null or p.possession = s.possession)
      and (s.posted_by is null or p.posted_by = any(s.posted_by))
      and (s.verified = false or p.verified)
      and (s.amenities is null or p.amenities @> s.amenities)
      and (s.keywords is null or p.search_vector @@ plainto_tsquery('simple', s.keywords))
      and (s.locality is null or exists (
        select 1 from localities l where l.id = p.locality_id
          and (lower(l.name) = lower(s.locality) or l.slug = s.locality_slug
               or similarity(l.name, s.locality) >= 0.5)))
    on conflict (saved_search_id, property_id) do nothing
    returning saved_search_id, user_id`);
  return result.rows.map((r) => ({
    savedSearchId: Number(r.saved_search_id),
    userId: Number(r.user_id),
  }));
}

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
  let sent = 0;
  for (const row of pending) {
    const searchId = Number(row.saved_search_id);
    const buyer = buyers.get(Number(row.user_id));
    const markDone = async (tx: Db) => {
      await tx.execute(sql`update saved_search_matches set delivered_at = now()
        where saved_search_id = ${searchId} and property_id = ${propertyId}`);
    };
    if (!buyer) {
      await markDone(db);
      continue;
    }
    const email = row.email_enabled
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
        })
      : null;
    await deliverAlert(db, {
      buyer,
      notification: {
        kind: "saved_search_match",
        title: `New match for “${row.name}”`,
        body: `${listing.title} — ${[listing.localityName, listing.cityName].filter(Boolean).join(", ")}`,
        link: propertyPath(listing),
      },
      email,
      sms: row.sms_enabled ? newMatchSms(row.name, listing, siteUrl()) : null,
      markDone,
    });
    sent++;
  }
  return sent;
}
