import type { PageCacheValue, TagExpiry } from "@/lib/cache/next-internals";
import { tagState } from "@/lib/cache/tag-state";

/** More keys than this waiting for their render and the record starts again (bounded memory). */
const MAX_KEYS = 10_000;

/**
 * When the render that will fill a page-cache key began. Next.js stamps a page it stores with
 * the time it is stored, not the time its render began; a render that read a listing before the
 * seller's price cut and finished after the cut's tag expiry would be kept as newer than the
 * cut, and served with the old price until the next change. The page cache handlers (lib/cache/
 * page-cache-filter.ts, redis-page-cache.ts) note here the read that precedes each render (a
 * miss, or an entry Next.js serves stale while it renders a new one) and, at `set`, keep the
 * new page only when none of its tags expired or went stale since that read; otherwise the next
 * visitor renders it again.
 */
export class RenderStarts {
  private readonly began = new Map<string, number>();

  /** A miss: Next.js renders `key` now (a newer miss replaces an older record). */
  miss(key: string, now = Date.now()): void {
    this.note(key, now, true);
  }

  /** An entry served stale while Next.js renders it again: the earliest such read counts. */
  revalidating(key: string, now = Date.now()): void {
    this.note(key, now, false);
  }

  /**
   * A read of the page cache, as the handler answers it: a miss, or an entry Next.js will serve
   * stale and render again (past its `revalidate` or `expire`, or marked with an old
   * modification time), means a render of `key` begins now.
   */
  read(key: string, entry: PageCacheValue | null, now = Date.now()): void {
    if (!entry) this.miss(key, now);
    else if (dueForRender(entry, now)) this.revalidating(key, now);
  }

  /** When the render now being stored began (the record is used up), or undefined if unknown. */
  take(key: string): number | undefined {
    const at = this.began.get(key);
    this.began.delete(key);
    return at;
  }

  private note(key: string, now: number, replace: boolean): void {
    if (!replace && this.began.has(key)) return;
    if (!this.began.has(key) && this.began.size >= MAX_KEYS) this.began.clear();
    this.began.set(key, now);
  }
}

/** The one record of this process (the handlers are made per request). */
export const renderStarts = new RenderStarts();

/** Whether Next.js renders this entry again when it is read (as its incremental cache decides). */
function dueForRender(entry: PageCacheValue, now: number): boolean {
  const lastModified = entry.lastModified ?? 0;
  if (lastModified <= 1) return true;
  const { revalidate, expire } = entry.cacheControl ?? {};
  return (
    (typeof revalidate === "number" && lastModified + revalidate * 1000 < now) ||
    (typeof expire === "number" && lastModified + expire * 1000 < now)
  );
}

/**
 * Whether a page whose render began at `began` may be stored: unknown beginnings may (as before),
 * and so may renders none of whose tags changed since they began. A tag changed in the same
 * millisecond as the read counts as changed (the render may have missed it).
 */
export function renderStillCurrent(
  manifest: ReadonlyMap<string, TagExpiry>,
  tags: readonly string[],
  began: number | undefined,
  now = Date.now(),
): boolean {
  return began === undefined || tagState(manifest, tags, began - 1, now) === "fresh";
}
