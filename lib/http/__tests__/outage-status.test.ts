import type http from "node:http";
import { markDatabaseDown, markDatabaseUp } from "@/lib/db/availability";
import { installOutageStatusHook } from "@/lib/http/outage-status-hook";
import { requestOnce as answer } from "@/lib/testing/request-once";

// What Next.js does with a page whose render failed: the error screen, status 500.
const errorScreen: http.RequestListener = (_request, response) => {
  response.statusCode = 500;
  response.setHeader("Content-Type", "text/html; charset=utf-8");
  response.setHeader("Cache-Control", "private, no-cache, no-store, max-age=0, must-revalidate");
  response.end("<h1>Something went wrong</h1><button>Try again</button>");
};

describe("a page that fails during a database outage", () => {
  beforeAll(() => {
    installOutageStatusHook();
    installOutageStatusHook(); // once per process, however often it is called
  });
  afterEach(() => markDatabaseUp());

  it("answers 503 + Retry-After, no-store, keeping the error screen it drew", async () => {
    markDatabaseDown();
    for (const path of ["/project/green-acres-3", "/hi/broker/12", "/property-in/pune"]) {
      const page = await answer(errorScreen, path);
      expect([path, page.status, page.message]).toEqual([path, 503, "Service Unavailable"]);
      expect(page.headers["retry-after"]).toBe("5");
      expect(page.headers["cache-control"]).toBe("no-store");
      expect(page.body).toContain("Try again");
    }
    // Its router payload too, and a 500 sent with its reason phrase.
    const payload = await answer(errorScreen, "/project/green-acres-3", { headers: { rsc: "1" } });
    expect(payload.status).toBe(503);
    const explicit = await answer((_request, response) => {
      response.writeHead(500, "Internal Server Error", { "Content-Type": "text/plain" });
      response.end("failed");
    }, "/broker/12");
    expect([explicit.status, explicit.message, explicit.headers["retry-after"]]).toEqual([
      503,
      "Service Unavailable",
      "5",
    ]);
  });

  it("leaves the API, server actions, other statuses and a database that answers alone", async () => {
    markDatabaseDown();
    expect((await answer(errorScreen, "/api/properties")).status).toBe(500);
    expect((await answer(errorScreen, "/_next/data/x.json")).status).toBe(500);
    const action = await answer(errorScreen, "/project/green-acres-3", {
      method: "POST",
      headers: { "next-action": "abc" },
    });
    expect(action.status).toBe(500);
    const cached = await answer((_request, response) => response.end("ok"), "/project/p-3");
    expect([cached.status, cached.headers["retry-after"]]).toEqual([200, undefined]);
    markDatabaseUp();
    const failed = await answer(errorScreen, "/project/green-acres-3");
    expect([failed.status, failed.headers["retry-after"]]).toEqual([500, undefined]);
  });
});
