// next.config.ts `cacheHandler` (the page cache): Next.js imports this file by path at run
// time, outside its bundles, so it only forwards to the Redis page cache that
// instrumentation.ts installs before the first request (lib/cache/shared-cache.ts).
const INSTALLED = Symbol.for("landacre.sharedCache");

function sharedCache() {
  const installed = globalThis[INSTALLED];
  if (!installed) throw new Error("the shared cache was registered but not installed");
  return installed;
}

class SharedPageCacheHandler {
  constructor(ctx) {
    this.handler = new (sharedCache().PageCache)(ctx);
  }

  get(...args) {
    return this.handler.get(...args);
  }

  set(...args) {
    return this.handler.set(...args);
  }

  revalidateTag(...args) {
    return this.handler.revalidateTag(...args);
  }

  resetRequestCache() {
    return this.handler.resetRequestCache();
  }
}

module.exports = SharedPageCacheHandler;
