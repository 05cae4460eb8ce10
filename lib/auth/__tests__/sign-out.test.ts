/**
 * Finding 1: every sign-out path ends the session on the server. next-auth's own sign-out
 * (POST /api/auth/signout, behind the seller and admin "Sign out" buttons) must make the same
 * JWT useless on /api/users/me, the admin APIs and the admin pages, like /api/users/logout.
 */
import { NextRequest } from "next/server";
import { GET as nextAuthGet, POST as nextAuthPost } from "@/app/api/auth/[...nextauth]/route";
import { GET as exportRoute } from "@/app/api/admin/payments/export/route";
import { POST as loginRoute } from "@/app/api/users/login/route";
import { POST as logoutRoute } from "@/app/api/users/logout/route";
import { GET as meRoute } from "@/app/api/users/me/route";
import { getCurrentActor } from "@/lib/auth/current-user";
import type { DbHandle } from "@/lib/db/client";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";
import { createVerifiedUser } from "@/lib/users/__tests__/account-helpers";
import { endSessionOfToken } from "@/lib/users/sessions";
import { SESSION_COOKIE_NAME } from "../session-token";

const mockJar = new Map<string, string>();
const mockHeaders = new Headers();
jest.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => (mockJar.has(name) ? { name, value: mockJar.get(name) } : undefined),
    getAll: () => [...mockJar].map(([name, value]) => ({ name, value })),
  }),
  headers: async () => mockHeaders,
}));

const PASSWORD = "Peepal-Verandah-31";
const BASE = "http://127.0.0.1:3000";

function cookiesFrom(response: Response): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const at = pair.indexOf("=");
    out.set(pair.slice(0, at), decodeURIComponent(pair.slice(at + 1)));
  }
  return out;
}

async function signIn(email: string): Promise<string> {
  const response = await loginRoute(
    new Request(`${BASE}/api/users/login`, {
      method: "POST",
      headers: { "content-type": "application/json", host: "127.0.0.1:3000" },
      body: JSON.stringify({ email, password: PASSWORD }),
    }),
    { params: Promise.resolve({}) },
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function withSession(token: string) {
  mockJar.clear();
  mockJar.set(SESSION_COOKIE_NAME, token);
  const ctx = { params: Promise.resolve({}) };
  const me = (await meRoute(new Request(`${BASE}/api/users/me`), ctx)).status;
  const exported = (await exportRoute(new Request(`${BASE}/api/admin/payments/export`), ctx))
    .status;
  const page = (await getCurrentActor())?.role ?? null;
  return { me, exported, page };
}

/** The browser's sign-out: fetch the CSRF token, then POST the form next-auth's signOut() posts. */
async function nextAuthSignOut(token: string): Promise<Response> {
  mockJar.clear();
  mockJar.set(SESSION_COOKIE_NAME, token);
  const csrfCtx = { params: Promise.resolve({ nextauth: ["csrf"] }) };
  const csrfResponse = await nextAuthGet(new NextRequest(`${BASE}/api/auth/csrf`), csrfCtx);
  const { csrfToken } = (await csrfResponse.json()) as { csrfToken: string };
  for (const [name, value] of cookiesFrom(csrfResponse)) mockJar.set(name, value);
  mockHeaders.set("host", "127.0.0.1:3000");
  return nextAuthPost(
    new NextRequest(`${BASE}/api/auth/signout`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        host: "127.0.0.1:3000",
        origin: BASE,
      },
      body: new URLSearchParams({ csrfToken, callbackUrl: "/admin/login", json: "true" }),
    }),
    { params: Promise.resolve({ nextauth: ["signout"] }) },
  );
}

describe.each(TEST_ENGINES)("sign-out revokes the session on %s", (engine) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await useTestDatabase(engine);
  });
  afterAll(() => releaseTestDatabase(handle));
  afterEach(() => mockJar.clear());

  it("next-auth's sign-out (the seller and admin buttons) ends the JWT on APIs and pages", async () => {
    const admin = await createVerifiedUser(handle, { password: PASSWORD, role: "admin" });
    const token = await signIn(admin.email);
    expect(await withSession(token)).toEqual({ me: 200, exported: 200, page: "admin" });

    const out = await nextAuthSignOut(token);
    expect(out.status).toBeLessThan(400);
    expect(cookiesFrom(out).get(SESSION_COOKIE_NAME)).toBe("");

    // The cookie is gone from the browser; a copy of the same token is refused everywhere.
    expect(await withSession(token)).toEqual({ me: 401, exported: 401, page: null });
    // A new sign-in works again.
    expect((await withSession(await signIn(admin.email))).me).toBe(200);
  });

  it("a seller's sign-out ends the seller's session", async () => {
    const seller = await createVerifiedUser(handle, {
      password: PASSWORD,
      role: "seller",
      sellerKind: "individual",
    });
    const token = await signIn(seller.email);
    expect((await withSession(token)).me).toBe(200);
    await nextAuthSignOut(token);
    expect((await withSession(token)).me).toBe(401);
  });

  it("/api/users/logout still ends the session", async () => {
    const buyer = await createVerifiedUser(handle, { password: PASSWORD });
    const token = await signIn(buyer.email);
    mockJar.set(SESSION_COOKIE_NAME, token);
    const out = await logoutRoute(
      new Request(`${BASE}/api/users/logout`, {
        method: "POST",
        headers: { host: "127.0.0.1:3000" },
      }),
      { params: Promise.resolve({}) },
    );
    expect(out.status).toBe(200);
    expect((await withSession(token)).me).toBe(401);
  });

  it("a stale or forged token signs nobody out", async () => {
    const buyer = await createVerifiedUser(handle, { password: PASSWORD });
    const token = await signIn(buyer.email);
    expect(await endSessionOfToken({ sub: String(buyer.id), role: "user", tv: 99 })).toBe(false);
    expect(await endSessionOfToken(null)).toBe(false);
    expect(await endSessionOfToken({ sub: String(buyer.id), role: "root", tv: 0 })).toBe(false);
    expect((await withSession(token)).me).toBe(200);
  });
});
