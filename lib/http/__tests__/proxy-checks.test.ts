import { eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/current-user";
import type { DbHandle } from "@/lib/db/client";
import { properties } from "@/lib/db/schema";
import { installProxyChecks } from "@/lib/http/install-proxy-checks";
import { proxyChecks, type ProxyChecks } from "@/lib/http/proxy-checks";
import { addCity, addProperty, addUser } from "@/lib/properties/__tests__/fixtures";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";

jest.mock("next/cache", () => ({
  cacheLife: () => undefined,
  cacheTag: () => undefined,
  revalidateTag: () => undefined,
  unstable_cache: (fn: () => Promise<unknown>) => fn,
}));

/** The database checks proxy.ts makes for statuses a page cannot give (issue 28). */
describe.each(TEST_ENGINES)("proxy checks on %s", (engine) => {
  let handle: DbHandle;
  let checks: ProxyChecks;
  let seller: Actor;
  let cityId: number;

  beforeAll(async () => {
    handle = await useTestDatabase(engine);
    installProxyChecks();
    checks = proxyChecks()!;
    cityId = (await addCity(handle.db)).id;
    seller = await addUser(handle.db, { role: "seller", kind: "individual" });
  });
  afterAll(() => releaseTestDatabase(handle));

  it("tells a listing that left the site from a live, never approved, blocked or unknown one", async () => {
    const live = await addProperty(handle.db, seller.id, cityId);
    const paused = await addProperty(handle.db, seller.id, cityId);
    const neverLive = await addProperty(handle.db, seller.id, cityId);
    const blocked = await addProperty(handle.db, seller.id, cityId);
    const set = (id: number, status: "paused" | "blocked", approvedAt: Date | null) =>
      handle.db.update(properties).set({ status, approvedAt }).where(eq(properties.id, id));
    await set(paused.id, "paused", new Date());
    await set(neverLive.id, "paused", null);
    await set(blocked.id, "blocked", new Date());
    expect(await checks.isListingGone(paused.id)).toBe(true);
    expect(await checks.isListingGone(live.id)).toBe(false);
    expect(await checks.isListingGone(neverLive.id)).toBe(false);
    // Taken down by an admin: a plain 404, not "gone".
    expect(await checks.isListingGone(blocked.id)).toBe(false);
    expect(await checks.isListingGone(2_000_000)).toBe(false);
  });
});
