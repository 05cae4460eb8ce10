import { NextRequest } from "next/server";
import { REQUEST_PATH_HEADER } from "@/lib/auth/request-path";
import { markDatabaseDown, markDatabaseUp } from "@/lib/db/availability";
import {
  CACHED_SEARCH_ROUTE,
  cachedSearchPath,
  searchOfSegment,
} from "@/lib/search/cached-search-path";
import { proxy } from "./proxy";

const request = (path: string, headers: Record<string, string> = {}) =>
  new NextRequest(new URL(path, "http://127.0.0.1:3000"), { headers });
const signedIn = { cookie: "next-auth.session-token=abc" };

describe("proxy", () => {
  it("sends signed-out visitors of the workspace to the seller login, but not of login/signup", () => {
    expect(
      new URL(proxy(request("/saller/dashboard")).headers.get("location") ?? "").pathname,
    ).toBe("/saller/login");
    expect(proxy(request("/saller/login")).headers.get("location")).toBeNull();
    expect(proxy(request("/saller/signup")).headers.get("location")).toBeNull();
  });

  it("passes the asked-for seller path on to the layout's guard, overwriting a forged one", () => {
    const response = proxy(
      request("/saller/queries/manage", { ...signedIn, [REQUEST_PATH_HEADER]: "//evil.example" }),
    );
    expect(response.headers.get("location")).toBeNull();
    expect(response.headers.get(`x-middleware-request-${REQUEST_PATH_HEADER}`)).toBe(
      "/saller/queries/manage",
    );
  });

  it("adds nothing outside the seller area", () => {
    const response = proxy(request("/admin/dashboard", signedIn));
    expect(response.headers.get(`x-middleware-request-${REQUEST_PATH_HEADER}`)).toBeNull();
  });

  it("serves old ?id= listing links from the canonical page's route", () => {
    const rewrite = (path: string) =>
      new URL(proxy(request(path)).headers.get("x-middleware-rewrite") ?? "").pathname;
    expect(rewrite("/property-profile?id=42")).toBe("/property/42");
    expect(rewrite("/project-profile?id=7")).toBe("/project/7");
    expect(rewrite("/property-profile?id=x")).toBe("/property/0");
  });

  describe("while the database is down", () => {
    beforeEach(() => markDatabaseDown());
    afterEach(() => markDatabaseUp());

    it("answers per-request pages with 503, Retry-After and a readable page", async () => {
      for (const path of ["/saller/dashboard", "/admin/dashboard", "/profile", "/search-results"]) {
        const response = proxy(request(path, signedIn));
        expect(response.status).toBe(503);
        expect(response.headers.get("retry-after")).toBe("5");
        expect(response.headers.get("cache-control")).toBe("no-store");
        expect(await response.text()).toContain("temporarily unavailable");
      }
    });

    it("leaves server actions, cached public pages and redirects of signed-out visitors alone", () => {
      const action = proxy(request("/saller/dashboard", { ...signedIn, "next-action": "abc" }));
      expect(action.status).not.toBe(503);
      expect(proxy(request("/property-profile?id=42")).status).not.toBe(503);
    });
  });

  it("serves results pages from one cached copy per query string; actions go to the page itself", () => {
    const rewritten = (
      path: string,
      init?: { method?: string; headers?: Record<string, string> },
    ) =>
      proxy(new NextRequest(new URL(path, "http://127.0.0.1:3000"), init)).headers.get(
        "x-middleware-rewrite",
      );
    const query = "propertyType=LandPlot&city=New+Delhi&searchQuery=2%2B1";
    const path = new URL(rewritten(`/search-results?${query}`) ?? "").pathname;
    expect(path).toBe(cachedSearchPath(query));
    const segment = decodeURIComponent(path.slice(CACHED_SEARCH_ROUTE.length));
    const search = searchOfSegment(segment);
    expect(search).toEqual({ propertyType: "LandPlot", city: "New Delhi", searchQuery: "2+1" });
    expect(searchOfSegment("qbhk=2&bhk=3")).toEqual({ bhk: ["2", "3"] });
    // The same segment still %-encoded (as the page itself gets it).
    expect(searchOfSegment(path.slice(CACHED_SEARCH_ROUTE.length))).toEqual(search);
    expect(searchOfSegment("0")).toBeNull();
    expect(new URL(rewritten("/search-results") ?? "").pathname).toBe(cachedSearchPath(""));
    expect(
      rewritten("/search-results?city=Pune", {
        method: "POST",
        headers: { "next-action": "x", "content-length": "2" },
      }),
    ).toBeNull();
  });

  it("serves per-request pages normally once the database answers", () => {
    markDatabaseUp();
    expect(proxy(request("/search-results")).status).toBe(200);
  });
});
