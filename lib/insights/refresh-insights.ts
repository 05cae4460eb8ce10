import "server-only";
import { sql } from "drizzle-orm";
import type { Tx } from "@/lib/admin/tx";
import type { Db } from "@/lib/db/client";

/** Months of history the rollup keeps (this month and the 23 before it). */
export const TREND_MONTHS = 24;
/** A point (month × place × segment) needs this many listings to be shown. */
export const MIN_LISTINGS = 5;

/**
 * Listings that count towards prices: approved at some point (live, paused, closed or expired),
 * for sale or rent (PG beds are priced per bed, not per sq ft), with a real price and area.
 */
const COUNTED = sql`
  p.deal_type in ('sale', 'rent')
  and p.status in ('active', 'paused', 'sold', 'rented', 'expired')
  and p.approved_at is not null
  and not p.price_on_request
  and p.area_sqft > 0
  and p.price > 0`;

export type RefreshResult = { trendRows: number; supplyRows: number; millis: number };

/** PostgreSQL advisory lock key of every rollup rebuild (any constant shared by every process). */
export const INSIGHTS_LOCK_KEY = 7_351_002;

/**
 * Rebuilds `price_trends` and `listing_supply` from the listings in one transaction (readers see
 * the old rollup until it commits). Runs after seeding and from cron
 * (`scripts/refresh-insights.ts`); never inside a page request. It waits for the rollup's
 * advisory lock, so a cron run queues behind a server's scheduled run instead of racing it.
 */
export async function refreshInsights(db: Db, now: Date = new Date()): Promise<RefreshResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${INSIGHTS_LOCK_KEY})`);
    return rebuildInsights(tx, now);
  });
}

/** The rebuild itself, inside the caller's transaction (the scheduled job holds a lock in it). */
export async function rebuildInsights(tx: Tx, now: Date = new Date()): Promise<RefreshResult> {
  const started = Date.now();
  const nowIso = now.toISOString();
  await tx.execute(sql`delete from price_trends`);
  const trends = await tx.execute(sql`
      insert into price_trends
        (city_id, locality_id, deal_type, property_type, bhk, month, listings, p25, median, p75)
      select city_id,
             case when grouping(locality_id) = 0 then locality_id else 0 end,
             deal_type,
             case when grouping(property_type) = 0 then property_type::text else '' end,
             case when grouping(bhk) = 0 then bhk else -1 end,
             month,
             count(*)::int,
             case when count(*) >= ${MIN_LISTINGS}
                  then percentile_cont(0.25) within group (order by rate) end,
             case when count(*) >= ${MIN_LISTINGS}
                  then percentile_cont(0.5) within group (order by rate) end,
             case when count(*) >= ${MIN_LISTINGS}
                  then percentile_cont(0.75) within group (order by rate) end
      from (
        select p.city_id, p.locality_id, p.deal_type, p.property_type, p.bhk,
               date_trunc('month', p.posted_at at time zone 'Asia/Kolkata')::date as month,
               p.price::float8 / p.area_sqft as rate
        from properties p
        where ${COUNTED}
          and p.posted_at >= (date_trunc('month', ${nowIso}::timestamptz at time zone 'Asia/Kolkata')
                              - make_interval(months => ${TREND_MONTHS - 1})) at time zone 'Asia/Kolkata'
          and p.posted_at <= ${nowIso}::timestamptz
      ) s
      group by grouping sets (
        (city_id, deal_type, month),
        (city_id, locality_id, deal_type, month),
        (city_id, deal_type, property_type, month),
        (city_id, deal_type, property_type, bhk, month),
        (city_id, locality_id, deal_type, property_type, month)
      )
      having (grouping(locality_id) = 1 or locality_id is not null)
         and (grouping(bhk) = 1 or bhk is not null)`);

  await tx.execute(sql`delete from listing_supply`);
  const supply = await tx.execute(sql`
      insert into listing_supply (city_id, locality_id, deal_type, property_type, bhk, listings)
      select city_id,
             case when grouping(locality_id) = 0 then locality_id else 0 end,
             deal_type, property_type::text,
             case when grouping(bhk) = 0 then coalesce(bhk, -1) else -1 end,
             count(*)::int
      from properties p
      where p.status = 'active'
      group by grouping sets (
        (city_id, deal_type, property_type),
        (city_id, deal_type, property_type, bhk),
        (city_id, locality_id, deal_type, property_type)
      )
      having (grouping(locality_id) = 1 or locality_id is not null)
         and (grouping(bhk) = 1 or bhk is not null)`);

  const trendRows = rowCount(trends);
  const supplyRows = rowCount(supply);
  const millis = Date.now() - started;
  await tx.execute(sql`
      insert into insight_refreshes (id, refreshed_at, rows, millis)
      values (1, ${nowIso}::timestamptz, ${trendRows + supplyRows}, ${millis})
      on conflict (id) do update set refreshed_at = excluded.refreshed_at,
        rows = excluded.rows, millis = excluded.millis`);
  return { trendRows, supplyRows, millis };
}

/** Affected rows of an insert on either engine (pg: rowCount; PGlite: affectedRows). */
function rowCount(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return Number(r.rowCount ?? r.affectedRows ?? 0);
}
