/**
 * npm run bench:alerts [-- --searches 100000 --listings 200000 --runs 300 --no-city 0.03 --keep]
 *
 * Saved-search alerts at scale on PostgreSQL. Creates a throw-away database beside
 * BENCH_DATABASE_URL (`landacre_alerts_bench`; dropped at the end unless --keep), loads listings
 * with the fast SQL generator (bench/generate-listings.ts), buyers and N saved searches spread
 * over cities, deals, types, budgets, BHK and keywords, then measures:
 *
 * 1. matching one newly active listing against every saved search (the reverse search that
 *    records its matches, lib/alerts/match-listing.ts) — p50 / p95 / p99 over `runs` listings;
 * 2. the same plus sending its instant alerts (in-app + e-mail to the console outbox);
 * 3. a daily digest run when every saved search is daily and has 3 new matches
 *    (lib/alerts/digest.ts; e-mails go to the console outbox table, as in development).
 */
import { cpus, loadavg } from "node:os";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { Client } from "pg";
import { runDigest } from "@/lib/alerts/digest";
import { deliverInstantMatches, recordListingMatches } from "@/lib/alerts/match-listing";
import { openDatabase, setDbHandleForTesting, type Db } from "@/lib/db/client";
import { runMigrations } from "@/lib/db/migrate";
import { env } from "@/lib/env";
import { percentile } from "./bench-db";
import { generateListings } from "./generate-listings";

const { values } = parseArgs({
  options: {
    searches: { type: "string", default: "100000" },
    listings: { type: "string", default: "200000" },
    runs: { type: "string", default: "300" },
    /** Share of saved searches without a city (all India, or a whole state). */
    "no-city": { type: "string", default: "0.03" },
    keep: { type: "boolean", default: false },
  },
});
const searches = Number(values.searches);
const listings = Number(values.listings);
const runs = Number(values.runs);
const noCity = Number(values["no-city"]);
if (!(noCity >= 0 && noCity <= 1)) {
  console.error("--no-city must be a share from 0 to 1");
  process.exit(1);
}
if (![searches, listings, runs].every((n) => Number.isInteger(n) && n > 0)) {
  console.error("--searches, --listings and --runs must be positive integers");
  process.exit(1);
}

const NAME = "landacre_alerts_bench";
const serverUrl = new URL(env.BENCH_DATABASE_URL);
serverUrl.pathname = "/postgres";
const benchUrl = new URL(env.BENCH_DATABASE_URL);
benchUrl.pathname = `/${NAME}`;

async function admin(statement: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl.toString() });
  await client.connect();
  await client.query(statement);
  await client.end();
}

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

function summary(label: string, times: number[]): void {
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `${label}: p50 ${fmt(percentile(sorted, 50))} · p95 ${fmt(percentile(sorted, 95))} · p99 ${fmt(percentile(sorted, 99))} · max ${fmt(sorted[sorted.length - 1])} (${times.length} runs)`,
  );
}

/** Buyers (5 saved searches each) and the saved searches, made inside PostgreSQL. */
async function insertSavedSearches(db: Db, count: number): Promise<void> {
  const buyers = Math.ceil(count / 5);
  await db.execute(sql`
    insert into users (first_name, last_name, email, phone, password_hash, role, status, phone_verified_at)
    select 'Buyer', 'No' || g, 'bench.buyer' || g || '@example.in',
           '+917' || lpad(g::text, 9, '0'), 'x', 'user', 'active', now()
    from generate_series(1, ${buyers}) g`);
  // Every city alike; a share `noCity` has no city (half all India, half a state); 1 in 4 any
  // type, 4 in 10 a budget floor, 7 in 10 a ceiling, half a BHK pair, 1 in 10 a keyword.
  await db.execute(sql`
    insert into saved_searches (user_id, name, query, frequency, deal_type, search_type, city_id,
      state, min_price, max_price, bhk, min_area, furnishing, verified, keywords, created_at)
    select u.id, 'Search ' || g, 'city=x',
      (array['instant','daily','daily','daily','weekly'])[1 + (g % 5)]::alert_frequency,
      (case when r1 < 0.72 then 'sale' when r1 < 0.95 then 'rent' else 'pg' end)::deal_type,
      (array[null, 'FlatApartment', 'FlatApartment', 'LandPlot', 'House', 'Office', 'Shop', null])[1 + (g % 8)],
      case when r2 < ${noCity}::float8 then null else c.id end,
      case when r2 < ${noCity / 2}::float8 then c.state else null end,
      case when r3 < 0.4 then (500000 + floor(r3 * 50) * 100000)::bigint else null end,
      case when r4 < 0.7 then (3000000 + floor(r4 * 100) * 200000)::bigint else null end,
      case when r5 < 0.5 then array[1 + (g % 4), 2 + (g % 4)]::smallint[] else null end,
      case when r5 > 0.9 then 800 else null end,
      case when r6 < 0.1 then array['furnished','semi']::furnishing[] else null end,
      r6 > 0.95,
      case when r7 < 0.1 then (array['corner','park','lake','metro','garden','vastu'])[1 + (g % 6)] else null end,
      now() - interval '3 days'
    from (
      select g, random() r1, random() r2, random() r3, random() r4, random() r5, random() r6,
             random() r7, 1 + floor(random() * 200)::int as city_rank,
             ${buyers}::int as buyers
      from generate_series(1, ${count}) g
    ) s
    join users u on u.email = 'bench.buyer' || (1 + (s.g % s.buyers)) || '@example.in'
    join lateral (
      select id, state from cities order by id offset (s.city_rank % (select count(*) from cities)) limit 1
    ) c on true`);
  // What autovacuum does on a live table: statistics and the visibility map (index-only scans).
  await db.execute(sql`vacuum analyze saved_searches`);
}

async function main(): Promise<void> {
  console.log(
    `${searches} saved searches (${(noCity * 100).toFixed(1)} % without a city), ${listings} listings`,
  );
  console.log(
    `machine: ${cpus().length} cores, load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  await admin(`drop database if exists ${NAME} with (force)`);
  await admin(`create database ${NAME}`);
  const handle = await openDatabase({ url: benchUrl.toString() });
  try {
    setDbHandleForTesting(handle);
    await runMigrations(handle);
    const db = handle.db;
    let t = Date.now();
    console.log(`loading ${listings.toLocaleString("en-IN")} listings…`);
    await generateListings(db, listings, (m) => console.log(m));
    console.log(`  listings in ${((Date.now() - t) / 1000).toFixed(1)} s`);
    t = Date.now();
    await insertSavedSearches(db, searches);
    console.log(
      `${searches.toLocaleString("en-IN")} saved searches in ${((Date.now() - t) / 1000).toFixed(1)} s`,
    );

    // 1 + 2: newly active listings, each matched once (a match is never recorded twice).
    const picks = (
      await db.execute<{ id: number }>(
        sql`select id from properties where status = 'active' order by random() limit ${runs * 2}`,
      )
    ).rows.map((r) => Number(r.id));
    const matchTimes: number[] = [];
    const matchCounts: number[] = [];
    for (const id of picks.slice(0, runs)) {
      const started = performance.now();
      const matched = await recordListingMatches(db, id);
      matchTimes.push(performance.now() - started);
      matchCounts.push(matched.length);
    }
    summary("match one listing", matchTimes);
    const sortedCounts = [...matchCounts].sort((a, b) => a - b);
    console.log(
      `  saved searches matched per listing: median ${percentile(sortedCounts, 50)}, p95 ${percentile(sortedCounts, 95)}, max ${sortedCounts[sortedCounts.length - 1]}`,
    );
    const fullTimes: number[] = [];
    for (const id of picks.slice(runs)) {
      const started = performance.now();
      await recordListingMatches(db, id);
      await deliverInstantMatches(db, id);
      fullTimes.push(performance.now() - started);
    }
    summary("match + send instant alerts", fullTimes);

    // 3: every saved search daily, with 3 undelivered matches, last digest two days ago.
    await db.execute(sql`update saved_searches set frequency = 'daily', last_digest_at = null`);
    await db.execute(sql`delete from saved_search_matches`);
    await db.execute(sql`
      insert into saved_search_matches (saved_search_id, property_id, user_id, matched_at)
      select s.id, p.id, s.user_id, now() - interval '1 hour'
      from saved_searches s
      cross join lateral (
        select id from properties where status = 'active' and id > (s.id * 7919) % ${listings}::int
        order by id limit 3
      ) p
      on conflict do nothing`);
    await db.execute(sql`truncate notifications, email_outbox`);
    await db.execute(sql`vacuum analyze saved_search_matches`);
    const pending = (
      await db.execute<{ n: number }>(
        sql`select count(*)::int as n from saved_search_matches where delivered_at is null`,
      )
    ).rows[0].n;
    console.log(`daily digest: ${searches.toLocaleString("en-IN")} searches, ${pending} matches`);
    t = Date.now();
    const run = await runDigest(db, "daily");
    const seconds = (Date.now() - t) / 1000;
    const mails = (
      await db.execute<{ n: number }>(sql`select count(*)::int as n from email_outbox`)
    ).rows[0].n;
    console.log(
      `daily digest run: ${seconds.toFixed(1)} s for ${run.searches} searches (${run.listings} listings, ${mails} e-mails)`,
    );
    console.log(
      `load at the end ${loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}`,
    );
  } finally {
    setDbHandleForTesting(undefined);
    await handle.close();
    if (!values.keep) await admin(`drop database if exists ${NAME} with (force)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
