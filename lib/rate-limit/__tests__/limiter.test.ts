import { randomBytes } from "node:crypto";
import Redis from "ioredis";
import { env } from "@/lib/env";
import { tooManyAttemptsMessage, RateLimitedError } from "../errors";
import { createLimiter } from "../limiter";
import { CLIENT_ADDRESS_HEADER, clientIpFrom } from "../client-ip";

async function over(consume: () => Promise<void>): Promise<RateLimitedError> {
  const error = await consume().catch((e: unknown) => e);
  expect(error).toBeInstanceOf(RateLimitedError);
  return error as RateLimitedError;
}

describe("rate-limit messages", () => {
  it("round minutes up and say minute in the singular", () => {
    expect(tooManyAttemptsMessage(1)).toBe("Too many attempts. Please try again in 1 minute.");
    expect(tooManyAttemptsMessage(61)).toBe("Too many attempts. Please try again in 2 minutes.");
    expect(tooManyAttemptsMessage(900)).toBe("Too many attempts. Please try again in 15 minutes.");
  });
});

describe("client IP", () => {
  it("reads only the address the server recorded, never X-Forwarded-For", () => {
    expect(clientIpFrom(new Headers({ [CLIENT_ADDRESS_HEADER]: "10.0.0.9" }))).toBe("10.0.0.9");
    expect(clientIpFrom(new Headers({ "x-forwarded-for": "1.2.3.4" }))).toBe("unknown");
    expect(clientIpFrom(new Headers({ "x-real-ip": "5.6.7.8" }))).toBe("unknown");
  });
});

describe("memory limiter", () => {
  it("lets N through, then answers 429 with Retry-After until reset", async () => {
    const limiter = createLimiter(`t-${randomBytes(3).toString("hex")}`, {
      points: 3,
      durationSeconds: 900,
    });
    for (let i = 0; i < 3; i += 1) await limiter.consume("k");
    const error = await over(() => limiter.consume("k"));
    expect(error.status).toBe(429);
    expect(Number(error.headers?.["Retry-After"])).toBeGreaterThan(890);
    expect(error.message).toBe("Too many attempts. Please try again in 15 minutes.");
    await limiter.consume("other-key");
    await limiter.reset("k");
    await expect(limiter.consume("k")).resolves.toBeUndefined();
  });

  it("reward gives a point back", async () => {
    const limiter = createLimiter(`t-${randomBytes(3).toString("hex")}`, {
      points: 1,
      durationSeconds: 60,
    });
    await limiter.consume("k");
    await limiter.reward("k");
    await expect(limiter.consume("k")).resolves.toBeUndefined();
    await over(() => limiter.consume("k"));
  });
});

type LimiterModule = typeof import("../limiter");
type ErrorsModule = typeof import("@/lib/auth/errors");

/** A fresh copy of the limiter and error modules, like one more server bundle. */
function bundleCopy(): { limiter: LimiterModule; errors: ErrorsModule } {
  let copy: { limiter: LimiterModule; errors: ErrorsModule } | undefined;
  jest.isolateModules(() => {
    copy = {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      limiter: require("../limiter") as LimiterModule,
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      errors: require("@/lib/auth/errors") as ErrorsModule,
    };
  });
  return copy!;
}

describe("limits shared by separately bundled code (route handlers and server actions)", () => {
  it("count together, and each copy throws errors its own callers recognise", async () => {
    const action = bundleCopy();
    const route = bundleCopy();
    expect(action.errors.AppError).not.toBe(route.errors.AppError);
    action.limiter.resetLimitersForTesting();
    const phone = `+9198${randomBytes(4).readUInt32BE() % 100_000_000}`;
    await action.limiter.limiter("otpCooldown").consume(phone);
    const error = await route.limiter
      .limiter("otpCooldown")
      .consume(phone)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(route.errors.AppError);
    expect((error as RateLimitedError).status).toBe(429);
    expect((error as RateLimitedError).message).toBe(
      "Too many attempts. Please try again in 1 minute.",
    );
    route.limiter.resetLimitersForTesting();
  });
});

const redisUrl = env.TEST_REDIS_URL;
(redisUrl ? describe : describe.skip)("Redis limiter (TEST_REDIS_URL)", () => {
  let a: Redis;
  let b: Redis;
  beforeAll(async () => {
    const open = async () => {
      const client = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
      await new Promise<void>((resolve, reject) => {
        client.once("ready", () => resolve());
        client.once("error", reject);
      });
      return client;
    };
    [a, b] = await Promise.all([open(), open()]);
  });
  afterAll(async () => {
    await Promise.all([a?.quit(), b?.quit()]);
  });

  it("shares counts between instances and answers 429 from the shared store", async () => {
    const name = `t-${randomBytes(4).toString("hex")}`;
    const policy = { points: 4, durationSeconds: 120 };
    const first = createLimiter(name, policy, a);
    const second = createLimiter(name, policy, b);
    await first.consume("k");
    await second.consume("k");
    await first.consume("k");
    await second.consume("k");
    const error = await over(() => first.consume("k"));
    expect(Number(error.headers?.["Retry-After"])).toBeLessThanOrEqual(120);
    expect(await a.get(`${env.CACHE_KEY_PREFIX}:rl:${name}:k`)).toBe("5");
    await second.reset("k");
    await expect(first.consume("k")).resolves.toBeUndefined();
    await a.del(`${env.CACHE_KEY_PREFIX}:rl:${name}:k`);
  });

  it("keeps two sites' counts apart on one Redis (CACHE_KEY_PREFIX; issue 25, finding 15)", async () => {
    const name = `t-${randomBytes(4).toString("hex")}`;
    const policy = { points: 1, durationSeconds: 120 };
    const siteA = createLimiter(name, policy, a, "site-a");
    const siteB = createLimiter(name, policy, b, "site-b");
    await siteA.consume("k");
    await over(() => siteA.consume("k"));
    await expect(siteB.consume("k")).resolves.toBeUndefined();
    expect(await a.get(`site-a:rl:${name}:k`)).toBe("2");
    expect(await a.get(`site-b:rl:${name}:k`)).toBe("1");
    expect(await a.exists(`landacre:rl:${name}:k`)).toBe(0);
    await a.del(`site-a:rl:${name}:k`, `site-b:rl:${name}:k`);
  });
});
