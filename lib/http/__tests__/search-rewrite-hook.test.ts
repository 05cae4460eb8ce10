import { cachedResultsUrl, installSearchRewriteHook } from "@/lib/http/search-rewrite-hook";
import { cachedSearchPath, searchOfSegment } from "@/lib/search/cached-search-path";
import { CACHED_SEARCH_ROUTE } from "@/lib/search/results-paths";
import { markDatabaseDown, markDatabaseUp } from "@/lib/db/availability";
import { requestOnce, type OneAnswer } from "@/lib/testing/request-once";

/** What the app (standing in for Next.js) was asked for, and what the client got (a real socket). */
async function visit(
  path: string,
  init: { method?: string; headers?: Record<string, string> } = {},
): Promise<{ seen: string; answer: OneAnswer }> {
  let seen = "";
  const answer = await requestOnce(
    (request, response) => {
      seen = request.url ?? "";
      response.end("page");
    },
    path,
    init,
  );
  return { seen, answer };
}

describe("results served from their search's cached copy", () => {
  beforeAll(() => {
    installSearchRewriteHook();
    installSearchRewriteHook(); // once per process, however often it is called
  });

  it("sends a results address to the cached copy of its search, in both languages", async () => {
    const query = "propertyType=LandPlot&city=New+Delhi&searchQuery=2%2B1";
    for (const [path, page] of [
      [`/search-results?${query}`, cachedSearchPath(query)],
      [`/hi/search-results?${query}`, `/hi${cachedSearchPath(query)}`],
      ["/search-results", cachedSearchPath("")],
      // Reordered, repeated, unknown and padded parameters name the same copy.
      [
        `/search-results?junk=1&city=New%20Delhi&searchQuery=2%2B1&propertyType=LandPlot`,
        cachedSearchPath(query),
      ],
    ]) {
      const { seen, answer } = await visit(path);
      expect([path, seen, answer.status, answer.body]).toEqual([path, page, 200, "page"]);
      // A document is told nothing of the rewrite.
      expect(answer.headers["x-nextjs-rewritten-path"]).toBeUndefined();
    }
    const segment = cachedSearchPath(query).slice(CACHED_SEARCH_ROUTE.length);
    expect(searchOfSegment(decodeURIComponent(segment))).toEqual({
      propertyType: "LandPlot",
      city: "New Delhi",
      searchQuery: "2+1",
    });
  });

  it("tells a router payload the path and query it was drawn from, keeping its _rsc", async () => {
    const { seen, answer } = await visit("/hi/search-results?city=Pune&page=2&_rsc=1x2y", {
      headers: { rsc: "1" },
    });
    const page = `/hi${cachedSearchPath("city=Pune&page=2")}`;
    expect(seen).toBe(`${page}?_rsc=1x2y`);
    expect(answer.headers["x-nextjs-rewritten-path"]).toBe(page);
    expect(answer.headers["x-nextjs-rewritten-query"]).toBe("");
  });

  it("leaves alone a router payload without its _rsc, server actions and every other address", async () => {
    for (const [path, init] of [
      ["/search-results?city=Pune", { headers: { rsc: "1" } }],
      ["/search-results?city=Pune", { method: "POST", headers: { "next-action": "abc" } }],
      ["/search-results?city=Pune", { method: "POST" }],
      ["/search-results-old?city=Pune", {}],
      ["/en/search-results?city=Pune", {}],
      ["/hi/search-results/", {}],
      ["/searches", {}],
      ["/api/search-results?city=Pune", {}],
    ] as const) {
      const { seen } = await visit(path, init);
      expect([path, seen]).toEqual([path, path]);
    }
  });

  it("keeps the cached copies off any address of their own", async () => {
    for (const [path, page] of [
      ["/search-results/q/qcity%3DPune", "/page-not-found"],
      ["/hi/search-results/q/0", "/hi/page-not-found"],
      ["/search-results/q/%zz", "/page-not-found"],
      ["/search-results/%zz", "/page-not-found"],
    ]) {
      expect([path, (await visit(path)).seen]).toEqual([path, page]);
    }
  });

  it("rewrites results during a database outage too: a search drawn before keeps serving", async () => {
    markDatabaseDown();
    try {
      const { seen } = await visit("/hi/search-results?city=Pune");
      expect(seen).toBe(`/hi${cachedSearchPath("city=Pune")}`);
    } finally {
      markDatabaseUp();
    }
  });

  it("maps addresses without a server", () => {
    expect(cachedResultsUrl("/search-results?bhk=2&bhk=3", false)).toBe(
      cachedSearchPath("bhk=2,3"),
    );
    expect(cachedResultsUrl("/search-results?view=map&_rsc=a", true)).toBe(
      `${cachedSearchPath("view=map")}?_rsc=a`,
    );
    expect(cachedResultsUrl("/property/x-42", false)).toBeNull();
    // The page reads the search back from the segment, encoded or not; "0" is the build's own.
    expect(searchOfSegment("qbhk=2&bhk=3")).toEqual({ bhk: ["2", "3"] });
    expect(searchOfSegment("qcity%3DPune")).toEqual({ city: "Pune" });
    expect(searchOfSegment("0")).toBeNull();
  });
});
