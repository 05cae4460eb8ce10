import "server-only";
import {
  resolveActor,
  type Actor,
  type AdminActor,
  type SellerActor,
} from "@/lib/auth/current-user";
import { unstable_rethrow } from "next/navigation";
import { NextRequest } from "next/server";
import { ForbiddenError } from "@/lib/auth/errors";
import { errorResponse } from "./errors";
import { assertNoNul } from "./nul-bytes";
import { JSON_BODY_MAX_BYTES, readBodyWithin } from "./read-body";
import { CROSS_SITE_REFUSED, isCrossSiteWrite, SAFE_METHODS } from "./same-origin";

type RouteContext = { params: Promise<Record<string, string | string[]>> };
type Handler<C> = (args: C) => Promise<Response>;
type Base = { req: Request; params: Record<string, string | string[]> };

/** State-changing requests from another site are refused (CSRF defence in depth). */
export function assertSameOrigin(req: Request): void {
  if (isCrossSiteWrite(req)) throw new ForbiddenError(CROSS_SITE_REFUSED);
}

/** How a route takes its request body. */
export type RouteOptions = {
  /** Largest body read (default JSON_BODY_MAX_BYTES, 64 KB); over it → 413. */
  maxBodyBytes?: number;
  /** The handler reads the body itself within its own limit (uploads: `readUpload`). */
  streamBody?: boolean;
};

/** Refuses a NUL character in the path parameters or the query string with 400 and the field. */
function assertNoNulInAddress(req: Request, params: Record<string, string | string[]>) {
  assertNoNul(params);
  const url = new URL(req.url);
  if (url.search.includes("%00")) {
    assertNoNul(Object.fromEntries(url.searchParams));
  }
}

/** Refuses a NUL character (`\u0000`) in a JSON body with 400 and the field's name. */
function assertNoNulInJson(req: Request, body: Uint8Array) {
  if (!req.headers.get("content-type")?.includes("json")) return;
  const text = new TextDecoder().decode(body);
  if (!text.includes("\\u0000")) return;
  try {
    assertNoNul(JSON.parse(text));
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
  }
}

/**
 * The request with its body read as a stream up to the route's limit (413 past it, however it
 * is sent: declared or chunked), and checked for NUL characters. The handler gets a request over
 * those bytes, so `req.json()` / `req.text()` never read more than the limit.
 */
async function boundedRequest(req: Request, options: RouteOptions): Promise<Request> {
  if (options.streamBody || SAFE_METHODS.has(req.method) || !req.body) return req;
  const body = await readBodyWithin(req, options.maxBodyBytes ?? JSON_BODY_MAX_BYTES);
  assertNoNulInJson(req, body);
  return new NextRequest(req.url, { method: req.method, headers: req.headers, body });
}

/**
 * Wraps a route handler: same-origin check for writes, NUL characters refused, the body read
 * within the route's limit, errors → JSON with the right status.
 */
export function route(handler: Handler<Base>, options: RouteOptions = {}) {
  return async (req: Request, context?: RouteContext): Promise<Response> => {
    try {
      assertSameOrigin(req);
      const params = context?.params ? await context.params : {};
      assertNoNulInAddress(req, params);
      const bounded = await boundedRequest(req, options);
      return await handler({ req: bounded, params });
    } catch (error) {
      // Next.js control flow (a prerender's bail-out at `next build`, redirect, notFound) passes
      // through; turning it into a JSON error would cache that error as the handler's answer.
      unstable_rethrow(error);
      // A body left unread (refused before or at its limit) is not waited for.
      if (!req.bodyUsed) void req.body?.cancel().catch(() => undefined);
      return errorResponse(error);
    }
  };
}

/** Signed in (401 otherwise); the actor comes from resolveActor, as for server actions. */
export function withUser(handler: Handler<Base & { actor: Actor }>, options?: RouteOptions) {
  return route(async (base) => handler({ ...base, actor: await resolveActor("user") }), options);
}

/** A seller account (401 / 403 otherwise). */
export function withSeller(
  handler: Handler<Base & { seller: SellerActor }>,
  options?: RouteOptions,
) {
  return route(async (base) => handler({ ...base, seller: await resolveActor("seller") }), options);
}

/** An administrator (401 / 403 otherwise). */
export function withAdmin(handler: Handler<Base & { admin: AdminActor }>, options?: RouteOptions) {
  return route(async (base) => handler({ ...base, admin: await resolveActor("admin") }), options);
}
