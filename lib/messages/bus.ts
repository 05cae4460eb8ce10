import "server-only";
import { EventEmitter } from "node:events";
import Redis from "ioredis";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { getRedisClient } from "@/lib/rate-limit/redis-client";
import type { PendingEvent } from "./append-message";
import type { ThreadEvent } from "./thread-events";

const REDIS_CHANNEL = "landacre:messages";

type Wire = { c: string[]; e: ThreadEvent };

/** The shared connection once it is ready (it queues nothing while connecting), or a throw. */
async function readyClient(url: string, timeoutMs = 2000): Promise<Redis> {
  const client = getRedisClient(url);
  if (client.status === "ready") return client;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("redis not ready")), timeoutMs);
    client.once("ready", () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return client;
}
export type BusListener = (event: ThreadEvent) => void;

/**
 * Live events for open streams. In one process an EventEmitter fans them out; with `redisUrl`
 * every instance publishes to one Redis channel and each instance's subscriber fans out what it
 * receives to its own streams, so a message posted through any instance reaches them all.
 */
export class MessageBus {
  private readonly local = new EventEmitter();
  private subscriber: Redis | null = null;
  private ready: Promise<void> | null = null;

  constructor(private readonly redisUrl: string) {
    this.local.setMaxListeners(0);
  }

  /** Starts the Redis subscription (once); resolves when it is listening. */
  start(): Promise<void> {
    if (!this.redisUrl) return Promise.resolve();
    this.ready ??= (async () => {
      const sub = new Redis(this.redisUrl, { maxRetriesPerRequest: null, lazyConnect: true });
      sub.on("error", (error) => log.warn({ err: error }, "message bus redis error"));
      sub.on("message", (_channel: string, raw: string) => this.deliver(raw));
      this.subscriber = sub;
      await sub.connect();
      await sub.subscribe(REDIS_CHANNEL);
    })();
    return this.ready;
  }

  private deliver(raw: string): void {
    let wire: Wire;
    try {
      wire = JSON.parse(raw) as Wire;
    } catch {
      return;
    }
    for (const channel of wire.c) this.local.emit(channel, wire.e);
  }

  /** Publishes events (after their transaction committed). Never throws. */
  async publish(events: PendingEvent[]): Promise<void> {
    for (const { channels, event } of events) {
      const raw = JSON.stringify({ c: channels, e: event } satisfies Wire);
      if (this.redisUrl) {
        try {
          await this.start();
          await (await readyClient(this.redisUrl)).publish(REDIS_CHANNEL, raw);
          continue;
        } catch (error) {
          log.warn({ err: error }, "message publish to redis failed; local streams only");
        }
      }
      this.deliver(raw);
    }
  }

  /** Listens on channels; returns the function that stops listening. */
  subscribe(channels: string[], listener: BusListener): () => void {
    void this.start().catch((error: unknown) =>
      log.warn({ err: error }, "message bus subscription failed"),
    );
    for (const c of channels) this.local.on(c, listener);
    return () => {
      for (const c of channels) this.local.off(c, listener);
    };
  }

  listenerCount(): number {
    return this.local.eventNames().reduce((n, name) => n + this.local.listenerCount(name), 0);
  }

  async close(): Promise<void> {
    this.local.removeAllListeners();
    if (this.subscriber) this.subscriber.disconnect();
  }
}

type Holder = { bus?: MessageBus };
const holder: Holder = ((globalThis as { __landAcreMessageBus?: Holder }).__landAcreMessageBus ??=
  {});

/**
 * The process's bus, shared by route handlers and server actions (bundled separately, hence
 * globalThis). Redis when REDIS_URL is set.
 */
export function messageBus(): MessageBus {
  holder.bus ??= new MessageBus(env.REDIS_URL);
  return holder.bus;
}

/** Publishes after commit; a failure to publish never fails the write (the stream catches up). */
export function publishEvents(events: PendingEvent[]): Promise<void> {
  return messageBus().publish(events);
}
