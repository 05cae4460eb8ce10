import http from "node:http";
import type { AddressInfo } from "node:net";
import { markDatabaseDown, markDatabaseUp } from "@/lib/db/availability";
import { installOutageStatusHook } from "@/lib/http/outage-status-hook";

type Answer = { status: number; message: string; headers: http.IncomingHttpHeaders; body: string };

/** What a client gets from `handle` for one request, over a real socket. */
async function answer(
  handle: http.RequestListener,
  path: string,
  init: { method?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const server = http.createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise<Answer>((resolve, reject) => {
      const request = http.request(
        { host: "127.0.0.1", port, path, method: init.method ?? "GET", headers: init.headers },
        (response) => {
          let body = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => (body += chunk));
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              message: response.statusMessage ?? "",
              headers: response.headers,
              body,
            }),
          );
        },
      );
      request.on("error", reject);
      request.end();
    });
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

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
