import "server-only";
import { revalidateTag } from "next/cache";
import { log } from "@/lib/log";

/**
 * Expires cached public reads after a moderation write. `{ expire: 0 }`: the next visitor gets
 * fresh data (a blocked listing must leave search at once, not after a stale-while-revalidate
 * round). Outside a Next.js request (scripts, Jest) there is no cache to expire, so failures
 * are logged and ignored — the database write has already committed.
 */
export function expireTags(tagNames: Iterable<string>): void {
  for (const tag of new Set(tagNames)) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch (error) {
      log.debug({ err: error, tag }, "cache tag not expired (no Next.js request context)");
    }
  }
}
