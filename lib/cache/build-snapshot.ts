import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { nextTagsManifest } from "@/lib/cache/next-internals";
import { publishTagExpiry } from "@/lib/cache/shared-cache";
import { env } from "@/lib/env";
import { log } from "@/lib/log";

/**
 * Public pages without per-visitor parts (home) are prerendered whole at `next build`, where no
 * seeded database exists. Their cached reads answer empty there and tag that answer with
 * BUILD_SNAPSHOT_TAG; each server process expires the tag when it starts, so the first visitor
 * gets a page rendered from the real database, which is then served from cache until one of its
 * data tags expires.
 */
export const BUILD_SNAPSHOT_TAG = "build-snapshot";

/** Call first inside a `'use cache'` read: true (and the entry tagged) while `next build` runs. */
export function atBuild(): boolean {
  if (env.NEXT_PHASE !== "phase-production-build") return false;
  cacheTag(BUILD_SNAPSHOT_TAG);
  return true;
}

/**
 * Marks every page prerendered at build with empty reads as expired (run once at server start,
 * before the first request): Next.js then renders it again, blocking, on its first visit. With the
 * shared cache the tag expires in its store (its page handler checks every entry's tags);
 * without, in Next.js's process-wide page-cache manifest (what `revalidateTag` writes).
 */
export async function expireBuildSnapshot(): Promise<void> {
  try {
    if (await publishTagExpiry([BUILD_SNAPSHOT_TAG])) return;
    const tagsManifest = await nextTagsManifest();
    const now = Date.now();
    tagsManifest.set(BUILD_SNAPSHOT_TAG, { stale: now, expired: now });
  } catch (error) {
    log.warn({ err: error }, "could not expire the pages prerendered at build");
  }
}

/**
 * The site's address (SITE_URL) as a prerendered page reads it: `next build` may run without the
 * server's SITE_URL (a build made once and deployed with its own address), and every page drawn
 * there bakes the address into its canonical link, og:url and JSON-LD. Read here, the page is
 * tagged at build and drawn again with the server's address on its first visit (the root layout's
 * metadata reads it, so every page of the site is covered).
 */
export async function renderedSiteUrl(): Promise<string> {
  "use cache";
  // The address never changes while the process runs: this read shortens no page's lifetime.
  cacheLife("max");
  atBuild();
  return env.SITE_URL;
}
