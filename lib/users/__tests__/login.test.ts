import { eq } from "drizzle-orm";
import { authOptions } from "@/lib/auth/auth-options";
import { actorFromClaims, type Actor } from "@/lib/auth/current-user";
import { decodeSessionToken } from "@/lib/auth/session-token";
import type { DbHandle } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";
import { changePassword } from "../change-password";
import { ensureInitialAdmin } from "../ensure-initial-admin";
import { loginUser, type LoginArea } from "../login-user";
import { ACCOUNT_MESSAGES } from "../messages";
import { CLIENT_ADDRESS_HEADER } from "@/lib/rate-limit/client-ip";
import { endAllSessions } from "../sessions";
import { createVerifiedUser, freshIdentity, median } from "./account-helpers";

const PASSWORD = "Banyan-Courtyard-77";

async function actorOf(token: string): Promise<Actor | null> {
  return actorFromClaims(await decodeSessionToken(token));
}

async function failure(promise: Promise<unknown>) {
  const error = (await promise.then(
    () => null,
    (e: unknown) => e,
  )) as { status: number; message: string } | null;
  expect(error).not.toBeNull();
  return { status: error!.status, message: error!.message };
}

describe.each(TEST_ENGINES)("login and sessions on %s", (engine) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await useTestDatabase(engine);
  });
  afterAll(() => releaseTestDatabase(handle));

  const login = (email: string, password: string, ip: string, area: LoginArea = "public") =>
    loginUser({ email, password }, { ip, area });

  it("creates the first admin once, and never promotes an existing account", async () => {
    const [squatter] = await handle.db
      .insert(users)
      .values({
        firstName: "Not",
        lastName: "Admin",
        email: "admin@landacre.in",
        phone: "+919111111111",
        passwordHash: "x",
        status: "active",
      })
      .returning();
    expect(await ensureInitialAdmin(handle.db)).toBe("conflict");
    expect((await handle.db.select().from(users).where(eq(users.id, squatter.id)))[0].role).toBe(
      "user",
    );
    await handle.db.delete(users).where(eq(users.id, squatter.id));

    expect(await ensureInitialAdmin(handle.db)).toBe("created");
    expect(await ensureInitialAdmin(handle.db)).toBe("exists");
    const admins = await handle.db.select().from(users).where(eq(users.role, "admin"));
    expect(admins).toHaveLength(1);
    expect(admins[0]).toMatchObject({ email: "admin@landacre.in", status: "active" });
    const result = await loginUser(
      { email: "admin@landacre.in", password: "Admin@12345" },
      { ip: freshIdentity().ip, area: "admin" },
    );
    expect(result.user.role).toBe("admin");
  });

  it("answers an unknown e-mail exactly like a wrong password", async () => {
    const user = await createVerifiedUser(handle, { password: PASSWORD });
    const unknown = await failure(login(`nobody.${user.email}`, PASSWORD, user.ip));
    const wrong = await failure(login(user.email, "Wrong-Password-1", user.ip));
    expect(unknown).toEqual({ status: 401, message: "Invalid email or password" });
    expect(wrong).toEqual(unknown);
  });

  it("spends about the same time on an unknown e-mail as on a wrong password", async () => {
    const user = await createVerifiedUser(handle, { password: PASSWORD });
    const time = async (email: string) => {
      const started = performance.now();
      await login(email, "Wrong-Password-1", `198.51.100.${Math.floor(Math.random() * 250)}`).catch(
        () => undefined,
      );
      return performance.now() - started;
    };
    await time(`warmup.${user.email}`);
    const unknown: number[] = [];
    const known: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      unknown.push(await time(`ghost${i}.${user.email}`));
      known.push(await time(user.email));
    }
    // Without the dummy argon2 check an unknown e-mail would answer ~20× faster; the bounds are
    // wide because a loaded 2-core machine stretches single runs.
    const ratio = median(unknown) / median(known);
    expect(ratio).toBeGreaterThan(0.25);
    expect(ratio).toBeLessThan(4);
  });

  it("says 'blocked' only when the password was right", async () => {
    const user = await createVerifiedUser(handle, { password: PASSWORD, status: "blocked" });
    expect(await failure(login(user.email, "Wrong-Password-1", user.ip))).toEqual({
      status: 401,
      message: ACCOUNT_MESSAGES.invalidLogin,
    });
    expect(await failure(login(user.email, PASSWORD, user.ip))).toEqual({
      status: 403,
      message: ACCOUNT_MESSAGES.blocked,
    });
  });

  it("allows 10 tries per 15 minutes per e-mail and IP, then 429 even with the right password", async () => {
    const user = await createVerifiedUser(handle, { password: PASSWORD });
    for (let i = 0; i < 10; i += 1) {
      expect((await failure(login(user.email, `Wrong-${i}-password`, user.ip))).status).toBe(401);
    }
    const error = (await login(user.email, PASSWORD, user.ip).catch((e: unknown) => e)) as {
      status: number;
      message: string;
      headers: Record<string, string>;
    };
    expect(error.status).toBe(429);
    expect(error.message).toBe("Too many attempts. Please try again in 15 minutes.");
    expect(Number(error.headers["Retry-After"])).toBeGreaterThan(800);
    // Another IP is not locked out by this one.
    await expect(login(user.email, PASSWORD, "192.0.2.200")).resolves.toMatchObject({
      user: { email: user.email },
    });
  });

  it("next-auth's credentials sign-in shares the login limit", async () => {
    const user = await createVerifiedUser(handle, { password: PASSWORD });
    const { authorize } = (
      authOptions.providers[0] as unknown as {
        options: {
          authorize: (
            credentials: Record<string, string>,
            req: { headers: Record<string, string> },
          ) => Promise<{ email?: string } | null>;
        };
      }
    ).options;
    const req = { headers: { [CLIENT_ADDRESS_HEADER]: user.ip } };
    expect(await authorize({ email: user.email, password: PASSWORD }, req)).toMatchObject({
      email: user.email,
    });
    for (let i = 0; i < 10; i += 1) {
      expect(
        await authorize({ email: user.email, password: `wrong-${i}-password` }, req),
      ).toBeNull();
    }
    // Locked for this e-mail + IP: even the right password is refused now.
    expect(await authorize({ email: user.email, password: PASSWORD }, req)).toBeNull();
  });

  it("the admin door refuses other accounts like a wrong password", async () => {
    const buyer = await createVerifiedUser(handle, { password: PASSWORD });
    const admin = await createVerifiedUser(handle, { password: PASSWORD, role: "admin" });
    expect(await failure(login(buyer.email, PASSWORD, buyer.ip, "admin"))).toEqual({
      status: 401,
      message: "Invalid email or password",
    });
    await expect(login(admin.email, PASSWORD, admin.ip, "admin")).resolves.toMatchObject({
      user: { role: "admin" },
    });
    expect((await failure(login(admin.email, PASSWORD, admin.ip, "seller"))).status).toBe(403);
    const viaSeller = await login(buyer.email, PASSWORD, buyer.ip, "seller");
    expect(viaSeller.needsSellerProfile).toBe(true);
  });

  it("logout ends every session of the account", async () => {
    const user = await createVerifiedUser(handle, { password: PASSWORD });
    const first = await login(user.email, PASSWORD, user.ip);
    const second = await login(user.email, PASSWORD, user.ip);
    expect(await actorOf(first.token)).not.toBeNull();
    await endAllSessions(user.id);
    expect(await actorOf(first.token)).toBeNull();
    expect(await actorOf(second.token)).toBeNull();
  });

  it("a password change ends the old session and issues a working new one", async () => {
    const user = await createVerifiedUser(handle, {
      password: PASSWORD,
      role: "seller",
      sellerKind: "individual",
    });
    const { token: old } = await login(user.email, PASSWORD, user.ip);
    const actor = (await actorOf(old))!;
    expect(
      await failure(
        changePassword(actor, { currentPassword: "not-it-at-all", password: "Fresh-Password-9" }),
      ),
    ).toEqual({ status: 400, message: ACCOUNT_MESSAGES.wrongCurrentPassword });
    expect(
      (await failure(changePassword(actor, { currentPassword: PASSWORD, password: "iloveyou" })))
        .message,
    ).toBe("This password is too common. Please choose a less common one.");
    expect(await actorOf(old)).not.toBeNull();

    const { token: fresh } = await changePassword(actor, {
      currentPassword: PASSWORD,
      password: "Fresh-Password-9",
    });
    expect(await actorOf(old)).toBeNull();
    expect(await actorOf(fresh)).toMatchObject({ id: user.id, role: "seller" });
    expect((await failure(login(user.email, PASSWORD, user.ip))).status).toBe(401);
    await expect(login(user.email, "Fresh-Password-9", user.ip)).resolves.toBeTruthy();
  });
});
