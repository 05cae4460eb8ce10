import "server-only";
import { revalidateTag } from "next/cache";
import { publishTagExpiry } from "@/lib/cache/shared-cache";
import { log } from "@/lib/log";

type TagExpirer = { updateTags?: (tags: string[]) => Promise<void> | void };
type IncrementalCache = { revalidateTag: (tags: string[]) => Promise<void> };

/**
 * Expires tags from code that runs outside a request (the server's background jobs), where
 * `revalidateTag` has no request store to queue them on. It does what Next.js does at the end
 * of a request that called `revalidateTag(tag, { expire: 0 })`: every `'use cache'` handler's
 * `updateTags` and the page cache's `revalidateTag`, both found where Next.js keeps them on
 * globalThis (with `REDIS_URL`, the shared cache's handlers, which tell every instance). Before
 * the first request only the shared tag store exists; outside a Next.js server (scripts, Jest)
 * there is no cache and nothing to do.
 */
export async function expireTagsOutsideRequest(tagNames: string[]): Promise<boolean> {
  if (tagNames.length === 0) return false;
  const store = globalThis as unknown as Record<symbol | string, unknown>;
  const handlers = store[Symbol.for("@next/cache-handlers-set")] as Set<TagExpirer> | undefined;
  const pageCache = store.__incrementalCache as IncrementalCache | undefined;
  const work: Promise<void>[] = [];
  for (const handler of handlers ?? []) {
    if (handler.updateTags) work.push(Promise.resolve(handler.updateTags(tagNames)));
  }
  if (pageCache) work.push(pageCache.revalidateTag(tagNames));
  if (work.length === 0) return publishTagExpiry(tagNames);
  await Promise.all(work);
  return true;
}

/**
 * Expires cache tags at once (`{ expire: 0 }`: the next visitor gets fresh data). Inside a
 * request Next.js applies them when the response ends; outside one (background jobs) they are
 * applied directly. Failures are logged: the database write has already committed.
 */
export async function expireTagsNow(tagNames: Iterable<string>): Promise<void> {
  const outside: string[] = [];
  for (const tag of new Set(tagNames)) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch {
      outside.push(tag);
    }
  }
  if (outside.length === 0) return;
  try {
    const applied = await expireTagsOutsideRequest(outside);
    if (!applied) log.debug({ tags: outside }, "no Next.js cache in this process to expire");
  } catch (error) {
    log.warn({ err: error, tags: outside }, "cache tags not expired");
  }
}
