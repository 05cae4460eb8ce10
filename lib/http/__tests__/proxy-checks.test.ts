import { eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/current-user";
import type { DbHandle } from "@/lib/db/client";
import { properties } from "@/lib/db/schema";
import { installProxyChecks } from "@/lib/http/install-proxy-checks";
import { proxyChecks, type ProxyChecks } from "@/lib/http/proxy-checks";
import { createLead } from "@/lib/leads/create-lead";
import { signGuestAccess } from "@/lib/messages/guest-access";
import { addCity, addProperty, addUser } from "@/lib/properties/__tests__/fixtures";
import { isListingGone } from "@/lib/properties/gone-property";
import { resetLimitersForTesting } from "@/lib/rate-limit/limiter";
import { sessionTokenOf } from "@/lib/testing/session-token";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";

jest.mock("next/cache", () => ({
  cacheLife: () => undefined,
  cacheTag: () => undefined,
  revalidateTag: () => undefined,
}));

/**
 * The database checks made before a page renders, for statuses a page cannot give: a listing that
 * left the site (lib/http/gone-listing-hook.ts, issue 28) and a conversation's reader (proxy.ts,
 * issue 26).
 */
describe.each(TEST_ENGINES)("proxy checks on %s", (engine) => {
  let handle: DbHandle;
  let checks: ProxyChecks;
  let seller: Actor;
  let buyer: Actor;
  let stranger: Actor;
  let admin: Actor;
  let cityId: number;
  let threadId: number;

  const sessionOf = (actor: Actor) => sessionTokenOf(handle.db, actor.id);

  beforeAll(async () => {
    handle = await useTestDatabase(engine);
    installProxyChecks();
    checks = proxyChecks()!;
    cityId = (await addCity(handle.db)).id;
    seller = await addUser(handle.db, { role: "seller", kind: "individual" });
    buyer = await addUser(handle.db);
    stranger = await addUser(handle.db);
    admin = await addUser(handle.db, { role: "admin" });
    resetLimitersForTesting();
    const listing = await addProperty(handle.db, seller.id, cityId);
    threadId = (await createLead(buyer, { targetType: "property", targetId: listing.id })).threadId;
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
    expect(await isListingGone(paused.id)).toBe(true);
    expect(await isListingGone(live.id)).toBe(false);
    expect(await isListingGone(neverLive.id)).toBe(false);
    // Taken down by an admin: a plain 404, not "gone".
    expect(await isListingGone(blocked.id)).toBe(false);
    expect(await isListingGone(2_000_000)).toBe(false);
  });

  it("names the reader's side of a conversation from the session or guest cookie", async () => {
    const side = (cookies: { session?: string; guest?: string }, id = threadId) =>
      checks.threadSide(cookies, id);
    expect(await side({ session: await sessionOf(buyer) })).toBe("buyer");
    expect(await side({ session: await sessionOf(seller) })).toBe("seller");
    expect(await side({ session: await sessionOf(admin) })).toBe("admin");
    expect(await side({ session: await sessionOf(stranger) })).toBe("none");
    expect(await side({ session: await sessionOf(buyer) }, threadId + 1000)).toBe("none");
    // The buyer's confirmed phone as a guest; someone else's phone; forged or no cookies.
    expect(await side({ guest: signGuestAccess(buyer.phone) })).toBe("buyer");
    expect(await side({ guest: signGuestAccess("+919000000001") })).toBe("none");
    expect(await side({ guest: "forged.cookie" })).toBe("unknown");
    expect(await side({ session: "forged" })).toBe("unknown");
    expect(await side({})).toBe("unknown");
  });
});
