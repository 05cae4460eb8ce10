import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { getCloneableBody, requestToBodyStream } from "next/dist/server/body-streams";
import {
  databaseDownSince,
  isClientAbortError,
  isDatabaseUnavailableError,
  markDatabaseUp,
} from "@/lib/db/availability";
import { noteRequestError } from "@/lib/db/outage-watch";
import { CLIENT_CLOSED_REQUEST } from "@/lib/http/errors";
import { installClientAbortHook } from "@/lib/http/client-abort-hook";
import { route } from "@/lib/http/route";
import { log } from "@/lib/log";

/** Serves `handle` on a free port of 127.0.0.1; `close()` stops it. */
async function serve(handle: http.RequestListener) {
  const server = http.createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Sends a POST's head and `sent` bytes of a body declared `declared` long, then hangs up. */
async function postAndHangUp(port: number, path: string, sent: string, declared: number) {
  await new Promise<void>((resolve) => {
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${declared}\r\n\r\n${sent}`,
      );
      setTimeout(() => {
        socket.destroy();
        resolve();
      }, 100);
    });
  });
}

const nodeAbort = () => Object.assign(new Error("aborted"), { code: "ECONNRESET" });

afterEach(() => {
  markDatabaseUp();
  jest.restoreAllMocks();
});

describe("a client that leaves mid-request (issue 25, finding 11)", () => {
  it("is told from a lost database connection, though both say ECONNRESET", () => {
    expect(isClientAbortError(nodeAbort())).toBe(true);
    expect(isClientAbortError(Object.assign(new Error("x"), { name: "ResponseAborted" }))).toBe(
      true,
    );
    // The database driver's socket error: an outgoing read, with its syscall.
    const lost = Object.assign(new Error("read ECONNRESET"), {
      code: "ECONNRESET",
      syscall: "read",
    });
    expect(isClientAbortError(lost)).toBe(false);
    expect(isDatabaseUnavailableError(lost)).toBe(true);
    expect(isDatabaseUnavailableError(nodeAbort())).toBe(false);
    expect(isDatabaseUnavailableError(new Error("x", { cause: nodeAbort() }))).toBe(false);
    noteRequestError(nodeAbort());
    expect(databaseDownSince()).toBeNull();
  });

  it("does not make a route log an error or mark the database down (no false 503s)", async () => {
    const errors = jest.spyOn(log, "error");
    const handler = route(async ({ req }) => Response.json(await req.json()));
    let answered!: (response: Response) => void;
    const answer = new Promise<Response>((resolve) => (answered = resolve));
    // As Next.js hands a route handler its request: the Node request's body as a web stream.
    const server = await serve((req) => {
      const body = requestToBodyStream({ ReadableStream }, Uint8Array, req);
      void handler(
        new Request(`http://127.0.0.1${req.url}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body,
          duplex: "half",
        } as RequestInit),
      ).then(answered);
    });
    try {
      await postAndHangUp(server.port, "/api/users/login", '{"email":"a', 1000);
      const response = await answer;
      expect(response.status).toBe(CLIENT_CLOSED_REQUEST);
      expect(errors).not.toHaveBeenCalled();
      expect(databaseDownSince()).toBeNull();
    } finally {
      await server.close();
    }
  });

  it("is not an uncaught exception when Next.js has swapped the request's body for its copy", async () => {
    installClientAbortHook();
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.prependListener("uncaughtException", onUncaught);
    let swapped!: () => void;
    const bodySwapped = new Promise<void>((resolve) => (swapped = resolve));
    // What Next.js does when proxy.ts runs for a request with a body: the proxy reads a clone,
    // the request's stream is replaced by the buffered copy. Here nothing answers afterwards
    // (a forwarded server action whose refusal is never read), and the client hangs up.
    const server = await serve(async (req) => {
      const cloneable = getCloneableBody(req);
      const forProxy = cloneable.cloneBodyStream();
      forProxy.resume();
      await new Promise((resolve) => forProxy.on("end", resolve));
      await cloneable.finalize();
      swapped();
    });
    try {
      await postAndHangUp(server.port, "/about", "[]", 2);
      await bodySwapped;
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(uncaught).toEqual([]);
    } finally {
      process.removeListener("uncaughtException", onUncaught);
      await server.close();
    }
  });
});
