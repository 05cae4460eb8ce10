import "server-only";
import type Redis from "ioredis";

/** One listing's views on one Indian day, as written to `property_views`. */
export type ViewCount = { propertyId: number; day: string; count: number };

/** Where views wait between flushes. `take` empties the store and returns what it held. */
export interface ViewStore {
  add(propertyId: number, day: string, count?: number): Promise<void>;
  take(): Promise<ViewCount[]>;
  /** Pending (listing, day) pairs; a hint for flushing early, not an exact figure. */
  pending(): number;
}

function keyOf(propertyId: number, day: string): string {
  return `${propertyId}|${day}`;
}

function parseKey(key: string, count: number): ViewCount | null {
  const [id, day] = key.split("|");
  const propertyId = Number(id);
  if (!Number.isInteger(propertyId) || propertyId <= 0 || !/^\d{4}-\d{2}-\d{2}$/.test(day ?? "")) {
    return null;
  }
  return { propertyId, day, count };
}

/** Views held in this process (one instance, or the fallback while Redis is unreachable). */
export class MemoryViewStore implements ViewStore {
  private counts = new Map<string, number>();

  async add(propertyId: number, day: string, count = 1): Promise<void> {
    const key = keyOf(propertyId, day);
    this.counts.set(key, (this.counts.get(key) ?? 0) + count);
  }

  async take(): Promise<ViewCount[]> {
    const held = this.counts;
    this.counts = new Map();
    const out: ViewCount[] = [];
    for (const [key, count] of held) {
      const row = parseKey(key, count);
      if (row) out.push(row);
    }
    return out;
  }

  pending(): number {
    return this.counts.size;
  }
}

/** Reads and deletes the hash in one step, so two instances flushing never count a view twice. */
const TAKE_SCRIPT = `local v = redis.call('HGETALL', KEYS[1]) redis.call('DEL', KEYS[1]) return v`;

/**
 * Views in a Redis hash shared by every instance (`HINCRBY listing|day`): a view survives the
 * restart of the process that saw it, and any instance's flush writes everyone's counts.
 */
export class RedisViewStore implements ViewStore {
  private added = 0;

  constructor(
    private readonly redis: Redis,
    private readonly key = "landacre:views:pending",
  ) {}

  async add(propertyId: number, day: string, count = 1): Promise<void> {
    await this.redis.hincrby(this.key, keyOf(propertyId, day), count);
    this.added += 1;
  }

  async take(): Promise<ViewCount[]> {
    this.added = 0;
    const flat = (await this.redis.eval(TAKE_SCRIPT, 1, this.key)) as string[];
    const out: ViewCount[] = [];
    for (let i = 0; i + 1 < flat.length; i += 2) {
      const row = parseKey(flat[i], Number(flat[i + 1]));
      if (row && Number.isInteger(row.count) && row.count > 0) out.push(row);
    }
    return out;
  }

  pending(): number {
    return this.added;
  }
}

/** Sums rows of the same listing and day. */
export function mergeViewCounts(rows: Iterable<ViewCount>): ViewCount[] {
  const merged = new Map<string, ViewCount>();
  for (const row of rows) {
    const key = keyOf(row.propertyId, row.day);
    const found = merged.get(key);
    if (found) found.count += row.count;
    else merged.set(key, { ...row });
  }
  return [...merged.values()];
}

export type ViewBufferOptions = {
  /** The shared store (Redis) or the process's own memory. */
  store: ViewStore;
  /** Writes one batch to the database; throws to have the batch kept for the next flush. */
  write: (rows: ViewCount[]) => Promise<void>;
  /** A flush starts early once this many (listing, day) pairs wait. */
  maxPending?: number;
  onError?: (error: unknown, during: "add" | "flush") => void;
};

/**
 * Counts page views without a database write per view: views collect in a store and are
 * written in batches by `flush()` (called on an interval and on shutdown). Flushes run one at a
 * time; a failed write puts its batch back, so a database outage delays counts but loses none.
 */
export class ViewBuffer {
  /** Views that could not reach the shared store, and batches whose write failed. */
  private readonly local = new MemoryViewStore();
  /** The flush that has not started yet (callers until it starts share it). */
  private queued: Promise<number> | null = null;
  private tail: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: ViewBufferOptions) {}

  async record(propertyId: number, day: string): Promise<void> {
    try {
      await this.options.store.add(propertyId, day);
    } catch (error) {
      this.options.onError?.(error, "add");
      await this.local.add(propertyId, day);
    }
    const max = this.options.maxPending ?? 5_000;
    if (this.options.store.pending() + this.local.pending() >= max && !this.queued) {
      void this.flush().catch(() => undefined);
    }
  }

  /**
   * Writes every view recorded before the call; resolves with the number of views written.
   * Flushes never overlap: a call during a flush queues one more after it.
   */
  flush(): Promise<number> {
    if (this.queued) return this.queued;
    const next = this.tail.then(() => {
      this.queued = null;
      return this.flushOnce();
    });
    this.queued = next;
    this.tail = next.catch(() => undefined);
    return next;
  }

  pending(): number {
    return this.options.store.pending() + this.local.pending();
  }

  private async flushOnce(): Promise<number> {
    const parts: ViewCount[][] = [await this.local.take()];
    try {
      parts.push(await this.options.store.take());
    } catch (error) {
      this.options.onError?.(error, "flush");
    }
    const rows = mergeViewCounts(parts.flat());
    if (rows.length === 0) return 0;
    try {
      await this.options.write(rows);
    } catch (error) {
      for (const row of rows) await this.local.add(row.propertyId, row.day, row.count);
      this.options.onError?.(error, "flush");
      return 0;
    }
    return rows.reduce((sum, row) => sum + row.count, 0);
  }
}
