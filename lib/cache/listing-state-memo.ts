/**
 * Whether a listing has left the site, remembered for a few seconds per process: asked on every
 * visit of a listing page (lib/http/gone-listing-hook.ts, through lib/properties/gone-property.ts
 * `isListingGone`), before any render, where neither `'use cache'` nor the page cache can serve it. An answer is forgotten at
 * once when this process expires the listing's tag (lib/cache/expire-tags.ts), and after
 * {@link LISTING_STATE_TTL_MS} in any case, which bounds how long another instance may answer
 * with the old status after a pause or an unpause (the page itself comes from the shared cache).
 * On globalThis: the app's bundles each load this module. No imports.
 */
export const LISTING_STATE_TTL_MS = 10_000;
/** More ids than this and the memo starts again (a crawl over every listing stays bounded). */
const MAX_ENTRIES = 20_000;

const KEY = Symbol.for("land-acre.listing-state-memo");
type Memo = Map<number, { gone: boolean; until: number }>;

function memo(): Memo {
  const holder = globalThis as { [KEY]?: Memo };
  return (holder[KEY] ??= new Map());
}

/** The remembered answer for listing `id`, or undefined. */
export function rememberedGone(id: number, now = Date.now()): boolean | undefined {
  const entry = memo().get(id);
  return entry && entry.until > now ? entry.gone : undefined;
}

export function rememberGone(id: number, gone: boolean, now = Date.now()): void {
  const entries = memo();
  if (entries.size >= MAX_ENTRIES) entries.clear();
  entries.set(id, { gone, until: now + LISTING_STATE_TTL_MS });
}

/** Forgets the listings whose tags (`property:<id>`) were expired; `properties` forgets all. */
export function forgetListingStates(expiredTags: Iterable<string>): void {
  const entries = memo();
  for (const tag of expiredTags) {
    if (tag === "properties") {
      entries.clear();
      return;
    }
    const id = /^property:(\d+)$/.exec(tag)?.[1];
    if (id) entries.delete(Number(id));
  }
}
