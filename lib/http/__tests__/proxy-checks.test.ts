import { eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/current-user";
import type { DbHandle } from "@/lib/db/client";
import { properties } from "@/lib/db/schema";
import { installProxyChecks } from "@/lib/http/install-proxy-checks";
import { proxyChecks, type ProxyChecks, type RecordPage } from "@/lib/http/proxy-checks";
import { createLead } from "@/lib/leads/create-lead";
import { signGuestAccess } from "@/lib/messages/guest-access";
import { addCity, addProject, addProperty, addUser } from "@/lib/properties/__tests__/fixtures";
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
 * issue 26), and the record pages of the console and the seller's workspace.
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

  it("finds a console record page's record, for an admin's session only", async () => {
    const session = await sessionOf(admin);
    const listing = await addProperty(handle.db, seller.id, cityId);
    const project = await addProject(handle.db, seller.id, cityId);
    const shown = (record: RecordPage["record"], id: number, token: string | undefined = session) =>
      checks.recordShown(token, { area: "admin", record } as RecordPage, id);
    expect(await shown("property", listing.id)).toBe(true);
    expect(await shown("property", listing.id + 1000)).toBe(false);
    expect(await shown("project", project.id)).toBe(true);
    expect(await shown("project", project.id + 1000)).toBe(false);
    expect(await shown("user", buyer.id)).toBe(true);
    expect(await shown("user", buyer.id + 1000)).toBe(false);
    // A seller's page is for accounts with a seller profile: a buyer has none.
    expect(await shown("seller", seller.id)).toBe(true);
    expect(await shown("seller", buyer.id)).toBe(false);
    expect(await shown("thread", threadId)).toBe(true);
    expect(await shown("thread", threadId + 1000)).toBe(false);
    // Anyone but an admin is left to the console's guard (sent to its login), with nothing said
    // about the record.
    expect(await shown("property", listing.id + 1000, await sessionOf(seller))).toBe("unknown");
    expect(await shown("property", listing.id + 1000, "forged")).toBe("unknown");
    const noSession = { area: "admin", record: "property" } as const;
    expect(await checks.recordShown(undefined, noSession, listing.id + 1000)).toBe("unknown");
  });

  it("shows a seller's edit page only for the seller's own listing or project, not a deleted one", async () => {
    const other = await addUser(handle.db, { role: "seller", kind: "builder" });
    const own = await addProperty(handle.db, seller.id, cityId);
    const deleted = await addProperty(handle.db, seller.id, cityId);
    await handle.db
      .update(properties)
      .set({ status: "deleted" })
      .where(eq(properties.id, deleted.id));
    const theirs = await addProperty(handle.db, other.id, cityId);
    const ownProject = await addProject(handle.db, seller.id, cityId, { slug: "own-heights" });
    const theirProject = await addProject(handle.db, other.id, cityId, { slug: "their-heights" });
    const session = await sessionOf(seller);
    const shown = (
      record: "property" | "project",
      id: number,
      token: string | undefined = session,
    ) => checks.recordShown(token, { area: "seller", record }, id);
    expect(await shown("property", own.id)).toBe(true);
    expect(await shown("property", deleted.id)).toBe(false);
    expect(await shown("property", theirs.id)).toBe(false);
    expect(await shown("property", theirs.id + 1000)).toBe(false);
    expect(await shown("project", ownProject.id)).toBe(true);
    expect(await shown("project", theirProject.id)).toBe(false);
    expect(await shown("property", theirs.id, await sessionOf(other))).toBe(true);
    expect(await shown("property", own.id, await sessionOf(buyer))).toBe("unknown");
    expect(await shown("property", own.id, await sessionOf(admin))).toBe("unknown");
  });
});
