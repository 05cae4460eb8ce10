/**
 * npm run bench:insights [-- --properties 1000000 --runs 100 --fresh]
 *
 * Insights at scale on PostgreSQL (BENCH_DATABASE_URL, shared with bench:search): loads N
 * listings with the SQL generator when the database is empty, times the rollup refresh
 * (refreshInsights: price trends + supply, one transaction) twice, then a first, uncached render's
 * data for city and locality insight pages (loadCityInsights / loadLocalityInsights: what the
 * pages read on a cache miss) over the generated cities and localities, p50 / p95 / p99.
 */
import { cpus, loadavg } from "node:os";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { withDatabase } from "@/lib/db/client";
import { loadCityInsights, loadLocalityInsights } from "@/lib/insights/insight-queries";
import { refreshInsights } from "@/lib/insights/refresh-insights";
import { listingCount, openBenchDatabase, percentile } from "./bench-db";
import { generateListings } from "./generate-listings";

const { values } = parseArgs({
  options: {
    properties: { type: "string", default: "1000000" },
    runs: { type: "string", default: "100" },
    fresh: { type: "boolean", default: false },
  },
});
const count = Number(values.properties);
const runs = Number(values.runs);
if (!Number.isInteger(count) || count < 1 || !Number.isInteger(runs) || runs < 1) {
  console.error("--properties and --runs must be positive integers");
  process.exit(1);
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(" / ");
const fmt = (ms: number) => ms.toFixed(1).padStart(7);

async function timeRuns(label: string, pages: (() => Promise<unknown>)[]): Promise<void> {
  const times: number[] = [];
  for (let i = 0; i < runs + 5; i += 1) {
    const started = performance.now();
    const found = await pages[i % pages.length]();
    if (!found) throw new Error(`${label}: page ${i % pages.length} found nothing`);
    if (i >= 5) times.push(performance.now() - started); // the first runs warm the pool
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(34)}${fmt(percentile(times, 50))} ${fmt(percentile(times, 95))} ${fmt(percentile(times, 99))}`,
  );
}

async function main(): Promise<void> {
  const handle = await openBenchDatabase(values.fresh);
  const db = handle.db;
  if ((await listingCount(db)) === 0) {
    console.log(`loading ${count.toLocaleString("en-IN")} listings (SQL generator)…`);
    const started = Date.now();
    await generateListings(db, count, console.log);
    console.log(`loaded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  const total = await listingCount(db);
  console.log(`\n${total.toLocaleString("en-IN")} listings; machine: ${cpus().length} cores`);
  console.log(`load average (1/5/15 min) at start ${load()}\n`);

  for (const run of [1, 2]) {
    const result = await refreshInsights(db);
    console.log(
      `rollup refresh ${run}: ${(result.millis / 1000).toFixed(1)} s (${result.trendRows.toLocaleString("en-IN")} trend rows, ${result.supplyRows.toLocaleString("en-IN")} supply rows)`,
    );
  }

  const places = await db.execute<{ city: string; locality: string }>(sql`
    select c.slug as city, l.slug as locality
    from localities l join cities c on c.id = l.city_id
    where exists (select 1 from listing_supply s where s.locality_id = l.id)
    order by c.id, l.id`);
  const cities = [...new Set(places.rows.map((r) => r.city))];
  console.log(
    `\nuncached page data over ${cities.length} cities and ${places.rows.length} localities`,
  );
  console.log(`${"page".padEnd(34)}    p50     p95     p99  (ms)`);
  await withDatabase(db, async () => {
    await timeRuns(
      "city insights (loadCityInsights)",
      cities.map((city) => () => loadCityInsights(city)),
    );
    await timeRuns(
      "locality insights",
      places.rows.map((r) => () => loadLocalityInsights(r.city, r.locality)),
    );
  });
  console.log(`\nload average at end ${load()} (other work on the machine inflates these figures)`);
  await handle.close();
}

await main();
