/**
 * Expires live listings past their 90 days and warns sellers a week ahead. Safe to run often
 * (cron, e.g. hourly): `npx tsx --conditions=react-server scripts/expire-listings.ts`.
 */
import { getDbHandle } from "@/lib/db/client";
import { expireListings } from "@/lib/listings/expire-listings";

const handle = await getDbHandle();
const run = await expireListings(new Date());
console.log(
  `expired ${run.expired} listing(s); warned ${run.warned} seller(s) of listings expiring soon`,
);
await handle.close();
