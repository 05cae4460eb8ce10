import "server-only";
import { expireTagsNow } from "@/lib/cache/expire-tags";

/**
 * Expires cached public reads after a moderation write. `{ expire: 0 }`: the next visitor gets
 * fresh data (a blocked listing must leave search at once, not after a stale-while-revalidate
 * round). Outside a request (scripts, Jest) there is no cache to expire.
 */
export function expireTags(tagNames: Iterable<string>): void {
  void expireTagsNow(tagNames);
}
