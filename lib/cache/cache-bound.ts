import type Redis from "ioredis";

/**
 * Writes one shared-cache entry and keeps the cache under `maxBytes` (CACHE_MAX_MB), in one
 * atomic script: every entry is listed in a sorted set by the time it was written, with its size;
 * while the total is over the cap, the oldest entries are deleted. Only the cache's own keys are
 * listed, so nothing else on the Redis (rate limits) is ever evicted. An entry that expired by
 * its TTL stays counted until it is the oldest (the total errs on the side of evicting early).
 */
const SCRIPT = `
local entry, index, sizes, total = KEYS[1], KEYS[2], KEYS[3], KEYS[4]
local old = redis.call('HGET', sizes, entry)
if old then redis.call('DECRBY', total, old) end
local size = string.len(ARGV[1])
redis.call('SET', entry, ARGV[1], 'PX', ARGV[2])
redis.call('ZADD', index, ARGV[3], entry)
redis.call('HSET', sizes, entry, size)
local bytes = redis.call('INCRBY', total, size)
local evicted = 0
while bytes > tonumber(ARGV[4]) do
  local oldest = redis.call('ZPOPMIN', index)
  if #oldest == 0 then break end
  local key = oldest[1]
  local keySize = redis.call('HGET', sizes, key)
  redis.call('HDEL', sizes, key)
  redis.call('DEL', key)
  if keySize then bytes = redis.call('DECRBY', total, keySize) end
  evicted = evicted + 1
end
return evicted
`;

type BoundedRedis = Redis & {
  landacreBoundedSet?: (...args: (string | Buffer | number)[]) => Promise<number>;
};

/** The bookkeeping keys of a cache prefix (shared by every build under CACHE_KEY_PREFIX). */
export function boundKeys(prefix: string) {
  return {
    index: `${prefix}:bound:index`,
    sizes: `${prefix}:bound:sizes`,
    total: `${prefix}:bound:bytes`,
  };
}

/** SET key value PX ttl, then evict the oldest entries past `maxBytes`; how many were evicted. */
export async function boundedSet(
  redis: Redis,
  options: { prefix: string; maxBytes: number },
  key: string,
  value: Buffer,
  ttlMs: number,
  now: number = Date.now(),
): Promise<number> {
  const client = redis as BoundedRedis;
  if (!client.landacreBoundedSet) {
    client.defineCommand("landacreBoundedSet", { numberOfKeys: 4, lua: SCRIPT });
  }
  const keys = boundKeys(options.prefix);
  return client.landacreBoundedSet!(
    key,
    keys.index,
    keys.sizes,
    keys.total,
    value,
    Math.max(1000, Math.round(ttlMs)),
    now,
    options.maxBytes,
  );
}
