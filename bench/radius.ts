/**
 * npm run bench:radius [-- --properties 1000000 --runs 200 --fresh --only <text>]
 *
 * Distance-search latency on PostgreSQL at scale: listings within 5 km (and 1, 25 km) of a large
 * city's centre, a locality or a position, through the real searchProperties() (page + count).
 * Uses BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/landacre_bench; created if
 * missing); an empty database is loaded once with the SQL generator (bench/generate-listings.ts,
 * listings within about 1.5 km of their locality's point). Prints p50 / p95 / p99 per query.
 */
import { cpus, loadavg } from "node:os";
import { parseArgs } from "node:util";
import { env } from "@/lib/env";
import { findCityByName } from "@/lib/geo/cities";
import { searchProperties } from "@/lib/search/search-properties";
import { parseSearchParams } from "@/lib/validation/search";
import { listingCount, listingsAndRuns, openBenchDatabase, percentile } from "./bench-db";
import { generateListings } from "./generate-listings";

const { values } = parseArgs({
  options: {
    properties: { type: "string", default: "1000000" },
    runs: { type: "string", default: "200" },
    fresh: { type: "boolean", default: false },
    only: { type: "string", default: "" },
  },
});
const { count, runs } = listingsAndRuns(values);

type Params = Record<string, string>;
const LARGE = ["Mumbai", "Delhi", "Bangalore", "Hyderabad", "Chennai", "Kolkata", "Pune"];
const big = (run: number) => LARGE[run % LARGE.length];
const LOCALITIES = [
  ["Mumbai", "Andheri West"],
  ["Bangalore", "Whitefield"],
  ["Pune", "Hinjewadi"],
  ["Delhi", "Dwarka"],
  ["Hyderabad", "Gachibowli"],
] as const;
/** A position a little off a large city's centre, as a phone would report it. */
function position(run: number): Params {
  const city = findCityByName(big(run));
  if (!city) throw new Error(`unknown city ${big(run)}`);
  const jitter = ((run % 7) - 3) * 0.004;
  return { lat: (city.lat + jitter).toFixed(5), lon: (city.lon - jitter).toFixed(5) };
}

const QUERIES: { name: string; params: (run: number) => Params }[] = [
  { name: "5 km of a large city centre", params: (r) => ({ city: big(r), radius: "5" }) },
  {
    name: "5 km of a city centre, nearest first",
    params: (r) => ({ city: big(r), radius: "5", sort: "distance" }),
  },
  {
    name: "5 km, flats, nearest first",
    params: (r) => ({ city: big(r), radius: "5", propertyType: "FlatApartment", sort: "distance" }),
  },
  {
    name: "5 km, plots & land (two types), newest",
    params: (r) => ({ city: big(r), radius: "5", propertyType: "LandPlot", sort: "newest" }),
  },
  {
    name: "5 km, 2 BHK under 1.2 Cr, price low-high",
    params: (r) => ({
      city: big(r),
      radius: "5",
      propertyType: "FlatApartment",
      bhk: "2",
      maxPrice: "12000000",
      sort: "price_asc",
    }),
  },
  { name: "near me (position, 5 km)", params: (r) => ({ ...position(r), sort: "distance" }) },
  {
    name: "near me, rent, 5 km",
    params: (r) => ({ ...position(r), transactionType: "Rent", sort: "distance" }),
  },
  {
    name: "free text: within 5 km of <locality>",
    params: (r) => ({
      searchQuery: `flat within 5 km of ${LOCALITIES[r % LOCALITIES.length][1]} ${LOCALITIES[r % LOCALITIES.length][0]}`,
    }),
  },
  { name: "1 km of a city centre", params: (r) => ({ city: big(r), radius: "1" }) },
  { name: "25 km of a city centre", params: (r) => ({ city: big(r), radius: "25" }) },
  {
    name: "25 km, nearest first",
    params: (r) => ({ city: big(r), radius: "25", sort: "distance" }),
  },
];

const fmt = (ms: number) => ms.toFixed(1).padStart(7);
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(" / ");

async function main(): Promise<void> {
  const handle = await openBenchDatabase(values.fresh);
  const name = new URL(env.BENCH_DATABASE_URL).pathname.slice(1);
  if ((await listingCount(handle.db)) === 0) {
    console.log(`loading ${count.toLocaleString("en-IN")} listings into ${name}…`);
    await generateListings(handle.db, count, console.log);
  }
  const total = await listingCount(handle.db);
  console.log(`\n${total.toLocaleString("en-IN")} listings in ${name}; ${runs} runs per query`);
  console.log(`machine: ${cpus().length} cores; load average (1/5/15 min) at start ${load()}`);
  console.log(`${"query".padEnd(44)}    p50     p95     p99   results`);
  const only = values.only.toLowerCase();
  for (const query of QUERIES.filter((q) => q.name.toLowerCase().includes(only))) {
    const times: number[] = [];
    let lastTotal = "";
    for (let i = 0; i < runs + 5; i += 1) {
      const { filters, errors } = parseSearchParams(query.params(i));
      if (Object.keys(errors).length) throw new Error(`${query.name}: ${JSON.stringify(errors)}`);
      const started = performance.now();
      const result = await searchProperties(filters, handle.db);
      const ms = performance.now() - started;
      if (i >= 5) times.push(ms); // the first runs warm the cache
      if (!result.appliedFilters.centre) throw new Error(`${query.name}: not a distance search`);
      lastTotal = `${result.total}${result.totalCapped ? "+" : ""}`;
    }
    times.sort((a, b) => a - b);
    console.log(
      `${query.name.padEnd(44)}${fmt(percentile(times, 50))} ${fmt(percentile(times, 95))} ${fmt(percentile(times, 99))}   ${lastTotal}`,
    );
  }
  console.log(`load average at end ${load()} (other work on the machine inflates these figures)`);
  await handle.close();
}

await main();
