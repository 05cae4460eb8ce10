import "server-only";
import Redis from "ioredis";
import { log } from "@/lib/log";

type Holder = { clients?: Map<string, Redis> };
const holder: Holder = ((globalThis as { __landAcreRedis?: Holder }).__landAcreRedis ??= {});

/**
 * One ioredis connection per URL per process. No offline queue: while Redis is down, calls
 * fail fast and the limiters fall back to their in-memory insurance.
 */
export function getRedisClient(url: string): Redis {
  holder.clients ??= new Map();
  let client = holder.clients.get(url);
  if (!client) {
    client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    client.on("error", (error) => log.warn({ err: error }, "redis error"));
    holder.clients.set(url, client);
  }
  return client;
}
