/**
 * Issue 25, finding 2, measured: four 450 MB chunked bodies sent at once over real sockets to the
 * login, registration and webhook handlers (behind a Node HTTP server that hands them the socket's
 * body as a stream, as Next.js does) are each answered 413, and the process's resident memory
 * stays within 50 MB of idle. `scripts/check-body-limits.ts` does the same against `next start`.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { sendChunked } from "@/lib/testing/chunked-post";
import { POST as webhook } from "@/app/api/payments/razorpay/webhook/route";
import { POST as login } from "@/app/api/users/login/route";
import { POST as register } from "@/app/api/users/register/route";

jest.mock("next/headers", () => ({
  cookies: async () => ({ get: () => undefined, set: () => undefined }),
  headers: async () => new Headers(),
}));

const MB = 1024 * 1024;
type Handler = (
  req: Request,
  ctx: { params: Promise<Record<string, string>> },
) => Promise<Response>;
const ROUTES: Record<string, Handler> = {
  "/api/users/login": login,
  "/api/users/register": register,
  "/api/payments/razorpay/webhook": webhook,
};

function startServer(): Promise<{ server: http.Server; port: number }> {
  const server = http.createServer(async (req, res) => {
    const handler = ROUTES[req.url ?? ""];
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === "string") headers.set(name, value);
    }
    const request = new Request(`http://127.0.0.1${req.url}`, {
      method: "POST",
      headers,
      body: Readable.toWeb(req) as ReadableStream<Uint8Array>,
      // @ts-expect-error: Node's fetch needs it for a stream body; not in the DOM typings.
      duplex: "half",
    });
    const response = await handler(request, { params: Promise.resolve({}) });
    res.writeHead(response.status, { "content-type": "application/json", connection: "close" });
    res.end(Buffer.from(await response.arrayBuffer()));
    req.destroy();
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ server, port: (server.address() as AddressInfo).port }),
    ),
  );
}

it("4 × 450 MB bodies are refused with 413 while memory stays within 50 MB of idle", async () => {
  const { server, port } = await startServer();
  try {
    const targets = [...Object.keys(ROUTES), "/api/users/login"];
    for (const target of targets) expect(await sendChunked(port, target, 1 * MB)).toBe(413);
    global.gc?.();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const idle = process.memoryUsage().rss;
    let peak = idle;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const statuses = await Promise.all(targets.map((t) => sendChunked(port, t, 450 * MB)));
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    console.log(
      `4 × 450 MB: ${statuses.join(", ")}; idle ${(idle / MB).toFixed(0)} MB, ` +
        `peak +${((peak - idle) / MB).toFixed(1)} MB`,
    );
    expect(statuses).toEqual([413, 413, 413, 413]);
    expect(peak - idle).toBeLessThan(50 * MB);
  } finally {
    server.close();
  }
});
