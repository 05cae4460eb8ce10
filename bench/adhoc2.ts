import { sql } from "drizzle-orm";
import { openDatabase } from "@/lib/db/client";
import { resolveAppliedFilters } from "@/lib/search/applied-filters";
import { cardsSql } from "@/lib/search/card-query";
import { searchStatements } from "@/lib/search/search-properties";
import { parseSearchParams } from "@/lib/validation/search";
const h = await openDatabase({ url: process.argv[2] });
const cities = ["Delhi", "Mumbai", "Bangalore", "Hyderabad", "Chennai", "Kolkata", "Pune", "Ahmedabad", "Indore", "Bhopal", "Jaipur", "Lucknow"];
const stats = (t: number[]) => { t.sort((a, b) => a - b); return `${t[Math.floor(t.length / 2)].toFixed(1)} / ${t[Math.floor(t.length * 0.95)].toFixed(1)}`; };
for (const tpl of process.argv.slice(3)) {
  const tc: number[] = [], tp: number[] = [];
  for (let i = 0; i < 48; i++) {
    const { filters } = parseSearchParams({ searchQuery: tpl.replace("<city>", cities[i % 12]) });
    const st = searchStatements(resolveAppliedFilters(filters), "row");
    let t = performance.now();
    await h.db.execute(st.count);
    tc.push(performance.now() - t);
    t = performance.now();
    await h.db.execute(cardsSql(st.pageIds));
    tp.push(performance.now() - t);
  }
  console.log(tpl.padEnd(40), "count", stats(tc), " page", stats(tp));
}
await h.close();
