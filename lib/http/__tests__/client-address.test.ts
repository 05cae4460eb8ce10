/**
 * Finding 2: rate limits key on an address the client cannot choose. A real HTTP server with
 * the client-address hook serves POST /api/users/login; a new X-Forwarded-For per attempt (or
 * a forged client-address header) no longer buys new tries, and the per-account limit holds
 * when the addresses really differ.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { POST as loginRoute } from "@/app/api/users/login/route";
import type { DbHandle } from "@/lib/db/client";
import { CLIENT_ADDRESS_HEADER } from "@/lib/rate-limit/client-ip";
import { resetLimitersForTesting } from "@/lib/rate-limit/limiter";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";
import { createVerifiedUser } from "@/lib/users/__tests__/account-helpers";
import { resolveClientAddress } from "../client-address";
import { installClientAddressHook } from "../client-address-hook";

jest.mock("next/headers", () => ({
  cookies: async () => ({ get: () => undefined }),
  headers: async () => new Headers(),
}));

const PASSWORD = "Jamun-Terrace-48";

describe("resolveClientAddress", () => {
  it("without trusted proxies takes the socket and ignores X-Forwarded-For", () => {
    expect(resolveClientAddress("203.0.113.5", "1.1.1.1", 0)).toBe("203.0.113.5");
    expect(resolveClientAddress("::ffff:127.0.0.1", "1.1.1.1, 2.2.2.2", 0)).toBe("127.0.0.1");
    expect(resolveClientAddress(undefined, undefined, 0)).toBe("unknown");
  });

  it("behind N proxies takes the entry the outermost trusted proxy wrote", () => {
    // client-written junk, then what proxy 2 saw, then what proxy 1 saw; socket = proxy 1
    const xff = "6.6.6.6, 198.51.100.7, 10.0.0.2";
    expect(resolveClientAddress("10.0.0.1", xff, 1)).toBe("10.0.0.2");
    expect(resolveClientAddress("10.0.0.1", xff, 2)).toBe("198.51.100.7");
    expect(resolveClientAddress("10.0.0.1", ["6.6.6.6", "198.51.100.7"], 1)).toBe("198.51.100.7");
    // Fewer entries than hops: the left-most one; not an address: the socket.
    expect(resolveClientAddress("10.0.0.1", "198.51.100.7", 5)).toBe("198.51.100.7");
    expect(resolveClientAddress("10.0.0.1", "not-an-ip", 1)).toBe("10.0.0.1");
    expect(resolveClientAddress("10.0.0.1", undefined, 1)).toBe("10.0.0.1");
  });
});

/** A minimal adapter: Node request → Web Request → the route handler, as next start does. */
function serveLogin(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === "string") headers.set(name, value);
    }
    const response = await loginRoute(
      new Request(`http://127.0.0.1${req.url}`, {
        method: req.method,
        headers,
        body: Buffer.concat(chunks),
      }),
      { params: Promise.resolve({}) },
    );
    res.writeHead(response.status, { "content-type": "application/json" });
    res.end(await response.text());
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/api/users/login`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

describe.each(TEST_ENGINES)("login limits through the client-address hook on %s", (engine) => {
  let handle: DbHandle;
  let server: Awaited<ReturnType<typeof serveLogin>>;
  beforeAll(async () => {
    handle = await useTestDatabase(engine);
    server = await serveLogin();
  });
  afterAll(async () => {
    await server.close();
    await releaseTestDatabase(handle);
  });
  beforeEach(() => resetLimitersForTesting());

  let n = 0;
  const attempt = (email: string, password: string, headers: Record<string, string> = {}) => {
    n += 1;
    return fetch(server.url, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ email, password }),
    }).then((r) => r.status);
  };

  it("no trusted proxy: a new X-Forwarded-For per try does not escape the limit", async () => {
    installClientAddressHook(0);
    const user = await createVerifiedUser(handle, { password: PASSWORD });
    const spoof = () => ({
      "x-forwarded-for": `10.${n % 250}.${n % 7}.${n % 13}`,
      [CLIENT_ADDRESS_HEADER]: `192.0.2.${n % 250}`,
    });
    for (let i = 0; i < 10; i += 1) expect(await attempt(user.email, "Wrong-1", spoof())).toBe(401);
    for (let i = 0; i < 30; i += 1) expect(await attempt(user.email, "Wrong-1", spoof())).toBe(429);
    expect(await attempt(user.email, PASSWORD, spoof())).toBe(429);
  });

  it("behind a trusted proxy, per-account limits hold across real addresses", async () => {
    installClientAddressHook(1);
    const user = await createVerifiedUser(handle, { password: PASSWORD });
    // Three addresses, ten tries each: each address reaches its own limit, and the account
    // reaches its limit of 30 — a fourth address gets 429 even with the right password.
    for (const address of ["198.51.100.1", "198.51.100.2", "198.51.100.3"]) {
      const via = { "x-forwarded-for": address };
      for (let i = 0; i < 10; i += 1) expect(await attempt(user.email, "Wrong-2", via)).toBe(401);
      expect(await attempt(user.email, "Wrong-2", via)).toBe(429);
    }
    expect(await attempt(user.email, PASSWORD, { "x-forwarded-for": "198.51.100.4" })).toBe(429);
    // Another account from the same addresses is not affected.
    const other = await createVerifiedUser(handle, { password: PASSWORD });
    expect(await attempt(other.email, PASSWORD, { "x-forwarded-for": "198.51.100.1" })).toBe(200);
  });
});
