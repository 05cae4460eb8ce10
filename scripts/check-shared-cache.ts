/**
 * Two `next start` servers on one PostgreSQL database and one Redis share their cache: a page
 * rendered by instance A is served from the cache by instance B, and when a seller pauses the
 * listing through A, B answers 404 for it within a second (and 200 again after unpausing).
 * Needs the production build (`next build`) and TEST_DATABASE_URL + TEST_REDIS_URL; without
 * them it says so and passes. Run by scripts/test-all.sh after the build:
 *   npx tsx --conditions=react-server scripts/check-shared-cache.ts
 * Ports: E2E_PORT + 1 and + 2 (E2E_PORT defaults to 3100).
 */
import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import Redis from "ioredis";
import { properties, users } from "@/lib/db/schema";
import { seedDatabase } from "@/lib/db/seed/seed-database";
import { env } from "@/lib/env";
import { propertyPath } from "@/lib/seo/urls";
import {
  actionAnswer,
  serverActionId,
  serverActionRequest,
} from "@/lib/testing/server-action-request";
import { createTestDatabase } from "@/lib/testing/test-db";
import { startServer, stopServers, waitForHealth } from "./next-servers";

const SELLER = { email: env.DEMO_SELLER_EMAIL, password: env.DEMO_SELLER_PASSWORD };
const WITHIN_MS = 1000;

if (!env.TEST_DATABASE_URL || !env.TEST_REDIS_URL) {
  console.log("shared cache check skipped: set TEST_DATABASE_URL and TEST_REDIS_URL");
  process.exit(0);
}

const basePort = Number(process.env.E2E_PORT ?? 3100);
const prefix = `landacre-check-${randomBytes(4).toString("hex")}`;

/** Polls `url` until it answers `status`; the time it took, or throws after `WITHIN_MS`. */
async function timeUntilStatus(url: string, status: number): Promise<number> {
  const started = Date.now();
  let last = 0;
  while (Date.now() - started <= WITHIN_MS) {
    last = (await fetch(url, { redirect: "manual" })).status;
    if (last === status) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${url} still answered ${last} ${WITHIN_MS} ms later (expected ${status})`);
}

async function main(): Promise<void> {
  const handle = await createTestDatabase("postgresql");
  const redis = new Redis(env.TEST_REDIS_URL);
  let a: { url: string; output: string[] } | undefined;
  let b: { url: string; output: string[] } | undefined;
  try {
    await seedDatabase(handle.db, { properties: 40, generatePhotos: false, priceHistory: false });
    const [listing] = await handle.db
      .select({ id: properties.id, slug: properties.slug })
      .from(properties)
      .innerJoin(users, eq(users.id, properties.sellerId))
      .where(and(eq(users.email, SELLER.email), eq(properties.status, "active")))
      .orderBy(asc(properties.id))
      .limit(1);
    assert.ok(listing, "the demo seller has an active listing");
    const path = propertyPath(listing);

    a = startServer(basePort + 1, handle.url ?? "", { CACHE_KEY_PREFIX: prefix });
    b = startServer(basePort + 2, handle.url ?? "", { CACHE_KEY_PREFIX: prefix });
    await Promise.all([waitForHealth(a.url), waitForHealth(b.url)]);

    const first = await fetch(`${a.url}${path}`);
    assert.equal(first.status, 200, `A renders ${path}`);
    const onB = await fetch(`${b.url}${path}`);
    assert.equal(onB.status, 200, `B serves ${path}`);
    assert.equal(onB.headers.get("x-nextjs-cache"), "HIT", "B's first visit is A's cached copy");

    const login = await fetch(`${a.url}/api/users/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(SELLER),
    });
    assert.equal(login.status, 200, "the seller signs in on A");
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0];
    const statusAction = serverActionId("lib/listings/actions.ts", "changeListingStatusAction");
    const act = async (action: string) => {
      const { headers, data } = serverActionRequest(statusAction, [listing.id, { action }], a!.url);
      const res = await fetch(`${a!.url}/saller/properties`, {
        method: "POST",
        headers: { ...headers, Cookie: cookie },
        body: data,
      });
      const text = await res.text();
      assert.equal(res.status, 200, `${action} through A: ${text}`);
      assert.equal(actionAnswer<{ ok: boolean }>(text).ok, true, `${action} through A: ${text}`);
    };

    await act("pause");
    const hidden = await timeUntilStatus(`${b.url}${path}`, 404);
    console.log(`paused through A: B answered 404 after ${hidden} ms`);
    await act("unpause");
    const shown = await timeUntilStatus(`${b.url}${path}`, 200);
    console.log(`unpaused through A: B answered 200 after ${shown} ms`);
    console.log("shared cache check passed");
  } catch (error) {
    for (const [name, server] of [
      ["A", a],
      ["B", b],
    ] as const) {
      if (server)
        console.error(`--- server ${name} output\n${server.output.join("").slice(-4000)}`);
    }
    throw error;
  } finally {
    await stopServers();
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    await handle.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
