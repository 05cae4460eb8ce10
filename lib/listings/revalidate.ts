import "server-only";
import { revalidateTag } from "next/cache";
import { tags } from "@/lib/cache-tags";
import { log } from "@/lib/log";

/**
 * Drops cached public reads of a listing at once (it may have just left the public site).
 * Outside a Next request (scripts, tests) there is no cache to drop, so errors are ignored.
 */
export function revalidateListing(id: number, citySlug?: string | null): void {
  const list = [tags.properties, tags.property(id), tags.featured];
  if (citySlug) list.push(tags.cityProperties(citySlug));
  for (const tag of list) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch (error) {
      log.debug({ err: error, tag }, "revalidateTag skipped outside a request");
    }
  }
}

export function revalidateProject(id: number): void {
  for (const tag of [tags.projects, tags.project(id)]) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch (error) {
      log.debug({ err: error, tag }, "revalidateTag skipped outside a request");
    }
  }
}
