import "server-only";
import { expireTagsNow } from "@/lib/cache/expire-tags";
import { tags } from "@/lib/cache-tags";

/** The cache tags of a listing's public reads. */
export function listingTags(id: number, citySlug?: string | null): string[] {
  const list = [tags.properties, tags.property(id), tags.featured];
  if (citySlug) list.push(tags.cityProperties(citySlug));
  return list;
}

/**
 * Drops cached public reads of a listing at once (it may have just left the public site).
 * Inside a request Next.js applies it with the response; outside one (the expiry job) it is
 * applied directly; scripts and tests have no cache to drop.
 */
export function revalidateListing(id: number, citySlug?: string | null): void {
  void expireTagsNow(listingTags(id, citySlug));
}

export function revalidateProject(id: number): void {
  void expireTagsNow([tags.projects, tags.project(id)]);
}
