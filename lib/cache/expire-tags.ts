import "server-only";
import { revalidateTag } from "next/cache";
import { forgetListingStates } from "@/lib/cache/listing-state-memo";
import { nextCachesInProcess } from "@/lib/cache/next-internals";
import { publishTagExpiry } from "@/lib/cache/shared-cache";
import { tags } from "@/lib/cache/tags";
import { log } from "@/lib/log";
import type { EnquiryTarget } from "@/lib/validation/lead";

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
  // The shared cache's handlers check tags against its own store: one write tells every instance.
  if (await publishTagExpiry(tagNames)) return true;
  const { handlers, pageCache } = nextCachesInProcess();
  const work: Promise<void>[] = [];
  for (const handler of handlers) {
    if (handler.updateTags) work.push(Promise.resolve(handler.updateTags(tagNames)));
  }
  if (pageCache) work.push(pageCache.revalidateTag(tagNames));
  if (work.length === 0) return false;
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
  const unique = new Set(tagNames);
  forgetListingStates(unique);
  for (const tag of unique) {
    // Outside a request every call throws the same way: after the first, the rest go straight to
    // the direct path (a job that paused 400,000 listings threw 400,000 times here).
    if (outside.length > 0) {
      outside.push(tag);
      continue;
    }
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

/** Expires tags without waiting (writes call it after their commit). */
export function expireTags(tagNames: Iterable<string>): void {
  void expireTagsNow(tagNames);
}

/** The cache tags of a listing's public reads. */
export function listingTags(id: number, citySlug?: string | null): string[] {
  const list = [tags.properties, tags.property(id), tags.featured];
  if (citySlug) list.push(tags.cityProperties(citySlug));
  return list;
}

/** Drops cached public reads of a listing at once (it may have just left the public site). */
export function expireListing(id: number, citySlug?: string | null): void {
  expireTags(listingTags(id, citySlug));
}

/** Drops cached public reads of a project at once. */
export function expireProject(id: number): void {
  expireTags([tags.projects, tags.project(id)]);
}

/**
 * After an enquiry (the enquiry routes, app/api/enquiries): the listing's or project's page shows
 * the new enquiry count on its next render, for the sender (whose form refreshes the page once
 * the answer is in) and everyone else.
 */
export function refreshEnquiredPage(target: { targetType: EnquiryTarget; targetId: number }): void {
  if (target.targetType === "property") expireTags([tags.property(target.targetId)]);
  if (target.targetType === "project") expireTags([tags.project(target.targetId)]);
}
