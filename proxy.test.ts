import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { NextRequest } from "next/server";
import { REQUEST_PATH_HEADER } from "@/lib/auth/request-path";
import { markDatabaseDown, markDatabaseUp } from "@/lib/db/availability";
import { GUEST_COOKIE } from "@/lib/messages/guest-cookie";
import { encodeSessionToken, type SessionClaims } from "@/lib/auth/session-token";
import {
  registerProxyChecks,
  type ProxyChecks,
  type ReaderCookies,
  type ThreadSide,
} from "@/lib/http/proxy-checks";
import { GONE_PAGE_HEADER } from "@/lib/http/gone-page";
import { config, proxy } from "./proxy";

const request = (path: string, headers: Record<string, string> = {}) =>
  new NextRequest(new URL(path, "http://127.0.0.1:3000"), {
    headers: { host: "127.0.0.1:3000", ...headers },
  });
const sessionOf = async (role: SessionClaims["role"]) => {
  const token = await encodeSessionToken({ sub: "7", role, tv: 0, name: "Asha Rao" });
  return { cookie: `next-auth.session-token=${token}` };
};
let signedIn: { cookie: string };
beforeAll(async () => {
  signedIn = await sessionOf("seller");
});
const locationOf = async (path: string, headers: Record<string, string> = {}) => {
  const response = await proxy(request(path, headers));
  const location = response.headers.get("location");
  const url = location ? new URL(location) : null;
  return { status: response.status, location: url ? url.pathname + url.search : null };
};

describe("proxy", () => {
  it("sends signed-out visitors of the workspace to the seller login, but not of login/signup", async () => {
    expect((await locationOf("/saller/dashboard")).location).toBe("/saller/login");
    expect((await locationOf("/saller/login")).location).toBeNull();
    expect((await locationOf("/saller/signup")).location).toBeNull();
  });

  it("answers a wrong-role session with 307 to the right login before anything renders", async () => {
    const buyer = await sessionOf("user");
    const seller = await sessionOf("seller");
    const admin = await sessionOf("admin");
    const cases: [string, { cookie: string }, string | null][] = [
      ["/admin/dashboard", buyer, "/admin/login?next=%2Fadmin%2Fdashboard"],
      ["/admin/sallers/manage", seller, "/admin/login?next=%2Fadmin%2Fsallers%2Fmanage"],
      ["/admin/dashboard", admin, null],
      ["/saller/dashboard", buyer, "/saller/login?next=%2Fsaller%2Fdashboard"],
      ["/saller/properties", admin, "/saller/login?next=%2Fsaller%2Fproperties"],
      ["/saller/dashboard", seller, null],
      ["/profile", buyer, null],
      ["/admin/login", buyer, null],
      // A token that is not ours counts as no session.
      ["/admin/dashboard", { cookie: "next-auth.session-token=forged" }, "/admin/login"],
      ["/profile", { cookie: "next-auth.session-token=forged" }, "/"],
    ];
    for (const [path, session, expected] of cases) {
      const { status, location } = await locationOf(path, session);
      expect([path, location]).toEqual([path, expected]);
      if (expected) expect(status).toBe(307);
    }
  });

  it("lets everyone through to the conversations: a visitor it cannot name is asked on the page", async () => {
    // A reply's e-mail opened in another browser, or by a buyer who is logged out: the page
    // offers to confirm the number with an OTP or to log in (no redirect home any more).
    const buyer = await sessionOf("user");
    const guest = { cookie: `${GUEST_COOKIE}=anything` };
    const cases: [string, { cookie: string } | undefined][] = [
      ["/profile/messages", undefined],
      ["/profile/messages/1", undefined],
      ["/hi/profile/messages/1", undefined],
      ["/profile/messages/1", { cookie: "next-auth.session-token=forged" }],
      ["/profile/messages/1", buyer],
      ["/profile/messages", guest],
      ["/profile/messages/1", guest],
    ];
    for (const [path, session] of cases) {
      const { status, location } = await locationOf(path, session);
      expect([path, status, location]).toEqual([path, 200, null]);
    }
    // /profile itself still needs a session.
    expect(await locationOf("/profile")).toEqual({ status: 307, location: "/" });
  });

  it("passes the asked-for seller path on to the layout's guard, overwriting a forged one", async () => {
    const response = await proxy(
      request("/saller/queries/manage", { ...signedIn, [REQUEST_PATH_HEADER]: "//evil.example" }),
    );
    expect(response.headers.get("location")).toBeNull();
    expect(response.headers.get(`x-middleware-request-${REQUEST_PATH_HEADER}`)).toBe(
      "/saller/queries/manage",
    );
  });

  it("adds nothing outside the seller area", async () => {
    const response = await proxy(request("/admin/dashboard", await sessionOf("admin")));
    expect(response.headers.get(`x-middleware-request-${REQUEST_PATH_HEADER}`)).toBeNull();
  });

  it("serves old ?id= listing links from the canonical page's route", async () => {
    const rewrite = async (path: string) =>
      new URL((await proxy(request(path))).headers.get("x-middleware-rewrite") ?? "").pathname;
    expect(await rewrite("/property-profile?id=42")).toBe("/property/42");
    expect(await rewrite("/project-profile?id=7")).toBe("/project/7");
    expect(await rewrite("/property-profile?id=x")).toBe("/property/0");
  });

  describe("while the database is down", () => {
    beforeEach(() => markDatabaseDown());
    afterEach(() => markDatabaseUp());

    it("answers per-request pages with 503, Retry-After and a readable page", async () => {
      for (const path of ["/saller/dashboard", "/admin/dashboard", "/profile"]) {
        const response = await proxy(request(path, signedIn));
        expect(response.status).toBe(503);
        expect(response.headers.get("retry-after")).toBe("5");
        expect(response.headers.get("cache-control")).toBe("no-store");
        expect(await response.text()).toContain("temporarily unavailable");
      }
    });

    it("leaves server actions, cached public pages and redirects of signed-out visitors alone", async () => {
      const action = await proxy(
        request("/saller/dashboard", { ...signedIn, "next-action": "abc" }),
      );
      expect(action.status).not.toBe(503);
      expect((await proxy(request("/property-profile?id=42"))).status).not.toBe(503);
    });
  });

  it("serves per-request pages normally once the database answers", async () => {
    markDatabaseUp();
    expect((await proxy(request("/saller/dashboard", signedIn))).status).toBe(200);
  });

  describe("statuses decided before a page's shell is sent (its own notFound() comes too late)", () => {
    const sides = new Map<string, ThreadSide>();
    const asked: ReaderCookies[] = [];
    /** Records there, by "area:record:id"; any other is missing. */
    const records = new Set<string>();
    const recordsAsked: (string | undefined)[] = [];
    const checks: ProxyChecks = {
      threadSide: async (cookies, threadId) => {
        asked.push(cookies);
        return sides.get(`${cookies.session ? "session" : "guest"}:${threadId}`) ?? "unknown";
      },
      recordShown: async (session, page, id) => {
        recordsAsked.push(session);
        if (!session) return "unknown";
        return records.has(`${page.area}:${page.record}:${id}`);
      },
    };
    beforeAll(() => registerProxyChecks(checks));
    afterAll(() => registerProxyChecks(undefined as unknown as ProxyChecks));

    const answer = async (path: string, headers: Record<string, string> = {}) => {
      const response = await proxy(request(path, headers));
      const rewrite = response.headers.get("x-middleware-rewrite");
      return { status: response.status, rewrite: rewrite ? new URL(rewrite).pathname : null };
    };

    it("keeps the gone page of a listing that left the site off any address of its own (issue 28)", async () => {
      // lib/http/gone-listing-hook.ts sends a gone listing's address there, marked; the proxy
      // no longer sees listing pages (lib/http/__tests__/gone-listing-hook.test.ts).
      expect(await answer("/listing-gone/42")).toEqual({ status: 404, rewrite: "/_not-found" });
      expect(await answer("/hi/listing-gone/42")).toEqual({ status: 404, rewrite: "/_not-found" });
      expect(await answer("/listing-gone/42", { [GONE_PAGE_HEADER]: "1" })).toEqual({
        status: 200,
        rewrite: null,
      });
    });

    it("answers someone else's conversation with 404, like one that does not exist (issue 26)", async () => {
      const buyer = await sessionOf("user");
      const seller = await sessionOf("seller");
      sides.set("session:5", "none");
      sides.set("session:6", "buyer");
      expect(await answer("/profile/messages/5", buyer)).toEqual({
        status: 404,
        rewrite: "/_not-found",
      });
      expect((await answer("/profile/messages/6", buyer)).status).toBe(200);
      expect((await answer("/profile/messages/not-a-number", buyer)).status).toBe(404);
      expect((await answer("/profile/messages/0", buyer)).status).toBe(404);
      // The seller's page is only for the thread's seller; its list page is not a thread.
      expect((await answer("/saller/queries/6", seller)).status).toBe(404);
      sides.set("session:7", "seller");
      expect((await answer("/saller/queries/7", seller)).status).toBe(200);
      expect((await answer("/saller/queries/manage", seller)).status).toBe(200);
      // A guest's cookie is handed over as it came; the check verifies it.
      sides.set("guest:8", "none");
      expect(
        (await answer("/profile/messages/8", { cookie: `${GUEST_COOKIE}=signed.value` })).status,
      ).toBe(404);
      expect(asked.at(-1)).toEqual({ session: undefined, guest: "signed.value" });
      // Cookies that name nobody: the page asks the visitor to confirm their number or log in.
      expect(
        (await answer("/profile/messages/9", { cookie: `${GUEST_COOKIE}=forged` })).status,
      ).toBe(200);
    });

    it("answers a console or workspace record page whose record is not there with 404", async () => {
      const admin = await sessionOf("admin");
      const seller = await sessionOf("seller");
      records.add("admin:property:42").add("admin:project:3").add("admin:user:7");
      records.add("admin:seller:8").add("admin:thread:9");
      records.add("seller:property:42").add("seller:project:3");
      const notFound = { status: 404, rewrite: "/_not-found" };
      for (const [path, record] of [
        ["/admin/properties", "property"],
        ["/admin/projects", "project"],
        ["/admin/users", "user"],
        ["/admin/sallers", "seller"],
        ["/admin/messages", "thread"],
      ] as const) {
        const id = { property: 42, project: 3, user: 7, seller: 8, thread: 9 }[record];
        expect(await answer(`${path}/${id}`, admin)).toEqual({ status: 200, rewrite: null });
        expect(await answer(`${path}/${id + 1000}`, admin)).toEqual(notFound);
        expect(await answer(`${path}/not-a-number`, admin)).toEqual(notFound);
      }
      // The console's list pages are not records.
      for (const path of [
        "/admin/properties/all",
        "/admin/users/manage",
        "/admin/sallers/manage",
      ]) {
        expect([path, (await answer(path, admin)).status]).toEqual([path, 200]);
      }
      for (const [path, there] of [
        ["/saller/property/42/edit", true],
        ["/saller/property/43/edit", false],
        ["/saller/project/3/edit", true],
        ["/saller/project/4/edit", false],
        ["/hi/saller/property/43/edit", false],
        ["/saller/property/0/edit", false],
      ] as const) {
        expect([path, (await answer(path, seller)).status]).toEqual([path, there ? 200 : 404]);
      }
      expect((await answer("/saller/property/add", seller)).status).toBe(200);
      // The session is handed over as it came; one naming nobody of the area is left to the page.
      const session = seller.cookie.split("=")[1];
      expect(recordsAsked.at(-2)).toBe(session);
    });
  });
});

describe("which requests reach the proxy (config.matcher, as Next.js reads it)", () => {
  const reaches = (url: string, headers: Record<string, string> = {}) =>
    unstable_doesMiddlewareMatch({ config, url, headers });

  it("skips the pages it would only let through: home, listings, projects, agents and cities", () => {
    for (const path of [
      "/",
      "/property/2-bhk-flat-42",
      "/hi/property/2-bhk-flat-42",
      "/?utm_source=x",
      "/hi",
      "/project/green-acres-pune-3",
      "/hi/project/green-acres-pune-3",
      "/broker/12",
      "/hi/broker/12",
      "/property-in/pune",
      "/hi/property-in/pune?type=flat",
      "/search-results?city=Pune",
      "/hi/search-results?city=Pune",
      "/search-results",
      "/search-results/q/qcity%3DPune",
    ]) {
      expect([path, reaches(path)]).toEqual([path, false]);
    }
  });

  it("sees every other page, a server action posted anywhere, and broken escapes", () => {
    for (const path of [
      "/hi/",
      "/hindi-guide",
      "/property-profile?id=42",
      "/project-profile?id=3",
      "/listing-gone/42",
      "/hi/listing-gone/42",
      "/en/property/2-bhk-flat-42",
      "/projects",
      "/en/project/green-acres-pune-3",
      "/en/property-in/pune",
      "/en/search-results?city=Pune",
      "/search-resultsx",
      "/saller/dashboard",
      "/admin/dashboard",
      "/en",
    ]) {
      expect([path, reaches(path)]).toEqual([path, true]);
    }
    expect(reaches("/", { "next-action": "abc" })).toBe(true);
    expect(reaches("/search-results", { "next-action": "abc" })).toBe(true);
    expect(reaches("/property/%")).toBe(true);
    expect(reaches("/project/%")).toBe(true);
    expect(reaches("/property/2-bhk-flat-42", { "next-action": "abc" })).toBe(true);
    expect(reaches("/project/green-acres-pune-3", { "next-action": "abc" })).toBe(true);
    expect(reaches("/api/health")).toBe(false);
    expect(reaches("/_next/static/chunks/a.js")).toBe(false);
  });
});
