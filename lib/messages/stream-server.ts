import "server-only";
import http from "node:http";
import { NextRequest } from "next/server";
import { SESSION_COOKIE_NAME } from "@/lib/auth/session-token";
import { env } from "@/lib/env";
import { errorResponse } from "@/lib/http/errors";
import { hookServerRequests } from "@/lib/http/server-request-hook";
import { siteResponseHeaders } from "@/lib/http/site-headers";
import { log } from "@/lib/log";
import { openEventFeed, STREAM_HEADERS, type FeedDeps } from "./event-stream";
import { GUEST_COOKIE } from "./guest-cookie";
import { participantFromCookies, type Participant } from "./participant";
import { requireParticipant } from "./require-participant";

/** The address of the live stream (app/api/messages/stream/route.ts names the same). */
export const STREAM_PATH = "/api/messages/stream";

/**
 * Unread bytes past which a client that stopped reading is let go: the browser reconnects and
 * catches up through the thread's `after` read, and the server never buffers without end.
 */
export const MAX_UNREAD_BYTES = 1 << 20;

/** The reader of a request, from its session or guest cookie or its bearer token. */
function readerOf(req: http.IncomingMessage): Promise<Participant | null> {
  const headers = new Headers();
  if (req.headers.cookie) headers.set("cookie", req.headers.cookie);
  const { cookies } = new NextRequest("http://localhost/", { headers });
  const bearer = req.headers.authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
  return participantFromCookies({
    session: cookies.get(SESSION_COOKIE_NAME)?.value,
    guest: cookies.get(GUEST_COOKIE)?.value,
    bearer,
  });
}

async function writeResponse(res: http.ServerResponse, response: Response): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  if (res.destroyed) return;
  res.writeHead(response.status, {
    ...siteResponseHeaders(),
    ...Object.fromEntries(response.headers),
    "Content-Length": String(body.length),
  });
  res.end(body);
}

/**
 * Serves GET /api/messages/stream on Node's own response: the reader as the route handler
 * reads it (401 with the same JSON when nobody; 503 while the database is down), then the feed
 * (lib/messages/event-stream.ts) written to the socket until the client goes. The same rules
 * as the route handler at far less memory per open stream: Next.js keeps its request state
 * (≈55 KB: the request and response wrappers, abort controllers, pending promises) for as long
 * as a route's response streams, and these stay open for hours.
 */
export async function serveEventStream(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  deps: FeedDeps = {},
): Promise<void> {
  req.resume();
  let p: Participant;
  try {
    p = await requireParticipant(() => readerOf(req));
  } catch (error) {
    await writeResponse(res, errorResponse(error));
    return;
  }
  if (res.destroyed) return;
  res.writeHead(200, { ...siteResponseHeaders(), ...STREAM_HEADERS });
  res.flushHeaders();
  const end = openEventFeed(
    p,
    (bytes) => {
      if (res.destroyed) throw new Error("the client has gone");
      res.write(bytes);
      if (res.writableLength > MAX_UNREAD_BYTES) {
        res.destroy();
        throw new Error("the client stopped reading");
      }
    },
    deps,
  );
  res.once("close", end);
}

/** Whether a request is for the stream (any query string; GET only, the route's one method). */
export function isStreamRequest(req: http.IncomingMessage): boolean {
  if (req.method !== "GET" || !req.url?.startsWith(STREAM_PATH)) return false;
  const rest = req.url.slice(STREAM_PATH.length);
  return rest === "" || rest.startsWith("?");
}

/**
 * Has every Node HTTP server of the process answer the stream itself (serveEventStream) before
 * Next.js handles the request; anything else goes on to Next. Installed once per process from
 * instrumentation.ts, before the metrics hook, which then counts the stream like any request;
 * not with MESSAGE_STREAM_SERVER=next (the route handler answers).
 */
export function installMessageStreamHook(
  enabled: boolean = env.MESSAGE_STREAM_SERVER === "node",
): void {
  if (!enabled) return;
  hookServerRequests("messageStreamHook", (req, res, next) => {
    if (!isStreamRequest(req)) return next();
    serveEventStream(req, res).catch((error: unknown) => {
      log.error({ err: error }, "event stream failed");
      res.destroy();
    });
    return true;
  });
}
