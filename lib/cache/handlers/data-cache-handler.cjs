// next.config.ts `cacheHandlers.default` and `.remote` (`'use cache'`): Next.js imports this
// file by path at run time, outside its bundles, so it only forwards to the Redis data cache
// that instrumentation.ts installs before the first request (lib/cache/shared-cache.ts).
const INSTALLED = Symbol.for("landacre.sharedCache");

function data() {
  const installed = globalThis[INSTALLED];
  if (!installed) throw new Error("the shared cache was registered but not installed");
  return installed.data;
}

const sharedDataCacheHandler = {
  get: (cacheKey, softTags) => data().get(cacheKey, softTags),
  set: (cacheKey, pendingEntry) => data().set(cacheKey, pendingEntry),
  refreshTags: () => data().refreshTags(),
  getExpiration: (tags) => data().getExpiration(tags),
  updateTags: (tags, durations) => data().updateTags(tags, durations),
};

module.exports = sharedDataCacheHandler;
