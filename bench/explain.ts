/**
 * EXPLAIN ANALYZE the two statements of one search:
 * npx tsx --conditions=react-server bench/explain.ts <postgres url> '{"propertyType":"FlatApartment","city":"Pune"}' [row]
 * (`row`: the page as searchProperties runs it when keywords match more than the count cap)
 */
import { sql } from "drizzle-orm";
import { openDatabase } from "@/lib/db/client";
import { resolveAppliedFilters } from "@/lib/search/applied-filters";
import { cardsSql } from "@/lib/search/card-query";
import { findCityId } from "@/lib/search/search-conditions";
import { searchStatements } from "@/lib/search/search-properties";
import { parseSearchParams } from "@/lib/validation/search";

const url = process.argv[2];
const { filters } = parseSearchParams(JSON.parse(process.argv[3]));
const applied = resolveAppliedFilters(filters);
const h = await openDatabase({ url });
// As searchProperties runs a keyword search: with the city's id looked up first.
const cityId =
  (applied.keywords.length && applied.city && (await findCityId(h.db, applied.city))) || undefined;
const st = searchStatements(applied, process.argv[4] === "row" ? "row" : "index", cityId);
for (const q of [cardsSql(st.pageIds), st.count]) {
  const ex = await h.db.execute(sql`explain (analyze, buffers) ${q}`);
  console.log(ex.rows.map((r) => (r as Record<string, string>)["QUERY PLAN"]).join("\n"));
  console.log("-----");
}
await h.close();
