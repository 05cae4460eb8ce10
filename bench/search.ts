/**
 * npm run bench:search [-- --properties|--listings 1000000 --runs 200 --fresh --generator seed|sql --only <text>]
 *
 * Search latency on PostgreSQL at scale. Uses BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/landacre_bench; created if missing), migrates it, loads
 * N listings once (kept between runs; --fresh reloads) with the project's seed generator
 * (lib/db/seed, default) or the faster SQL generator in bench/generate-listings.ts, then runs typical searches through the
 * real searchProperties() (page query + count) and prints p50 / p95 / p99 per query and overall.
 */
import { cpus, loadavg } from "node:os";
import { parseArgs } from "node:util";
import { env } from "@/lib/env";
import { searchProperties } from "@/lib/search/search-properties";
import { parseSearchParams } from "@/lib/validation/search";
import { seedDatabase } from "@/lib/db/seed/seed-database";
import { listingCount, listingsAndRuns, openBenchDatabase, percentile } from "./bench-db";
import { generateListings, withoutListingIndexes } from "./generate-listings";
import { BENCH_QUERIES } from "./queries";

const { values } = parseArgs({
  options: {
    properties: { type: "string", default: "1000000" },
    /** Same as --properties (the issues say "--listings"). */
    listings: { type: "string" },
    runs: { type: "string", default: "200" },
    fresh: { type: "boolean", default: false },
    generator: { type: "string", default: "seed" },
    /** Time only the queries whose name contains this text. */
    only: { type: "string", default: "" },
  },
});
const { count, runs } = listingsAndRuns({
  ...values,
  properties: values.listings ?? values.properties,
});
const fmt = (ms: number) => ms.toFixed(1).padStart(7);

async function main(): Promise<void> {
  const handle = await openBenchDatabase(values.fresh);
  const have = await listingCount(handle.db);
  if (have === 0) {
    console.log(
      `loading ${count.toLocaleString("en-IN")} listings into ${new URL(env.BENCH_DATABASE_URL).pathname.slice(1)}…`,
    );
    const started = Date.now();
    if (values.generator === "sql") {
      await generateListings(handle.db, count, console.log);
    } else {
      // The project's seed generator (realistic listings), without photo files; indexes are
      // rebuilt after the load.
      const rebuild = await withoutListingIndexes(handle.db, console.log);
      await seedDatabase(handle.db, { properties: count, generatePhotos: false, log: console.log });
      await rebuild();
    }
    console.log(`loaded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } else if (have !== count) {
    console.log(
      `note: the database has ${have.toLocaleString("en-IN")} listings (use --fresh to reload ${count.toLocaleString("en-IN")})`,
    );
  }
  const total = await listingCount(handle.db);
  console.log(
    `\n${total.toLocaleString("en-IN")} listings; ${runs} runs per query (searchProperties: page + count)\n`,
  );
  const load = () =>
    loadavg()
      .map((n) => n.toFixed(1))
      .join(" / ");
  console.log(`machine: ${cpus().length} cores; load average (1/5/15 min) at start ${load()}`);
  console.log(`${"query".padEnd(44)}    p50     p95     p99   results`);

  const all: number[] = [];
  const only = values.only.toLowerCase();
  for (const query of BENCH_QUERIES.filter((q) => q.name.toLowerCase().includes(only))) {
    const times: number[] = [];
    let lastTotal = 0;
    for (let i = 0; i < runs + 5; i += 1) {
      const { filters, errors } = parseSearchParams(query.params(i));
      if (Object.keys(errors).length) throw new Error(`${query.name}: ${JSON.stringify(errors)}`);
      const started = performance.now();
      const result = await searchProperties(filters, handle.db);
      const ms = performance.now() - started;
      if (i >= 5) times.push(ms); // first runs warm the cache
      lastTotal = result.total;
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    console.log(
      `${query.name.padEnd(44)}${fmt(percentile(times, 50))} ${fmt(percentile(times, 95))} ${fmt(percentile(times, 99))}   ${lastTotal}`,
    );
  }
  all.sort((a, b) => a - b);
  console.log(
    `${"overall".padEnd(44)}${fmt(percentile(all, 50))} ${fmt(percentile(all, 95))} ${fmt(percentile(all, 99))}`,
  );
  console.log(`load average at end ${load()} (other work on the machine inflates these figures)`);
  await handle.close();
}

await main();
