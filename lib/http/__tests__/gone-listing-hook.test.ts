import { forgetListingStates, rememberGone } from "@/lib/cache/listing-state-memo";
import { markDatabaseDown, markDatabaseUp } from "@/lib/db/availability";
import { GONE_PAGE_HEADER } from "@/lib/http/gone-page";
import { installGoneListingHook, listingOfUrl } from "@/lib/http/gone-listing-hook";
import { requestOnce } from "@/lib/testing/request-once";

// The database's answer, remembered as the real check does: listing 42 has left the site, 43 is
// live, 44's check fails.
const asked: number[] = [];
jest.mock("@/lib/properties/gone-property", () => ({
  isListingGone: async (id: number) => {
    asked.push(id);
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (id === 44) throw new Error("connect ECONNREFUSED");
    const { rememberGone: remember } = jest.requireActual<
      typeof import("@/lib/cache/listing-state-memo")
    >("@/lib/cache/listing-state-memo");
    remember(id, id === 42);
    return id === 42;
  },
}));

type Seen = { url: string; marked: string | undefined };
type Answer = { status: number; cacheControl: string | undefined; seen: Seen };

/** What the app (standing in for Next.js) was asked, and what the client got, over a real socket. */
async function visit(
  path: string,
  init: { method?: string; headers?: Record<string, string>; status?: number } = {},
): Promise<Answer> {
  let seen: Seen = { url: "", marked: undefined };
  const answer = await requestOnce(
    (request, response) => {
      seen = { url: request.url ?? "", marked: request.headers[GONE_PAGE_HEADER] as string };
      response.statusCode = init.status ?? 200;
      response.setHeader("Cache-Control", "s-maxage=3600");
      response.end("<h1>page</h1>");
    },
    path,
    init,
  );
  return { status: answer.status, cacheControl: answer.headers["cache-control"], seen };
}

describe("a listing that left the site", () => {
  beforeAll(() => {
    installGoneListingHook();
    installGoneListingHook(); // once per process, however often it is called
  });
  beforeEach(() => {
    asked.length = 0;
    forgetListingStates(["properties"]);
  });
  afterEach(() => markDatabaseUp());

  it("answers 410 with its gone page, by its address, in Hindi and by the old link", async () => {
    for (const [path, page] of [
      ["/property/2-bhk-flat-in-kothrud-42", "/listing-gone/42"],
      ["/hi/property/2-bhk-flat-in-kothrud-42", "/hi/listing-gone/42"],
      ["/property-profile?id=42", "/listing-gone/42?id=42"],
    ]) {
      forgetListingStates(["properties"]);
      const answer = await visit(path);
      expect([path, answer.status, answer.seen]).toEqual([path, 410, { url: page, marked: "1" }]);
      expect(answer.cacheControl).toBe("public, max-age=0, must-revalidate");
    }
    expect(asked).toEqual([42, 42, 42]);
    // Remembered: the next visit is answered without asking again.
    expect((await visit("/property/x-42")).status).toBe(410);
    expect(asked).toHaveLength(3);
  });

  it("gives a click inside the site (a router payload) the same page, as 200", async () => {
    const answer = await visit("/property/x-42?_rsc=abc", { headers: { rsc: "1" } });
    expect([answer.status, answer.seen]).toEqual([
      200,
      { url: "/listing-gone/42?_rsc=abc", marked: "1" },
    ]);
  });

  it("keeps the listing's own answer when the gone page is not there", async () => {
    const answer = await visit("/property/x-42", { status: 404 });
    expect([answer.status, answer.seen.url]).toEqual([404, "/listing-gone/42"]);
  });
});

describe("every other request goes on untouched", () => {
  afterEach(() => markDatabaseUp());

  it("a live listing (asked once, then remembered), other pages, actions and a failed check", async () => {
    asked.length = 0;
    forgetListingStates(["properties"]);
    for (const path of ["/property/x-43", "/property/x-43", "/property/x-44", "/project/p-42"]) {
      const answer = await visit(path);
      expect([path, answer.status, answer.seen]).toEqual([
        path,
        200,
        { url: path, marked: undefined },
      ]);
    }
    expect(asked).toEqual([43, 44]);
    const action = await visit("/property/x-42", {
      method: "POST",
      headers: { "next-action": "abc", "content-length": "0" },
    });
    expect(action.seen.url).toBe("/property/x-42");
    expect(asked).toEqual([43, 44]);
  });

  it("does not ask the database during an outage, and a client cannot send the gone mark", async () => {
    rememberGone(42, true);
    forgetListingStates(["property:42"]);
    asked.length = 0;
    markDatabaseDown();
    expect((await visit("/property/x-42")).seen.url).toBe("/property/x-42");
    expect(asked).toEqual([]);
    markDatabaseUp();
    const forged = await visit("/listing-gone/42", { headers: { [GONE_PAGE_HEADER]: "1" } });
    expect(forged.seen).toEqual({ url: "/listing-gone/42", marked: undefined });
  });
});

test("the listing a page address names", () => {
  expect(listingOfUrl("/property/2-bhk-flat-42")).toEqual({ id: 42, locale: "en" });
  expect(listingOfUrl("/hi/property/2-bhk-flat-42?x=1")).toEqual({ id: 42, locale: "hi" });
  expect(listingOfUrl("/property-profile?id=7")).toEqual({ id: 7, locale: "en" });
  for (const url of [
    "/property/",
    "/property/a/b-42",
    "/property-in/pune",
    "/properties",
    "/en/property/x-42",
    "/project/x-42",
    "/property-profile?id=abc",
  ]) {
    expect([url, listingOfUrl(url)]).toEqual([url, null]);
  }
});
