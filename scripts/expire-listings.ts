/**
 * Expires live listings past their 90 days, warns sellers a week ahead and expires the
 * listings' cache tags. The server runs the same job every LISTING_EXPIRY_INTERVAL_MS; this
 * script is for cron when that is 0 (e.g. hourly):
 * `npx tsx --conditions=react-server scripts/expire-listings.ts`.
 * Safe beside running servers: a run already under way elsewhere makes this one skip.
 */
import { getDbHandle } from "@/lib/db/client";
import { runListingExpiryJob } from "@/lib/listings/expiry-job";

const handle = await getDbHandle();
const run = await runListingExpiryJob(new Date());
console.log(
  run
    ? `expired ${run.expired} listing(s); warned ${run.warned} seller(s) of listings expiring soon`
    : "another expiry run holds the lock; nothing done",
);
await handle.close();
