import "server-only";
import type Redis from "ioredis";
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { metrics } from "@/lib/metrics/registry";
import { RateLimitedError } from "./errors";
import { LIMIT_POLICIES, type LimitName, type LimitPolicy } from "./policies";
import { getRedisClient } from "./redis-client";

/**
 * A refusal from the store. Checked by shape as well: the store may have been made by another
 * copy of the package (see `limiter`).
 */
function isRateLimiterRes(error: unknown): error is { msBeforeNext: number } {
  if (error instanceof RateLimiterRes) return true;
  return (
    typeof error === "object" &&
    error !== null &&
    !(error instanceof Error) &&
    typeof (error as { msBeforeNext?: unknown }).msBeforeNext === "number"
  );
}

/** A named rate limit: `consume` throws RateLimitedError (429 + Retry-After) when over. */
export class Limiter {
  constructor(
    private readonly store: RateLimiterAbstract,
    /** The policy's name, the refusal counter's label. */
    private readonly name = "unnamed",
  ) {}

  async consume(key: string, points = 1): Promise<void> {
    try {
      await this.store.consume(key, points);
    } catch (error) {
      if (isRateLimiterRes(error)) {
        metrics().rateLimitRefusals.inc({ policy: this.name });
        throw new RateLimitedError(Math.max(1, Math.ceil(error.msBeforeNext / 1000)));
      }
      throw error;
    }
  }

  /** Gives points back (e.g. when the SMS gateway failed after the quota was taken). */
  async reward(key: string, points = 1): Promise<void> {
    await this.store.reward(key, points).catch((error: unknown) => {
      log.warn({ err: error }, "rate limit reward failed");
    });
  }

  /** Forgets the key (e.g. failed logins after a successful one). */
  async reset(key: string): Promise<void> {
    await this.store.delete(key).catch((error: unknown) => {
      log.warn({ err: error }, "rate limit reset failed");
    });
  }
}

/**
 * The Redis key prefix of a limit: under the site's CACHE_KEY_PREFIX, so two sites on one Redis
 * keep their own counts.
 */
export function rateLimitKeyPrefix(
  name: string,
  sitePrefix: string = env.CACHE_KEY_PREFIX,
): string {
  return `${sitePrefix}:rl:${name}`;
}

/**
 * Memory store by default; Redis (shared by every instance) when a client is given, with an
 * in-memory insurance limiter so a Redis outage degrades to per-instance limits, not to none.
 */
function createStore(
  name: string,
  policy: LimitPolicy,
  redis?: Redis | null,
  sitePrefix?: string,
): RateLimiterAbstract {
  const options = {
    keyPrefix: rateLimitKeyPrefix(name, sitePrefix),
    points: policy.points,
    duration: policy.durationSeconds,
  };
  if (!redis) return new RateLimiterMemory(options);
  return new RateLimiterRedis({
    ...options,
    storeClient: redis,
    insuranceLimiter: new RateLimiterMemory(options),
  });
}

export function createLimiter(
  name: string,
  policy: LimitPolicy,
  redis?: Redis | null,
  sitePrefix?: string,
): Limiter {
  return new Limiter(createStore(name, policy, redis, sitePrefix), name);
}

/**
 * The counters live on globalThis so every part of the server counts together: route handlers
 * and server actions are bundled separately and each has its own copy of this module. Only the
 * stores are shared; each copy wraps them in its own Limiter, so the errors it throws are this
 * copy's RateLimitedError and the caller's `instanceof` checks hold (a shared Limiter threw
 * another copy's error class, which a server action or route then reported as an outage).
 */
type Holder = { stores?: Map<LimitName, RateLimiterAbstract> };
const holder: Holder = ((globalThis as { __landAcreLimitStores?: Holder }).__landAcreLimitStores ??=
  {});
let local = new Map<LimitName, Limiter>();

/** The process-wide limiter for a policy (Redis when REDIS_URL is set). */
export function limiter(name: LimitName): Limiter {
  let found = local.get(name);
  if (found) return found;
  holder.stores ??= new Map();
  let store = holder.stores.get(name);
  if (!store) {
    const redis = env.REDIS_URL ? getRedisClient(env.REDIS_URL) : null;
    store = createStore(name, LIMIT_POLICIES[name], redis);
    holder.stores.set(name, store);
  }
  found = new Limiter(store, name);
  local.set(name, found);
  return found;
}

/** Tests start from clean counters. */
export function resetLimitersForTesting(): void {
  holder.stores = undefined;
  local = new Map();
}
