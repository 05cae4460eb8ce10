/**
 * Handlers called directly with a Request and a mocked cookie jar: the JSON contract of the
 * account routes, and the guards (a buyer's session gets 403 from seller and admin handlers).
 */
import { POST as loginRoute } from "@/app/api/users/login/route";
import { POST as logoutRoute } from "@/app/api/users/logout/route";
import { POST as registerRoute } from "@/app/api/users/register/route";
import { POST as resendRoute } from "@/app/api/users/register/resend-otp/route";
import { POST as verifyRoute } from "@/app/api/users/register/verify-otp/route";
import { GET as outboxRoute } from "@/app/api/dev/outbox/route";
import type { DbHandle } from "@/lib/db/client";
import { withAdmin, withSeller, withUser } from "@/lib/http/route";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";
import { createVerifiedUser, freshIdentity } from "@/lib/users/__tests__/account-helpers";
import { CLIENT_ADDRESS_HEADER } from "@/lib/rate-limit/client-ip";
import { SESSION_COOKIE_NAME } from "../session-token";

const mockJar = new Map<string, string>();
const mockHeaders = new Headers();
jest.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => (mockJar.has(name) ? { name, value: mockJar.get(name) } : undefined),
  }),
  headers: async () => mockHeaders,
}));

const PASSWORD = "Peepal-Verandah-31";
const ctx = { params: Promise.resolve({}) };
const userOnly = withUser(async ({ actor }) => Response.json({ id: actor.id }));
const sellerOnly = withSeller(async ({ seller }) => Response.json({ id: seller.id }));
const adminOnly = withAdmin(async ({ admin }) => Response.json({ id: admin.id }));

function post(path: string, body: unknown, ip: string, headers: Record<string, string> = {}) {
  return new Request(`http://127.0.0.1:3000${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      [CLIENT_ADDRESS_HEADER]: ip,
      host: "127.0.0.1:3000",
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

function get(path: string) {
  return new Request(`http://127.0.0.1:3000${path}`);
}

function sessionFrom(response: Response): string {
  const cookie = response.headers.get("set-cookie") ?? "";
  return cookie.match(new RegExp(`${SESSION_COOKIE_NAME}=([^;]*)`))?.[1] ?? "";
}

async function statuses(token: string | null) {
  mockJar.clear();
  if (token) mockJar.set(SESSION_COOKIE_NAME, token);
  const call = async (handler: typeof userOnly) => (await handler(get("/x"), ctx)).status;
  return {
    user: await call(userOnly),
    seller: await call(sellerOnly),
    admin: await call(adminOnly),
  };
}

describe.each(TEST_ENGINES)("account routes and guards on %s", (engine) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await useTestDatabase(engine);
  });
  afterAll(() => releaseTestDatabase(handle));
  afterEach(() => {
    mockJar.clear();
    mockHeaders.delete("authorization");
  });

  it("register → 201 {data}, outbox holds the code, verify-otp → 201, login → 200 {token, user} + cookie", async () => {
    const id = freshIdentity("route");
    const register = await registerRoute(
      post(
        "/api/users/register",
        {
          firstName: "Meera",
          lastName: "Iyer",
          email: id.email,
          phoneNumber: id.phoneNumber,
          password: PASSWORD,
        },
        id.ip,
      ),
      ctx,
    );
    expect(register.status).toBe(201);
    expect((await register.json()).data).toEqual({
      phoneNumber: id.phoneNumber,
      expiresInSeconds: 600,
      newCode: true,
    });

    const outbox = await outboxRoute(get(`/api/dev/outbox?phone=%2B91${id.phoneNumber}`), ctx);
    const [message] = (await outbox.json()).data as { body: string }[];
    const otp = message.body.match(/\d{6}/)![0];

    const bad = await verifyRoute(
      post("/api/users/register/verify-otp", { phoneNumber: id.phoneNumber, otp: "12ab56" }, id.ip),
      ctx,
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toMatch(/OTP must contain digits only/);

    const verify = await verifyRoute(
      post("/api/users/register/verify-otp", { phoneNumber: id.phoneNumber, otp }, id.ip),
      ctx,
    );
    expect(verify.status).toBe(201);

    const login = await loginRoute(
      post("/api/users/login", { email: id.email, password: PASSWORD }, id.ip),
      ctx,
    );
    expect(login.status).toBe(200);
    const body = await login.json();
    expect(Object.keys(body).sort()).toEqual(["token", "user"]);
    expect(body.user).toEqual({
      firstName: "Meera",
      lastName: "Iyer",
      email: id.email,
      role: "user",
    });
    expect(login.headers.get("set-cookie")).toMatch(/HttpOnly/);
    expect(login.headers.get("set-cookie")).toMatch(/SameSite=Lax/);
    expect(sessionFrom(login)).toBe(body.token);

    const refused = await loginRoute(
      post("/api/users/login", { email: id.email, password: "nope-nope-nope" }, id.ip),
      ctx,
    );
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ message: "Invalid email or password" });
  });

  it("a buyer's session gets 403 from seller and admin handlers", async () => {
    const buyer = await createVerifiedUser(handle, { password: PASSWORD });
    const seller = await createVerifiedUser(handle, {
      password: PASSWORD,
      role: "seller",
      sellerKind: "agent",
    });
    const admin = await createVerifiedUser(handle, { password: PASSWORD, role: "admin" });
    const tokenOf = async (u: { email: string; ip: string }) =>
      (
        await (
          await loginRoute(
            post("/api/users/login", { email: u.email, password: PASSWORD }, u.ip),
            ctx,
          )
        ).json()
      ).token as string;

    expect(await statuses(null)).toEqual({ user: 401, seller: 401, admin: 401 });
    expect(await statuses("not-a-token")).toEqual({ user: 401, seller: 401, admin: 401 });
    expect(await statuses(await tokenOf(buyer))).toEqual({ user: 200, seller: 403, admin: 403 });
    expect(await statuses(await tokenOf(seller))).toEqual({ user: 200, seller: 200, admin: 403 });
    expect(await statuses(await tokenOf(admin))).toEqual({ user: 200, seller: 403, admin: 200 });

    // API clients may send the token as a bearer header instead of the cookie.
    mockJar.clear();
    mockHeaders.set("authorization", `Bearer ${await tokenOf(seller)}`);
    expect((await sellerOnly(get("/x"), ctx)).status).toBe(200);
  });

  it("logout clears the cookie and the old token stops working everywhere", async () => {
    const buyer = await createVerifiedUser(handle, { password: PASSWORD });
    const token = (
      await (
        await loginRoute(
          post("/api/users/login", { email: buyer.email, password: PASSWORD }, buyer.ip),
          ctx,
        )
      ).json()
    ).token as string;
    mockJar.set(SESSION_COOKIE_NAME, token);
    const out = await logoutRoute(post("/api/users/logout", {}, buyer.ip), ctx);
    expect(out.status).toBe(200);
    expect(out.headers.get("set-cookie")).toMatch(/Max-Age=0/);
    expect(await statuses(token)).toEqual({ user: 401, seller: 401, admin: 401 });
  });

  it("over a limit, login and OTP sends answer 429 with Retry-After and a readable message", async () => {
    const id = freshIdentity("limits");
    const wrong = () =>
      loginRoute(
        post("/api/users/login", { email: id.email, password: "Wrong-Guess-1" }, id.ip),
        ctx,
      );
    for (let i = 0; i < 10; i += 1) expect((await wrong()).status).toBe(401);
    const limited = await wrong();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(800);
    expect(await limited.json()).toEqual({
      message: "Too many attempts. Please try again in 15 minutes.",
    });

    const other = freshIdentity("limits2");
    const register = await registerRoute(
      post(
        "/api/users/register",
        {
          firstName: "Ravi",
          lastName: "Nair",
          email: other.email,
          phoneNumber: other.phoneNumber,
          password: PASSWORD,
        },
        other.ip,
      ),
      ctx,
    );
    expect(register.status).toBe(201);
    const resend = await resendRoute(
      post("/api/users/register/resend-otp", { phoneNumber: other.phoneNumber }, other.ip),
      ctx,
    );
    expect(resend.status).toBe(429);
    expect(Number(resend.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(resend.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect((await resend.json()).message).toBe("Too many attempts. Please try again in 1 minute.");
  });

  it("refuses a state-changing request from another site", async () => {
    const id = freshIdentity("csrf");
    const response = await loginRoute(
      post("/api/users/login", { email: id.email, password: PASSWORD }, id.ip, {
        origin: "https://evil.example",
      }),
      ctx,
    );
    expect(response.status).toBe(403);
  });
});
