/**
 * npm run bench:trust [-- --hashes 5000000 --listings 1000000 --runs 300 --keep --reuse]
 *
 * Listings buyers can trust, at scale on PostgreSQL (issue 27). Creates a throw-away database
 * beside BENCH_DATABASE_URL (`landacre_trust_bench`; dropped at the end unless --keep or
 * --reuse; with --reuse a database kept by an earlier run is used again, and only what it lacks
 * is loaded), then:
 *
 * 1. loads N photo fingerprints (random 64-bit dHashes, four 16-bit bands, each indexed with the
 *    hash) and measures the near-duplicate lookup of lib/trust/near-photos.ts (17 probes per
 *    band, exact Hamming distance ≤ 6 on the candidates in the index): half the probes are stored
 *    hashes with 0–6 bits flipped (each must be found), half are fresh random hashes (nothing
 *    should be);
 * 2. loads M listings (bench/generate-listings.ts), makes about half of the live ones due a
 *    "Still available?" question, and times one reconfirmation run (lib/trust/reconfirm-job.ts:
 *    question rows for every due listing, one bell notice and one e-mail job per seller, in
 *    batches), then the run three days later that pauses the unanswered ones (one bell notice and
 *    one e-mail job per seller of paused listings).
 */
import { cpus, loadavg } from "node:os";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { Client } from "pg";
import { openDatabase, setDbHandleForTesting, type Db } from "@/lib/db/client";
import { runMigrations } from "@/lib/db/migrate";
import { env } from "@/lib/env";
import { nearHashesSql } from "@/lib/trust/near-photos";
import { hammingDistance, SAME_PHOTO_MAX_DISTANCE } from "@/lib/trust/photo-hash";
import { runReconfirmJob } from "@/lib/trust/reconfirm-job";
import { PAUSED_NOTICE_JOB, STILL_AVAILABLE_JOB } from "@/lib/trust/reconfirm-rules";
import { percentile } from "./bench-db";
import { generateListings } from "./generate-listings";

const { values } = parseArgs({
  options: {
    hashes: { type: "string", default: "5000000" },
    listings: { type: "string", default: "1000000" },
    runs: { type: "string", default: "300" },
    keep: { type: "boolean", default: false },
    reuse: { type: "boolean", default: false },
  },
});
const hashes = Number(values.hashes);
const listings = Number(values.listings);
const runs = Number(values.runs);
if (
  ![hashes, runs].every((n) => Number.isInteger(n) && n > 0) ||
  !(Number.isInteger(listings) && listings >= 0)
) {
  console.error("--hashes and --runs must be positive integers, --listings 0 or more (0: skip)");
  process.exit(1);
}

const NAME = "landacre_trust_bench";
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
const secs = (from: number) => `${((Date.now() - from) / 1000).toFixed(1)} s`;

function summary(label: string, times: number[]): void {
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `${label}: p50 ${fmt(percentile(sorted, 50))} · p95 ${fmt(percentile(sorted, 95))} · p99 ${fmt(percentile(sorted, 99))} · max ${fmt(sorted[sorted.length - 1])} (${times.length} lookups)`,
  );
}

async function countOf(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(query);
  return Number(rows[0]?.n ?? 0);
}

/** N random fingerprints from 1,000 sellers, bands filled as the app fills them. */
async function loadHashes(db: Db, count: number): Promise<void> {
  const stored = await countOf(db, sql`select count(*)::int as n from photo_hashes`);
  if (values.reuse && stored === count) {
    console.log(`  reusing the ${count.toLocaleString("en-IN")} fingerprints already loaded`);
    return;
  }
  await db.execute(sql`delete from photo_hashes`);
  await db.execute(sql`delete from users where email like 'photo-seller-%'`);
  await db.execute(sql`
    insert into users (first_name, last_name, email, phone, password_hash, role, status)
    select 'Photo', 'Seller ' || g, 'photo-seller-' || g || '@example.test',
      '+918' || lpad(g::text, 9, '0'), 'x', 'seller', 'active'
    from generate_series(1, 1000) g`);
  const { rows } = await db.execute<{ id: number }>(
    sql`select min(id)::int as id from users where email like 'photo-seller-%'`,
  );
  const firstSeller = Number(rows[0].id);
  // The band indexes as the migrations made them, dropped for the load and rebuilt after it.
  const indexes = (
    await db.execute<{ name: string; def: string }>(
      sql`select indexname as name, indexdef as def from pg_indexes where tablename = 'photo_hashes' and indexname like 'photo_hashes_band%'`,
    )
  ).rows;
  for (const index of indexes) await db.execute(sql.raw(`drop index if exists "${index.name}"`));
  const batch = 500_000;
  for (let from = 1; from <= count; from += batch) {
    const to = Math.min(count, from + batch - 1);
    // Four random 16-bit bands make the 64-bit hash (as a signed bigint).
    await db.execute(sql`
      insert into photo_hashes (storage_key, seller_id, hash, band0, band1, band2, band3)
      select 'bench/' || g, ${firstSeller}::int + g % 1000, (b0::bit(16) || b1::bit(16) || b2::bit(16) || b3::bit(16))::bit(64)::bigint,
        b0, b1, b2, b3
      from (
        select g, (random() * 65535)::int as b0, (random() * 65535)::int as b1,
          (random() * 65535)::int as b2, (random() * 65535)::int as b3
        from generate_series(${from}::int, ${to}::int) g
      ) r`);
    console.log(`  hashes ${from.toLocaleString("en-IN")}–${to.toLocaleString("en-IN")}`);
  }
  for (const index of indexes) await db.execute(sql.raw(index.def));
  await db.execute(sql`vacuum analyze photo_hashes`);
}

function randomHash(): bigint {
  let h = 0n;
  for (let i = 0; i < 4; i++) h = (h << 16n) | BigInt(Math.floor(Math.random() * 65536));
  return h;
}

async function benchLookups(db: Db): Promise<void> {
  const keys = Array.from(
    { length: Math.ceil(runs / 2) },
    () => `bench/${1 + Math.floor(Math.random() * hashes)}`,
  );
  const stored = (
    await db.execute<{ hash: string; seller_id: number }>(
      sql`select hash::text as hash, seller_id from photo_hashes where storage_key in (${sql.join(
        keys.map((k) => sql`${k}`),
        sql`, `,
      )})`,
    )
  ).rows;
  const nearTimes: number[] = [];
  const farTimes: number[] = [];
  let found = 0;
  let falseHits = 0;
  for (const row of stored) {
    let probe = BigInt.asUintN(64, BigInt(row.hash));
    const flips = Math.floor(Math.random() * (SAME_PHOTO_MAX_DISTANCE + 1));
    for (let k = 0; k < flips; k++) probe ^= 1n << BigInt(Math.floor(Math.random() * 64));
    const started = performance.now();
    // Another seller's upload: the stored hash belongs to someone else (seller 0 does not exist).
    const { rows } = await db.execute<{ storage_key: string; distance: number }>(
      nearHashesSql(probe, 0),
    );
    nearTimes.push(performance.now() - started);
    if (rows.some((r) => Number(r.distance) <= hammingDistance(probe, BigInt(row.hash)))) found++;
  }
  for (let i = 0; i < Math.floor(runs / 2); i++) {
    const started = performance.now();
    const { rows } = await db.execute(nearHashesSql(randomHash(), 0));
    farTimes.push(performance.now() - started);
    falseHits += rows.length;
  }
  summary("near-duplicate lookup, a stored photo re-encoded (0–6 bits changed)", nearTimes);
  summary("near-duplicate lookup, a new photo", farTimes);
  console.log(`  found ${found} of ${stored.length} copies; ${falseHits} matches for new photos`);
  const copy = BigInt.asUintN(64, BigInt(stored[0].hash)) ^ 0b1001n;
  for (const [label, probe] of [
    ["a new photo", randomHash()],
    ["a stored photo with 2 bits changed", copy],
  ] as const) {
    const plan = await db.execute<{ "QUERY PLAN": string }>(
      sql`explain (analyze, buffers) ${nearHashesSql(probe, 0)}`,
    );
    console.log(`  plan, ${label}:`);
    console.log(plan.rows.map((r) => `    ${r["QUERY PLAN"]}`).join("\n"));
  }
}

/** Undoes an earlier run's questions, notices and pauses (generated listings are never paused). */
async function resetReconfirmation(db: Db): Promise<void> {
  await db.execute(sql`delete from listing_confirmations`);
  await db.execute(
    sql`delete from notifications where kind in ('still_available', 'listing_paused_unconfirmed')`,
  );
  await db.execute(
    sql`delete from jobs where kind in (${STILL_AVAILABLE_JOB}, ${PAUSED_NOTICE_JOB})`,
  );
  await db.execute(sql`update properties set status = 'active' where status = 'paused'`);
}

/**
 * After an undo, the dead row versions it and the previous run left (≈860,000 at the issue's
 * scale: every paused listing twice) are cleared, as autovacuum would in the days between two
 * runs on a live site; else each `--reuse` run scans and writes a table bloated by the runs
 * before it (2 GB after one run instead of 950 MB). Not timed.
 */
async function vacuumAfterReset(db: Db): Promise<void> {
  for (const table of ["properties", "listing_confirmations", "notifications", "jobs"]) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
}

async function benchReconfirm(db: Db): Promise<void> {
  await resetReconfirmation(db);
  // Live listings confirmed 0–27 days ago: about half are due (14 days or more). Set once; a
  // later --reuse run keeps the dates and runs the job "as of" the same moment.
  const unset = await countOf(
    db,
    sql`select count(*)::int as n from properties where status = 'active' and confirmed_at is null`,
  );
  if (unset > 0) {
    await db.execute(sql`
      update properties set confirmed_at = now() - make_interval(days => id % 28)
      where status = 'active'`);
    await db.execute(sql`vacuum analyze properties`);
  } else {
    await vacuumAfterReset(db);
  }
  const { rows: asOf } = await db.execute<{ at: string }>(
    sql`select (max(confirmed_at) + interval '1 minute')::text as at from properties where status = 'active'`,
  );
  const { rows } = await db.execute<{ live: number; due: number }>(sql`
    select count(*)::int as live,
      count(*) filter (where confirmed_at <= ${asOf[0].at}::timestamptz - interval '14 days')::int as due
    from properties where status = 'active'`);
  console.log(
    `reconfirmation: ${Number(rows[0].live).toLocaleString("en-IN")} live listings, ${Number(rows[0].due).toLocaleString("en-IN")} due`,
  );
  const now = new Date(asOf[0].at);
  let t = Date.now();
  const ask = await runReconfirmJob(now, { db });
  console.log(`  ask run: ${ask?.asked.toLocaleString("en-IN")} asked in ${secs(t)}`);
  t = Date.now();
  const again = await runReconfirmJob(now, { db });
  console.log(`  the same run again (nothing due): ${again?.asked} asked in ${secs(t)}`);
  t = Date.now();
  const pause = await runReconfirmJob(new Date(now.getTime() + 3 * 86_400_000 + 60_000), { db });
  console.log(
    `  three days later: ${pause?.paused.toLocaleString("en-IN")} paused (and ${pause?.asked} asked) in ${secs(t)}`,
  );
  const told = await db.execute<{ notices: number; jobs: number; sellers: number }>(sql`
    select
      (select count(*) from notifications where kind = 'listing_paused_unconfirmed')::int as notices,
      (select count(*) from jobs where kind = ${PAUSED_NOTICE_JOB})::int as jobs,
      (select count(distinct seller_id) from properties where status = 'paused')::int as sellers`);
  const { notices, jobs, sellers } = told.rows[0];
  console.log(
    `  sellers told: ${Number(notices).toLocaleString("en-IN")} bell notices and ${Number(jobs).toLocaleString("en-IN")} e-mail jobs for the ${Number(sellers).toLocaleString("en-IN")} sellers of paused listings`,
  );
}

async function main(): Promise<void> {
  console.log(
    `machine: ${cpus().length} cores, load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")} (shared with other work: figures move from run to run)`,
  );
  if (!values.reuse) await admin(`drop database if exists ${NAME} with (force)`);
  const client = new Client({ connectionString: serverUrl.toString() });
  await client.connect();
  const exists = await client.query("select 1 from pg_database where datname = $1", [NAME]);
  await client.end();
  if (exists.rowCount === 0) await admin(`create database ${NAME}`);
  const handle = await openDatabase({ url: benchUrl.toString() });
  try {
    setDbHandleForTesting(handle);
    await runMigrations(handle);
    const db = handle.db;
    let t = Date.now();
    console.log(`loading ${hashes.toLocaleString("en-IN")} photo fingerprints…`);
    await loadHashes(db, hashes);
    console.log(`  fingerprints in ${secs(t)}`);
    await benchLookups(db);
    if (listings === 0) return;
    t = Date.now();
    const have = await countOf(db, sql`select count(*)::int as n from properties`);
    if (values.reuse && have === listings) {
      console.log(`reusing the ${listings.toLocaleString("en-IN")} listings already loaded`);
    } else {
      if (have > 0) throw new Error(`the database already holds ${have} listings`);
      console.log(`loading ${listings.toLocaleString("en-IN")} listings…`);
      await generateListings(db, listings, (m) => console.log(m));
      console.log(`  listings in ${secs(t)}`);
    }
    await benchReconfirm(db);
  } finally {
    setDbHandleForTesting(undefined);
    await handle.close();
    if (!values.keep && !values.reuse) await admin(`drop database if exists ${NAME} with (force)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
