import { eq } from "drizzle-orm";
import type { DbHandle } from "@/lib/db/client";
import { sellerProfiles, users } from "@/lib/db/schema";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";
import { actorFromClaims, assertAdmin, assertSeller } from "../current-user";
import { decodeSessionToken, encodeSessionToken } from "../session-token";

describe.each(TEST_ENGINES)("session actor on %s", (engine) => {
  let handle: DbHandle;
  let userId: number;
  let sellerId: number;

  beforeAll(async () => {
    handle = await useTestDatabase(engine);
    const base = { passwordHash: "x", status: "active" as const, phoneVerifiedAt: new Date() };
    [{ id: userId }] = await handle.db
      .insert(users)
      .values({
        ...base,
        firstName: "Asha",
        lastName: "Rao",
        email: "asha@example.in",
        phone: "+919800000001",
      })
      .returning({ id: users.id });
    [{ id: sellerId }] = await handle.db
      .insert(users)
      .values({
        ...base,
        role: "seller",
        firstName: "Vikram",
        lastName: "Jain",
        email: "vikram@example.in",
        phone: "+919800000002",
      })
      .returning({ id: users.id });
    await handle.db.insert(sellerProfiles).values({ userId: sellerId, kind: "agent" });
  });
  afterAll(() => releaseTestDatabase(handle));

  it("round-trips claims through the next-auth JWT", async () => {
    const token = await encodeSessionToken({
      sub: String(userId),
      role: "user",
      tv: 0,
      name: "Asha Rao",
    });
    expect(await decodeSessionToken(token)).toMatchObject({
      sub: String(userId),
      role: "user",
      tv: 0,
    });
    expect(await decodeSessionToken(token + "x")).toBeNull();
  });

  it("loads an active account and rejects stale token versions", async () => {
    expect(
      await actorFromClaims({ sub: String(userId), role: "user", tv: 0, name: "" }),
    ).toMatchObject({
      id: userId,
      role: "user",
    });
    await handle.db.update(users).set({ tokenVersion: 1 }).where(eq(users.id, userId));
    expect(
      await actorFromClaims({ sub: String(userId), role: "user", tv: 0, name: "" }),
    ).toBeNull();
  });

  it("re-checks the role in the database, not the token", async () => {
    const forged = await actorFromClaims({ sub: String(sellerId), role: "admin", tv: 0, name: "" });
    expect(forged?.role).toBe("seller");
    expect(() => assertAdmin(forged!)).toThrow("administrators");
    expect(assertSeller(forged!).sellerKind).toBe("agent");
  });

  it("refuses blocked accounts", async () => {
    await handle.db.update(users).set({ status: "blocked" }).where(eq(users.id, sellerId));
    expect(
      await actorFromClaims({ sub: String(sellerId), role: "seller", tv: 0, name: "" }),
    ).toBeNull();
  });
});
