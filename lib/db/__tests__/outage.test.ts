/**
 * Database outage, at the handler level (no browser, no `next start`: the handlers and actions
 * are called in-process, which keeps this under ten seconds). PostgreSQL sits behind a small TCP
 * proxy that the test stops and restarts: during the outage every API answers 503 with
 * Retry-After and a readable message, server actions a readable "temporarily unavailable", the
 * process stays up (a dropped pool connection is logged, not thrown), and within 5 s of the
 * database coming back everything answers again by itself.
 */
import net from "node:net";
import type { AddressInfo } from "node:net";
import { GET as healthGET } from "@/app/api/health/route";
import { GET as searchGET } from "@/app/api/properties/search/route";
import { GET as meGET } from "@/app/api/users/me/route";
import { encodeSessionToken, SESSION_COOKIE_NAME } from "@/lib/auth/session-token";
import { databaseDownSince } from "@/lib/db/availability";
import { openDatabase, setDbHandleForTesting, type DbHandle } from "@/lib/db/client";
import { env } from "@/lib/env";
import { submitContactRequest } from "@/lib/inbox/actions";
import { resetLimitersForTesting } from "@/lib/rate-limit/limiter";
import { createTestDatabase, describeOnPostgres } from "@/lib/testing/test-db";
import { createVerifiedUser } from "@/lib/users/__tests__/account-helpers";

const mockJar = new Map<string, string>();
jest.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => (mockJar.has(name) ? { name, value: mockJar.get(name) } : undefined),
  }),
  headers: async () => new Headers(),
}));
jest.mock("next/cache", () => ({
  cacheLife: () => undefined,
  cacheTag: () => undefined,
  revalidateTag: () => undefined,
  updateTag: () => undefined,
}));
jest.mock("next/server", () => ({
  ...jest.requireActual<typeof import("next/server")>("next/server"),
  connection: async () => undefined,
}));

/**
 * A TCP proxy to PostgreSQL that can be stopped (every connection cut) and started again, or
 * frozen: connections stay open and new ones are accepted, but nothing is forwarded either way
 * (a database that hangs instead of refusing) until it thaws and passes on what it held.
 */
function tcpProxy(target: { host: string; port: number }, port = 0) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let frozen = false;
  let held: (() => void)[] = [];
  const forward = (from: net.Socket, to: net.Socket) =>
    from.on("data", (data) => {
      const send = () => {
        if (!to.destroyed) to.write(data);
      };
      if (frozen) held.push(send);
      else send();
    });
  const start = (listenPort: number) =>
    new Promise<number>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on("close", () => {
            sockets.delete(s);
            client.destroy();
            upstream.destroy();
          });
          s.on("error", () => s.destroy());
        }
        forward(client, upstream);
        forward(upstream, client);
      });
      server.listen(listenPort, "127.0.0.1", () =>
        resolve((server!.address() as AddressInfo).port),
      );
    });
  return {
    start: () => start(port).then((p) => (port = p)),
    freeze: () => {
      frozen = true;
    },
    thaw: () => {
      frozen = false;
      const pending = held;
      held = [];
      for (const send of pending) send();
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server?.close(() => resolve());
      }),
  };
}

const ctx = { params: Promise.resolve({}) };
const get = (p: string) => new Request(`http://127.0.0.1:3000${p}`);

describeOnPostgres("database outage behind a TCP proxy (PostgreSQL)", () => {
  let direct: DbHandle;
  let proxied: DbHandle;
  const target = new URL(env.TEST_DATABASE_URL || "postgres://127.0.0.1:5432/test");
  const proxy = tcpProxy({ host: target.hostname, port: Number(target.port || 5432) });

  beforeAll(async () => {
    direct = await createTestDatabase("postgresql");
    const port = await proxy.start();
    const url = new URL(direct.url!);
    url.host = `127.0.0.1:${port}`;
    // The request limits, shortened: a frozen database answers 503 within about 2 s.
    proxied = await openDatabase({
      url: url.toString(),
      timeouts: { connectMs: 1000, statementMs: 1000, idleInTransactionMs: 2000 },
    });
    setDbHandleForTesting(proxied);
  });
  afterAll(async () => {
    setDbHandleForTesting(undefined);
    await proxy.stop();
    await proxied.close().catch(() => undefined);
    await direct.close();
  });

  async function answers() {
    resetLimitersForTesting();
    const [health, search, me, action] = await Promise.all([
      healthGET(),
      searchGET(get("/api/properties/search?city=Indore"), ctx),
      meGET(get("/api/users/me"), ctx),
      submitContactRequest({
        kind: "contact",
        name: "Priya Sharma",
        phone: "98765 43210",
        email: "priya@example.in",
        message: "Is the office open on Saturday?",
      }),
    ]);
    return { health, search, me, action };
  }

  it("503 + Retry-After while the database is away, recovery within 5 s after", async () => {
    const user = await createVerifiedUser(direct, { password: "Outage-Peepal-12" });
    mockJar.set(
      SESSION_COOKIE_NAME,
      await encodeSessionToken({ sub: String(user.id), role: "user", tv: 0, name: "T" }),
    );

    const up = await answers();
    expect([up.health.status, up.search.status, up.me.status]).toEqual([200, 200, 200]);

    await proxy.stop();
    const down = await answers();
    for (const response of [down.health, down.search, down.me]) {
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      expect(JSON.stringify(await response.json())).not.toMatch(/ECONNREFUSED|terminat|connect/i);
    }
    // The process marks the database down, so proxy.ts answers per-request pages with 503.
    expect(databaseDownSince()).not.toBeNull();
    expect(down.action).toMatchObject({
      ok: false,
      status: 503,
      message: expect.stringMatching(/temporarily unavailable/),
    });

    await proxy.start();
    const restarted = Date.now();
    let recovered = false;
    while (!recovered && Date.now() - restarted < 5000) {
      const again = await answers();
      recovered = [again.health.status, again.search.status, again.me.status].every(
        (s) => s === 200,
      );
      if (!recovered) await new Promise((r) => setTimeout(r, 200));
    }
    expect(recovered).toBe(true);
    // The probe clears the mark by itself within a second or so of the database answering.
    while (databaseDownSince() !== null && Date.now() - restarted < 5000) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(databaseDownSince()).toBeNull();
  });

  it("a database that stops answering (frozen, not refusing): 503 + Retry-After within seconds, recovery after", async () => {
    const up = await answers();
    expect([up.health.status, up.search.status]).toEqual([200, 200]);

    proxy.freeze();
    const started = Date.now();
    const down = await answers();
    const waited = Date.now() - started;
    for (const response of [down.health, down.search, down.me]) {
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
    }
    expect(down.action).toMatchObject({ ok: false, status: 503 });
    // Connection limit 1 s, statement read limit 2 s: no request waits much longer.
    expect(waited).toBeLessThan(6000);
    expect(databaseDownSince()).not.toBeNull();

    proxy.thaw();
    const thawed = Date.now();
    let recovered = false;
    while (!recovered && Date.now() - thawed < 5000) {
      const again = await answers();
      recovered = [again.health.status, again.search.status].every((s) => s === 200);
      if (!recovered) await new Promise((r) => setTimeout(r, 200));
    }
    expect(recovered).toBe(true);
    while (databaseDownSince() !== null && Date.now() - thawed < 5000) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(databaseDownSince()).toBeNull();
  });
});
