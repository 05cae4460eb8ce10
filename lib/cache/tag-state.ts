import type { TagExpiry } from "@/lib/cache/next-internals";

/**
 * An entry written at `timestamp` with these tags, against a manifest of tag expiries: `expired`
 * when one of them expired after it was written (never serve it), `stale` when one went stale
 * after (serve it, render again), else `fresh`.
 */
export function tagState(
  manifest: ReadonlyMap<string, TagExpiry>,
  tags: readonly string[],
  timestamp: number,
  now = Date.now(),
): "fresh" | "stale" | "expired" {
  let stale = false;
  for (const tag of tags) {
    const state = manifest.get(tag);
    if (!state) continue;
    if (typeof state.expired === "number" && state.expired <= now && state.expired > timestamp) {
      return "expired";
    }
    if ((state.stale ?? 0) > timestamp) stale = true;
  }
  return stale ? "stale" : "fresh";
}
