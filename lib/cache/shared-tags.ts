import type Redis from "ioredis";
import type { TagExpiry } from "@/lib/cache/next-internals";
import { renderStillCurrent } from "@/lib/cache/render-starts";
import { tagState } from "@/lib/cache/tag-state";

export type { TagExpiry };
/** Tag expiries as this process knows them (its own map, synced from Redis). */
export type TagManifest = Map<string, TagExpiry>;

/** At most one sync with Redis per this interval; a tag expired elsewhere shows within it. */
const SYNC_INTERVAL_MS = 50;

/**
 * Writes a batch of tag states and logs each tag under a new version number, in one atomic step,
 * so a reader that has seen version v has seen every write up to v.
 * KEYS: version counter, tag states (hash), change log (sorted set, score = version).
 */
const PUBLISH_SCRIPT = `
local v = redis.call('INCR', KEYS[1])
for i = 1, #ARGV, 2 do
  redis.call('HSET', KEYS[2], ARGV[i], ARGV[i + 1])
  redis.call('ZADD', KEYS[3], v, ARGV[i])
end
return v`;

/**
 * Tag expiry shared by every server process through Redis. Next.js decides whether a cached
 * page or `'use cache'` entry is still good by the tag timestamps in its process-wide tags
 * manifest; this store writes each expiry to Redis as well (last write wins, as in Next.js), and
 * `sync()` copies the expiries other processes wrote since the last sync into the local
 * manifest: one small Redis read when nothing changed.
 */
export class SharedTagStore {
  private readonly keys: { version: string; states: string; log: string };
  private seenVersion = 0;
  private lastSyncAt = 0;
  private inFlight: Promise<void> | undefined;

  constructor(
    private readonly redis: Redis,
    prefix: string,
    private readonly manifest: TagManifest,
    private readonly onError: (error: unknown) => void = () => {},
  ) {
    this.keys = {
      version: `${prefix}:tags:version`,
      states: `${prefix}:tags:states`,
      log: `${prefix}:tags:log`,
    };
  }

  /**
   * Expires tags here and on every instance. Without `durations` (or with `expire: 0`) the tags
   * expire at once; `expire > 0` marks them stale now and expired after that many seconds, as
   * Next.js's own handlers do.
   */
  async expire(tags: string[], durations?: { expire?: number }): Promise<void> {
    if (tags.length === 0) return;
    const now = Date.now();
    const args: string[] = [];
    for (const tag of new Set(tags)) {
      const state: TagExpiry = { ...this.manifest.get(tag) };
      if (durations) {
        state.stale = now;
        if (durations.expire !== undefined) state.expired = now + durations.expire * 1000;
      } else state.expired = now;
      this.manifest.set(tag, state);
      args.push(tag, JSON.stringify(state));
    }
    try {
      await this.redis.eval(
        PUBLISH_SCRIPT,
        3,
        this.keys.version,
        this.keys.states,
        this.keys.log,
        ...args,
      );
    } catch (error) {
      this.onError(error);
    }
  }

  /**
   * An entry written at `timestamp` with these tags: `expired` when one of them expired after it
   * was written (never serve it), `stale` when one went stale after (serve it, render again).
   */
  check(tags: string[], timestamp: number, now = Date.now()): "fresh" | "stale" | "expired" {
    return tagState(this.manifest, tags, timestamp, now);
  }

  /** Whether a page whose render began at `began` may be stored (lib/cache/render-starts.ts). */
  stillCurrent(tags: string[], began: number | undefined): boolean {
    return renderStillCurrent(this.manifest, tags, began);
  }

  /** Copies tag expiries written by other instances into the local manifest (throttled). */
  sync(): Promise<void> {
    if (this.inFlight) return this.inFlight;
    if (Date.now() - this.lastSyncAt < SYNC_INTERVAL_MS) return Promise.resolve();
    this.inFlight = this.pull()
      .catch(this.onError)
      .finally(() => {
        this.lastSyncAt = Date.now();
        this.inFlight = undefined;
      });
    return this.inFlight;
  }

  private async pull(): Promise<void> {
    const results = await this.redis
      .pipeline()
      .get(this.keys.version)
      .zrangebyscore(this.keys.log, `(${this.seenVersion}`, "+inf", "WITHSCORES")
      .exec();
    if (!results) return;
    const [[versionError, version], [logError, log]] = results;
    if (versionError) throw versionError;
    if (logError) throw logError;
    const current = Number(version ?? 0);
    if (current < this.seenVersion) {
      // Redis lost its data (flush, failover without persistence): read everything again.
      this.seenVersion = 0;
      return this.pull();
    }
    const pairs = log as string[];
    if (pairs.length === 0) return;
    const changed: string[] = [];
    let newest = this.seenVersion;
    for (let i = 0; i < pairs.length; i += 2) {
      changed.push(pairs[i]);
      newest = Math.max(newest, Number(pairs[i + 1]));
    }
    const states = await this.redis.hmget(this.keys.states, ...changed);
    changed.forEach((tag, i) => {
      const raw = states[i];
      if (raw) this.manifest.set(tag, JSON.parse(raw) as TagExpiry);
    });
    this.seenVersion = newest;
  }
}
