import { eq } from "drizzle-orm";
import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import type { Actor } from "@/lib/auth/current-user";
import { SESSION_COOKIE_NAME } from "@/lib/auth/session-token";
import type { DbHandle } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { addUser } from "@/lib/properties/__tests__/fixtures";
import { sessionTokenOf } from "@/lib/testing/session-token";
import { releaseTestDatabase, TEST_ENGINES, useTestDatabase } from "@/lib/testing/test-db";
import { MessageBus } from "../bus";
import { signGuestAccess } from "../guest-access";
import { GUEST_COOKIE } from "../guest-cookie";
import { Heartbeats } from "../heartbeats";
import { isStreamRequest, MAX_UNREAD_BYTES, serveEventStream } from "../stream-server";
import { buyerChannel, sellerChannel, type ThreadEvent } from "../thread-events";

const GUEST_PHONE = "+919800000077";
const thread = (threadId: number): ThreadEvent => ({ kind: "thread", threadId });

async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  if (!check()) throw new Error(`timed out waiting for ${what}`);
}

/** A Node server that answers the stream as `next start` does (the hook) and 404 otherwise. */
function startServer(bus: MessageBus, heartbeats: Heartbeats) {
  const server = http.createServer((req, res) => {
    if (isStreamRequest(req)) void serveEventStream(req, res, { bus, heartbeats });
    else res.writeHead(404).end();
  });
  return new Promise<{ server: http.Server; url: string }>((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

/** Opens the stream; resolves with the response and the text read so far (kept up to date). */
function open(url: string, headers: Record<string, string>) {
  type Opened = {
    res: http.IncomingMessage;
    text: () => string;
    ended: () => boolean;
    req: http.ClientRequest;
  };
  return new Promise<Opened>((resolve, reject) => {
    const req = http.get(`${url}/api/messages/stream`, { headers }, (res) => {
      let text = "";
      let ended = false;
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => (ended = true));
      res.on("error", () => undefined);
      resolve({ res, text: () => text, ended: () => ended, req });
    });
    req.on("error", reject);
  });
}

describe("which requests the stream server answers", () => {
  const req = (method: string, url: string) => ({ method, url }) as http.IncomingMessage;
  it("GET /api/messages/stream, with or without a query, and nothing else", () => {
    expect(isStreamRequest(req("GET", "/api/messages/stream"))).toBe(true);
    expect(isStreamRequest(req("GET", "/api/messages/stream?x=1"))).toBe(true);
    expect(isStreamRequest(req("POST", "/api/messages/stream"))).toBe(false);
    expect(isStreamRequest(req("HEAD", "/api/messages/stream"))).toBe(false);
    expect(isStreamRequest(req("GET", "/api/messages/stream/"))).toBe(false);
    expect(isStreamRequest(req("GET", "/api/messages/streams"))).toBe(false);
    expect(isStreamRequest(req("GET", "/api/messages/threads/1/messages"))).toBe(false);
  });
});

describe("the stream on Node's own response (guests)", () => {
  let bus: MessageBus;
  let heartbeats: Heartbeats;
  let server: http.Server;
  let url: string;
  const guestCookie = () => `${GUEST_COOKIE}=${signGuestAccess(GUEST_PHONE)}`;

  beforeAll(async () => {
    bus = new MessageBus("");
    heartbeats = new Heartbeats();
    ({ server, url } = await startServer(bus, heartbeats));
  });
  afterAll(() => new Promise((r) => server.close(r)));

  it("answers 401 with the route's message and the site's headers, and listens to nothing", async () => {
    const refused: Record<string, string>[] = [{}, { Cookie: `${GUEST_COOKIE}=forged.value` }];
    for (const headers of refused) {
      const { res, text, ended } = await open(url, headers);
      await until(ended, "the answer's end");
      expect(res.statusCode).toBe(401);
      expect(res.headers["content-type"]).toContain("application/json");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(JSON.parse(text())).toEqual({ message: "Please log in to see your messages." });
    }
    expect(bus.listenerCount()).toBe(0);
    expect(heartbeats.size()).toBe(0);
  });

  it("streams a guest's events, and leaves the fan-out when the client goes", async () => {
    const { res, text, req } = await open(url, { Cookie: guestCookie() });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/event-stream; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-store, no-transform");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    await until(() => text().includes(": connected"), "the opening");
    expect(bus.listenerCount()).toBe(1);
    expect(heartbeats.size()).toBe(1);
    await bus.publish([{ channels: [sellerChannel(5)], event: thread(1) }]);
    await bus.publish([{ channels: [buyerChannel(GUEST_PHONE)], event: thread(2) }]);
    await until(() => text().includes("data: "), "the event");
    expect(text()).toBe(`retry: 2000\n: connected\n\ndata: ${JSON.stringify(thread(2))}\n\n`);
    req.destroy();
    await until(() => bus.listenerCount() === 0, "the listener to go");
    expect(heartbeats.size()).toBe(0);
    expect(heartbeats.running()).toBe(false);
  });

  it("lets go of a client that stops reading once a megabyte is waiting for it", async () => {
    const socket = net.connect(Number(new URL(url).port), "127.0.0.1");
    await new Promise((r) => socket.once("connect", r));
    socket.write(
      `GET /api/messages/stream HTTP/1.1\r\nHost: x\r\nCookie: ${guestCookie()}\r\n\r\n`,
    );
    socket.pause();
    await until(() => bus.listenerCount() === 1, "the stream to open");
    const big: ThreadEvent = {
      kind: "message",
      threadId: 3,
      message: {
        id: 1,
        threadId: 3,
        sender: "seller",
        body: "x".repeat(2000),
        createdAt: new Date().toISOString(),
        seenAt: null,
      },
    };
    // Far more than the socket's buffers and the limit: the stream must end, not buffer it all.
    const rounds = Math.ceil((MAX_UNREAD_BYTES * 16) / 2000);
    for (let i = 0; i < rounds && bus.listenerCount() > 0; i++) {
      await bus.publish([{ channels: [buyerChannel(GUEST_PHONE)], event: big }]);
    }
    await until(() => bus.listenerCount() === 0, "the slow client to be let go");
    expect(heartbeats.size()).toBe(0);
    socket.destroy();
  });
});

describe.each(TEST_ENGINES)("the stream on Node's own response, signed in, on %s", (engine) => {
  let handle: DbHandle;
  let seller: Actor;
  let bus: MessageBus;
  let server: http.Server;
  let url: string;

  const sessionOf = (actor: Actor) => sessionTokenOf(handle.db, actor.id);

  beforeAll(async () => {
    handle = await useTestDatabase(engine);
    seller = await addUser(handle.db, { role: "seller", kind: "agent", verified: true });
    bus = new MessageBus("");
    ({ server, url } = await startServer(bus, new Heartbeats()));
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
    await releaseTestDatabase(handle);
  });

  it("a seller's session (cookie or bearer token) hears both the seller's and their buyer side", async () => {
    const token = await sessionOf(seller);
    const signedIn: Record<string, string>[] = [
      { Cookie: `${SESSION_COOKIE_NAME}=${token}` },
      { Authorization: `Bearer ${token}` },
    ];
    for (const headers of signedIn) {
      const { res, text, req } = await open(url, headers);
      expect(res.statusCode).toBe(200);
      await until(() => bus.listenerCount() === 2, "both channels");
      await bus.publish([{ channels: [sellerChannel(seller.id)], event: thread(11) }]);
      await bus.publish([{ channels: [buyerChannel(seller.phone)], event: thread(12) }]);
      await until(() => text().includes('"threadId":12'), "the buyer-side event");
      expect(text()).toContain('"threadId":11');
      req.destroy();
      await until(() => bus.listenerCount() === 0, "the listeners to go");
    }
  });

  it("a session ended by a password change is refused like no session", async () => {
    const token = await sessionOf(seller);
    await handle.db.update(users).set({ tokenVersion: 99 }).where(eq(users.id, seller.id));
    const { res } = await open(url, { Cookie: `${SESSION_COOKIE_NAME}=${token}` });
    expect(res.statusCode).toBe(401);
    expect(bus.listenerCount()).toBe(0);
  });
});
