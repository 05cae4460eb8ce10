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
import { RateLimitedError } from "./errors";
import { LIMIT_POLICIES, type LimitName, type LimitPolicy } from "./policies";
import { getRedisClient } from "./redis-client";

/** A named rate limit: `consume` throws RateLimitedError (429 + Retry-After) when over. */
export class Limiter {
  constructor(private readonly store: RateLimiterAbstract) {}

  async consume(key: string, points = 1): Promise<void> {
    try {
      await this.store.consume(key, points);
    } catch (error) {
      if (error instanceof RateLimiterRes) {
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
 * Memory store by default; Redis (shared by every instance) when a client is given, with an
 * in-memory insurance limiter so a Redis outage degrades to per-instance limits, not to none.
 */
export function createLimiter(name: string, policy: LimitPolicy, redis?: Redis | null): Limiter {
  const options = {
    keyPrefix: `landacre:rl:${name}`,
    points: policy.points,
    duration: policy.durationSeconds,
  };
  if (!redis) return new Limiter(new RateLimiterMemory(options));
  return new Limiter(
    new RateLimiterRedis({
      ...options,
      storeClient: redis,
      insuranceLimiter: new RateLimiterMemory(options),
    }),
  );
}

type Holder = { limiters?: Map<LimitName, Limiter> };
const holder: Holder = ((globalThis as { __landAcreLimiters?: Holder }).__landAcreLimiters ??= {});

/** The process-wide limiter for a policy (Redis when REDIS_URL is set). */
export function limiter(name: LimitName): Limiter {
  holder.limiters ??= new Map();
  let found = holder.limiters.get(name);
  if (!found) {
    const redis = env.REDIS_URL ? getRedisClient(env.REDIS_URL) : null;
    found = createLimiter(name, LIMIT_POLICIES[name], redis);
    holder.limiters.set(name, found);
  }
  return found;
}

/** Tests start from clean counters. */
export function resetLimitersForTesting(): void {
  holder.limiters = undefined;
}
