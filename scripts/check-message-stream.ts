/**
 * Two `next start` servers on one PostgreSQL database and one Redis: a buyer's live stream is
 * open on instance B, the seller posts a reply through instance A, and the message reaches the
 * stream on B within a second (Redis pub/sub, lib/messages/bus.ts). Needs the production build
 * and TEST_DATABASE_URL + TEST_REDIS_URL; without them it says so and passes.
 *   npx tsx --conditions=react-server scripts/check-message-stream.ts
 * Ports: E2E_PORT + 3 and + 4 (E2E_PORT defaults to 3100).
 */
import assert from "node:assert/strict";
import { and, asc, eq } from "drizzle-orm";
import { setDbHandleForTesting } from "@/lib/db/client";
import { properties, users } from "@/lib/db/schema";
import { seedDatabase } from "@/lib/db/seed/seed-database";
import { env } from "@/lib/env";
import { recordLead } from "@/lib/leads/create-lead";
import { createTestDatabase } from "@/lib/testing/test-db";
import { startServer, stopServers, waitForHealth } from "./next-servers";

const WITHIN_MS = 1000;
const ROUNDS = 5;

if (!env.TEST_DATABASE_URL || !env.TEST_REDIS_URL) {
  console.log("message stream check skipped: set TEST_DATABASE_URL and TEST_REDIS_URL");
  process.exit(0);
}

const basePort = Number(process.env.E2E_PORT ?? 3100);

async function login(url: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/users/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  assert.equal(res.status, 200, `${email} signs in on ${url}`);
  return (res.headers.get("set-cookie") ?? "").split(";")[0];
}

/** Reads `data:` events from an SSE response body, handing each parsed one to `onEvent`. */
async function readEvents(body: ReadableStream<Uint8Array>, onEvent: (e: unknown) => void) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let cut: number;
    while ((cut = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      for (const line of block.split("\n")) {
        if (line.startsWith("data: ")) onEvent(JSON.parse(line.slice(6)));
      }
    }
  }
}

async function main(): Promise<void> {
  const handle = await createTestDatabase("postgresql");
  let a: { url: string; output: string[] } | undefined;
  let b: { url: string; output: string[] } | undefined;
  const abort = new AbortController();
  try {
    await seedDatabase(handle.db, { properties: 40, generatePhotos: false, priceHistory: false });
    setDbHandleForTesting(handle);
    const [listing] = await handle.db
      .select({ id: properties.id })
      .from(properties)
      .innerJoin(users, eq(users.id, properties.sellerId))
      .where(and(eq(users.email, env.DEMO_SELLER_EMAIL), eq(properties.status, "active")))
      .orderBy(asc(properties.id))
      .limit(1);
    const [buyer] = await handle.db
      .select({ id: users.id, firstName: users.firstName, phone: users.phone, email: users.email })
      .from(users)
      .where(eq(users.email, env.DEMO_USER_EMAIL));
    assert.ok(listing && buyer, "the demo buyer and seller exist");
    const { threadId } = await recordLead(
      { userId: buyer.id, name: buyer.firstName, phone: buyer.phone, email: buyer.email },
      { targetType: "property", targetId: listing.id, message: "Is it available?" },
    );

    a = startServer(basePort + 3, handle.url ?? "");
    b = startServer(basePort + 4, handle.url ?? "");
    await Promise.all([waitForHealth(a.url), waitForHealth(b.url)]);
    const sellerCookie = await login(a.url, env.DEMO_SELLER_EMAIL, env.DEMO_SELLER_PASSWORD);
    const buyerCookie = await login(b.url, env.DEMO_USER_EMAIL, env.DEMO_USER_PASSWORD);

    const stream = await fetch(`${b.url}/api/messages/stream`, {
      headers: { Cookie: buyerCookie, Accept: "text/event-stream" },
      signal: abort.signal,
    });
    assert.equal(stream.status, 200, "B opens the buyer's stream");
    const waiting = new Map<string, (at: number) => void>();
    void readEvents(stream.body!, (e) => {
      const event = e as { kind: string; message?: { body: string } };
      if (event.kind === "message" && event.message) waiting.get(event.message.body)?.(Date.now());
    }).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 300));

    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const body = `Reply ${round} through A`;
      const arrived = new Promise<number>((resolve) => waiting.set(body, resolve));
      const sent = Date.now();
      const res: Response = await fetch(`${a.url}/api/messages/threads/${threadId}/messages`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Cookie: sellerCookie },
        body: JSON.stringify({ body }),
      });
      assert.equal(res.status, 201, `the seller posts through A: ${await res.text()}`);
      const at = await Promise.race([
        arrived,
        new Promise<number>((_, reject) =>
          setTimeout(
            () => reject(new Error(`"${body}" did not reach B within ${WITHIN_MS} ms`)),
            WITHIN_MS,
          ),
        ),
      ]);
      times.push(at - sent);
    }
    console.log(
      `posted through A, seen on B's stream after: ${times.map((t) => `${t} ms`).join(", ")}`,
    );
    console.log("message stream check passed");
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
    abort.abort();
    await stopServers();
    setDbHandleForTesting(undefined);
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
