/**
 * Fast bulk generator for the search benchmark: cities and localities from lib/geo/cities.ts,
 * a few thousand sellers, then N listings (posted over the last 24 months, approved unless
 * pending, so the Insights rollup has history) made inside PostgreSQL with INSERT … SELECT
 * generate_series (no rows travel through Node). Indexes are dropped for the load and rebuilt.
 */
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { seedPlaces } from "@/lib/db/seed/seed-places";

const SELLERS = 5000;
/** Description phrases: two per listing, so a phrase is in about 1 listing in 20. */
const PHRASE_LIST = [
  "Spacious rooms",
  "Well lit and airy",
  "Corner unit",
  "Park facing",
  "Lake view",
  "Newly built",
  "Vastu compliant",
  "Near metro station",
  "In a gated society",
  "On the main road",
  "East facing",
  "North facing",
  "Modular kitchen",
  "Wooden flooring",
  "Italian marble",
  "Covered parking",
  "Power backup",
  "Round the clock security",
  "Close to IT park",
  "Near highway",
  "Clear title",
  "Bank loan approved",
  "Ready registry",
  "Freehold",
  "Corner plot",
  "Wide road in front",
  "Boundary wall",
  "Commercial frontage",
  "High footfall area",
  "Near hospital",
  "Near railway station",
  "Sea view",
  "Hill view",
  "Garden",
  "Terrace access",
  "Servant room",
  "Pooja room",
  "Study room",
  "Pet friendly",
  "Near airport",
];
const PHRASE_COUNT = PHRASE_LIST.length;
const PHRASES = sql.raw(`array[${PHRASE_LIST.map((p) => `'${p}'`).join(",")}]`);
const BATCH = 250_000;

async function insertSellers(db: Db): Promise<void> {
  await db.execute(sql`
    insert into users (first_name, last_name, email, phone, password_hash, role, status)
    select 'Bench', 'Seller ' || g, 'bench-seller-' || g || '@example.test',
      '+919' || lpad(g::text, 9, '0'), 'x', 'seller', 'active'
    from generate_series(1, ${SELLERS}::int) g
    on conflict do nothing`);
}

/** Weighted city picks: popular metros 6×, others 1×; with their locality arrays. */
async function preparePicks(db: Db): Promise<void> {
  await db.execute(sql`drop table if exists bench_city_pick`);
  await db.execute(sql`
    create unlogged table bench_city_pick as
    select row_number() over (order by c.id, w) - 1 as idx, c.id as city_id, c.name, c.state,
      c.sale_rate, c.rent_rate,
      array(select l.id from localities l where l.city_id = c.id order by l.id) as loc_ids,
      array(select l.name from localities l where l.city_id = c.id order by l.id) as loc_names,
      array(select l.lat from localities l where l.city_id = c.id order by l.id) as loc_lats,
      array(select l.lon from localities l where l.city_id = c.id order by l.id) as loc_lons
    from cities c cross join lateral generate_series(1, case when c.popular then 6 else 1 end) w`);
  await db.execute(sql`create unique index on bench_city_pick (idx)`);
}

async function propertyIndexes(db: Db): Promise<{ name: string; def: string }[]> {
  const result = await db.execute<{ indexname: string; indexdef: string }>(sql`
    select indexname, indexdef from pg_indexes
    where tablename = 'properties' and indexname <> 'properties_pkey'`);
  return result.rows.map((r) => ({ name: r.indexname, def: r.indexdef }));
}

async function insertBatch(db: Db, from: number, to: number): Promise<void> {
  await db.execute(sql`
    with base as (
      select g, random() r1, random() r2, random() r3, random() r4, random() r5, random() r6,
        random() r7, random() r8, random() r9
      from generate_series(${from}::int, ${to}::int) g
    ), picked as (
      select b.*, p.city_id, p.name city_name, p.state, p.sale_rate, p.rent_rate,
        p.loc_ids[1 + floor(b.r2 * cardinality(p.loc_ids))::int] loc_id,
        p.loc_names[1 + floor(b.r2 * cardinality(p.loc_names))::int] loc_name,
        -- within about 1.5 km of the locality's point, as the listing form's pin would be
        p.loc_lats[1 + floor(b.r2 * cardinality(p.loc_lats))::int] + (random() - 0.5) * 0.03 lat,
        p.loc_lons[1 + floor(b.r2 * cardinality(p.loc_lons))::int] + (random() - 0.5) * 0.03 lon,
        case when b.r3 < 0.6 then 'sale' when b.r3 < 0.9 then 'rent' else 'pg' end deal
      from base b join bench_city_pick p on p.idx = floor(b.r1 * (select count(*) from bench_city_pick))::int
    ), typed as (
      select p.*, case
        when deal = 'pg' then 'FlatApartment'
        when deal = 'rent' then (array['FlatApartment','FlatApartment','FlatApartment','FlatApartment',
          'FlatApartment','IndependentHouseVilla','IndependentBuilderFloor','Office','Office','Shop',
          'Warehouse','RKStudioApartment'])[1 + floor(r4 * 12)::int]
        else (array['FlatApartment','FlatApartment','FlatApartment','FlatApartment','FlatApartment',
          'FlatApartment','FlatApartment','IndependentHouseVilla','IndependentBuilderFloor','IndependentHouseVilla',
          'Plot','Plot','Plot','Land','Office','Office','Shop','Shop','Showroom','Warehouse'])[1 + floor(r4 * 20)::int]
      end ptype from picked p
    ), shaped as (
      select t.*, case when ptype in ('FlatApartment','IndependentHouseVilla','IndependentBuilderFloor')
          then (array[0,1,1,2,2,2,2,3,3,3,4,4,5,6])[1 + floor(r5 * 14)::int]
          when ptype = 'RKStudioApartment' then 0 end bhk
      from typed t
    ), sized as (
      select s.*, greatest(120, round(case
          when bhk is not null then 350 + bhk * 420 + r6 * 450
          when ptype in ('Plot') then 600 + r6 * 4400
          when ptype = 'Land' then 10000 + r6 * 200000
          when ptype in ('Shop','Showroom') then 120 + r6 * 1800
          when ptype = 'Warehouse' then 2000 + r6 * 30000
          else 400 + r6 * 5000 end))::int area
      from shaped s
    )
    insert into properties (seller_id, posted_by, slug, title, description, property_type, deal_type,
      status, city_id, locality_id, city_name, locality_name, state, lat, lon, price, price_per_sqft, bhk,
      bathrooms, area_sqft, area_value, furnishing, possession, verified, amenities, featured_until,
      posted_at, approved_at)
    select 1 + (g % ${SELLERS}::int), (array['individual','agent','builder']::seller_kind[])[1 + floor(r7 * 3)::int],
      'bench-' || g,
      coalesce(case when bhk = 0 then '1 RK ' when bhk is not null then bhk || ' BHK ' end, '')
        || (case ptype when 'FlatApartment' then 'Flat' when 'IndependentHouseVilla' then 'House'
          when 'IndependentBuilderFloor' then 'Builder Floor' when 'RKStudioApartment' then 'Studio' else ptype end) || ' for ' || case deal when 'sale' then 'sale' when 'rent' then 'rent' else 'PG' end
        || ' in ' || loc_name || ', ' || city_name,
      (${PHRASES})[1 + floor(r8 * ${PHRASE_COUNT}::int)::int] || '. '
        || (${PHRASES})[1 + floor(random() * ${PHRASE_COUNT}::int)::int]
        || '. Close to schools and markets in ' || loc_name || '.',
      ptype::property_type, deal::deal_type,
      (case when r9 < 0.86 then 'active' when r9 < 0.91 then 'pending' when r9 < 0.95 then 'sold' else 'expired' end)::listing_status,
      city_id, loc_id, city_name, loc_name, state, round(lat::numeric, 5)::float8, round(lon::numeric, 5)::float8,
      price, case when deal = 'sale' then round(price::numeric / area)::int end, bhk,
      case when bhk is not null then greatest(1, bhk) end, area, area,
      case when bhk is not null then (array['furnished','semi','unfurnished']::furnishing[])[1 + floor(r8 * 3)::int] end,
      case when deal = 'sale' and ptype not in ('Plot','Land') then (case when r6 < 0.75 then 'ready' else 'under_construction' end)::possession end,
      r7 < 0.3,
      case floor(r5 * 6)::int when 0 then array['lift','parking']
        when 1 then array['lift','parking','power_backup','security']
        when 2 then array['gym','swimming_pool','club_house','lift','parking']
        when 3 then array['parking'] when 4 then array['security','cctv','gated'] else array[]::text[] end,
      case when random() < 0.01 then now() + interval '20 days' end,
      posted, case when r9 < 0.86 or r9 >= 0.91 then posted end
    from (select z.*, now() - random() * interval '730 days' posted, greatest(5000, round(case
        when deal = 'sale' then area::numeric * sale_rate
          * (case ptype when 'Land' then 0.08 when 'Plot' then 0.5 else 1 end) * (0.6 + r6 * 0.9)
        when deal = 'rent' then area::numeric * rent_rate * (0.6 + r6 * 0.9)
        else 4000 + r6 * 12000 end / 1000) * 1000)::bigint price from sized z) x`);
}

async function insertMedia(db: Db): Promise<void> {
  await db.execute(sql`
    insert into property_media (property_id, storage_key, url, width, height, position, is_cover)
    select p.id, 'bench/' || p.id || '-' || k, '/images/placeholder-' || (p.id % 6) || '.jpg', 1280, 960, k, k = 0
    from properties p cross join generate_series(0, 1) k
    where p.id % 10 < 7`);
}

/** Drops the listing indexes for a bulk load; the returned function rebuilds them and vacuums. */
export async function withoutListingIndexes(
  db: Db,
  log: (m: string) => void,
): Promise<() => Promise<void>> {
  const indexes = await propertyIndexes(db);
  for (const index of indexes) await db.execute(sql.raw(`drop index if exists "${index.name}"`));
  return async () => {
    log(`  rebuilding ${indexes.length} indexes…`);
    for (const index of indexes) {
      // One simple-protocol round trip, so the setting holds for this build on a pooled connection.
      await db.execute(sql.raw(`set maintenance_work_mem = '1GB'; ${index.def}`));
    }
    log("  vacuum analyze…");
    await db.execute(sql`vacuum analyze`);
  };
}

/** Fills an empty, migrated database with `count` listings (fast SQL generator). */
export async function generateListings(
  db: Db,
  count: number,
  log: (m: string) => void,
): Promise<void> {
  await seedPlaces(db);
  await insertSellers(db);
  await preparePicks(db);
  const rebuild = await withoutListingIndexes(db, log);
  for (let from = 1; from <= count; from += BATCH) {
    const to = Math.min(count, from + BATCH - 1);
    const started = Date.now();
    await insertBatch(db, from, to);
    log(
      `  listings ${from.toLocaleString("en-IN")}–${to.toLocaleString("en-IN")} in ${Date.now() - started} ms`,
    );
  }
  log("  photos…");
  await insertMedia(db);
  await db.execute(sql`drop table if exists bench_city_pick`);
  await rebuild();
}
