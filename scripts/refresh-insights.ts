/**
 * Rebuilds the insights rollup (price trends and listing supply) from the listings. Run it on a
 * schedule (cron, e.g. nightly; it is safe to run any time, readers see the old rollup until the
 * new one commits): `npm run insights:refresh`. The seed runs it too.
 */
import { getDbHandle } from "@/lib/db/client";
import { refreshInsights } from "@/lib/insights/refresh-insights";

const handle = await getDbHandle();
const run = await refreshInsights(handle.db);
console.log(
  `insights: ${run.trendRows} price points and ${run.supplyRows} supply rows in ${run.millis} ms`,
);
await handle.close();
